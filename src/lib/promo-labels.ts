/**
 * The promo codes' words in the request's language (issue 23): statuses, types, scopes, minimums and what a code
 * gives. contract/promo-codes.ts keeps the English tables for the Store API; pages use these.
 */
import { formatMoney, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import type { PromoMinimum, PromoScope, PromoType } from '../../contract/pricing.ts';
import type { PromoCode, PromoStatus } from '../../contract/promo-codes.ts';
import { m } from '../paraglide/messages.js';

export const promoStatusLabel = (status: PromoStatus): string =>
  ({
    draft: m.promo_status_draft,
    scheduled: m.promo_status_scheduled,
    active: m.promo_status_active,
    expired: m.promo_status_expired,
    disabled: m.promo_status_disabled,
  })[status]();

export const promoTypeLabel = (type: PromoType): string =>
  ({ percentage: m.promo_type_percentage, fixed: m.promo_type_fixed, free_delivery: m.promo_type_free_delivery })[type]();

export const promoScopeLabel = (scope: PromoScope): string =>
  ({ order: m.promo_scope_order, products: m.promo_scope_products, collections: m.promo_scope_collections })[scope]();

export const promoMinimumLabel = (minimum: PromoMinimum): string =>
  ({ none: m.promo_minimum_none, subtotal: m.promo_minimum_subtotal, quantity: m.promo_minimum_quantity })[minimum]();

/** What a code gives: "Free delivery", "৳150.00 off", "10% up to ৳200.00". */
export function promoGives(p: Pick<PromoCode, 'type' | 'value' | 'cap'>, display: DisplayPrefs): string {
  if (p.type === 'free_delivery') return m.promo_gives_free_delivery();
  if (p.type === 'fixed') return m.promo_gives_fixed({ amount: formatMoney(p.value, display) });
  const percent = formatNumber(p.value, display);
  return p.cap ? m.promo_gives_percent_cap({ percent, cap: formatMoney(p.cap, display) }) : m.promo_gives_percent({ percent });
}
