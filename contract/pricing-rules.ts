/**
 * The pricing engine's building blocks (pricing.ts composes them into `quote`): rounding and proportional splits in
 * integer poisha, which shipping plan and zone ship a line, a zone's rate, a promo code's status and the COD fee.
 */
import type { CartLine, CodeReason, CodFee, PromoRule, PromoType, Rate, ShippingPlan } from './pricing-types.ts';

/** Rounds a / b (both ≥ 0, b > 0) to the nearest integer, halves up. */
export const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** A percentage (may have 2 decimals, e.g. 7.5) as hundredths of a percent, so sums stay in integers. */
export const bp = (percent: number) => Math.round(percent * 100);

/** Splits `amount` over `weights` in proportion, largest remainders first, so the shares add up exactly. */
export const allocate = (amount: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};

const covers = (ids: readonly string[], collections: readonly string[], line: CartLine) =>
  ids.includes(line.productId) || (line.collectionIds ?? []).some((c) => collections.includes(c));

/** The plan that ships this line: the first custom plan naming its product or one of its collections, else the default. */
export const planFor = (plans: readonly ShippingPlan[], line: CartLine): ShippingPlan | undefined =>
  plans.find((p) => !p.isDefault && covers(p.productIds, p.collectionIds, line)) ?? plans.find((p) => p.isDefault);

/** The zone of `plan` holding `location`. */
export const zoneFor = (plan: ShippingPlan, location: string) => plan.zones.find((z) => z.locations.includes(location));

/** A zone's rate for a plan's share of the cart (weight in grams, subtotal in poisha). */
export const rateCharge = (rate: Rate, grams: number, subtotal: number): number => {
  if (rate.kind === 'flat') return rate.amount;
  if (rate.kind === 'weight') {
    const kg = Math.max(1, Math.ceil(grams / 1000));
    return rate.firstKg + (kg - 1) * rate.extraKg;
  }
  const band = [...rate.bands].sort((a, b) => a.from - b.from).filter((b) => b.from <= subtotal);
  return band.at(-1)?.amount ?? 0;
};

/** Why `code` does not apply before any figures are looked at (dates, switch, limits), or null. */
export const codeStatusReason = (rule: PromoRule | null, customerUses: number, now: Date): CodeReason | null => {
  if (!rule) return 'unknown';
  if (rule.disabled) return 'disabled';
  if (!rule.startsAt || now < rule.startsAt) return 'not_started';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.usageLimit !== null && rule.used >= rule.usageLimit) return 'limit_reached';
  if (rule.perCustomerLimit !== null && customerUses >= rule.perCustomerLimit) return 'customer_limit_reached';
  return null;
};

/** True when the code covers this cart line (the whole order, its product or one of its collections). */
export const lineCovered = (rule: PromoRule, line: CartLine) =>
  rule.appliesTo === 'order' ||
  (rule.appliesTo === 'products' && rule.productIds.includes(line.productId)) ||
  (rule.appliesTo === 'collections' && (line.collectionIds ?? []).some((c) => rule.collectionIds.includes(c)));

/** Item codes apply percentages first, then fixed amounts (each on what is left); free delivery is on the delivery. */
export const APPLY_ORDER: Record<PromoType, number> = { percentage: 0, fixed: 1, free_delivery: 2 };

/** The cash-on-delivery fee of a zone on `base` poisha (a fixed amount or a percentage of it). */
export const codFeeOf = (fee: CodFee, base: number) => {
  if (!fee) return 0;
  return fee.kind === 'fixed' ? fee.value : roundDiv(base * bp(fee.value), 10_000);
};
