/**
 * COD risk (issue 24 item 4): what earlier orders to a phone number became — delivered, returned, cancelled — in
 * the shop and across every Haat shop. Across shops only these three counts are shared: never a shop's name, the
 * items or the amounts (README "COD risk": the privacy note).
 */
import { z } from 'zod';
import { phoneInput } from './normalise.ts';

export const RiskCountsSchema = z.object({ delivered: z.number(), returned: z.number(), cancelled: z.number() });
export type RiskCounts = z.infer<typeof RiskCountsSchema>;

/** GET /admin/orders/risk?phone= and the `risk` of an order: the shop's own record and every shop's (this one included). */
export const PhoneRiskSchema = z.object({
  phone: z.string(),
  shop: RiskCountsSchema,
  network: RiskCountsSchema,
});
export type PhoneRisk = z.infer<typeof PhoneRiskSchema>;

export const RiskQuerySchema = z.object({
  phone: z.preprocess(
    phoneInput,
    z.string({ error: 'Enter a phone number' }).regex(/^01[3-9]\d{8}$/, 'Enter a Bangladeshi mobile number (01XXXXXXXXX)'),
  ),
});

export const ZERO_RISK: RiskCounts = { delivered: 0, returned: 0, cancelled: 0 };

/** Finished orders: the ones a rate is taken of. */
export const finished = (c: RiskCounts) => c.delivered + c.returned + c.cancelled;

/** Delivered out of finished, as a whole percent; null when the number has no finished order yet. */
export function successRate(c: RiskCounts): number | null {
  const n = finished(c);
  return n === 0 ? null : Math.floor((c.delivered * 100) / n);
}

/** How a rate reads: `new` (no record), `low` under 50 %, `fair` under 80 %, `good` from 80 %. */
export type RiskLevel = 'new' | 'low' | 'fair' | 'good';
export function riskLevel(c: RiskCounts): RiskLevel {
  const rate = successRate(c);
  if (rate === null) return 'new';
  return rate < 50 ? 'low' : rate < 80 ? 'fair' : 'good';
}

/**
 * The shop's hold rule (checkout settings `codHoldBelowRate`): a new COD order waits for a call when the number's
 * record across Haat is below the rate. A number without a record is not held (nothing is known against it).
 */
export function needsCall(holdBelowRate: number | null, payment: string, network: RiskCounts): boolean {
  if (holdBelowRate === null || payment !== 'cod') return false;
  const rate = successRate(network);
  return rate !== null && rate < holdBelowRate;
}

/** Removes an order's own outcome from a record, so an order's page shows the number's other orders. */
export function withoutOrder(c: RiskCounts, status: string): RiskCounts {
  const key = status === 'delivered' || status === 'returned' || status === 'cancelled' ? status : null;
  return key ? { ...c, [key]: Math.max(0, c[key] - 1) } : c;
}
