/** A shop's business category (contract/profile.ts) in the reader's language: the create-shop form and the activity log. */
import type { BusinessCategory } from '../../contract/profile.ts';
import { m } from '../paraglide/messages.js';

const CATEGORY_WORDS: Record<BusinessCategory, () => string> = {
  clothing: m.profile_category_clothing,
  electronics: m.profile_category_electronics,
  food: m.profile_category_food,
  beauty: m.profile_category_beauty,
  home: m.profile_category_home,
  handicrafts: m.profile_category_handicrafts,
  books: m.profile_category_books,
  health: m.profile_category_health,
  other: m.profile_category_other,
};

export const categoryLabel = (category: BusinessCategory): string => CATEGORY_WORDS[category]();
