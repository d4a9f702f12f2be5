/**
 * The default shipping plan's words (contract/shipping-defaults.ts) in the reader's language while the seller has
 * not changed them (issue 23): the Store API stores them in English, and any other text is the seller's own.
 */
import { DEFAULT_SHIPPING_WORDS as W } from '../../contract/shipping-defaults.ts';
import { m } from '../paraglide/messages.js';

const WORDS: Record<string, () => string> = {
  [W.planName]: m.shipping_default_plan_name,
  [W.insideDhaka]: m.shipping_default_inside_dhaka,
  [W.dhakaSuburbs]: m.shipping_default_dhaka_suburbs,
  [W.outsideDhaka]: m.shipping_default_outside_dhaka,
  [W.days1to2]: m.shipping_default_days_1_2,
  [W.days2to3]: m.shipping_default_days_2_3,
  [W.days3to5]: m.shipping_default_days_3_5,
};

/** A plan name, zone name or delivery time as the reader should see it. */
export const shippingText = (text: string): string => WORDS[text]?.() ?? text;

/** Every default word and its reader's words, for an island that shows quotes without the message catalogue. */
export const shippingTexts = (): Record<string, string> => Object.fromEntries(Object.entries(WORDS).map(([en, say]) => [en, say()]));
