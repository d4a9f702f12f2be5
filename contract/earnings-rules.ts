/**
 * The money rules of earnings both sides show: fees, when a line clears, payout dates and why no payout is made.
 * Money is integer poisha.
 *
 * Fees are documented rates, kept here as named constants so the ledger, the reconciliation test and the page's
 * explanation read the same numbers:
 * - bKash payment gateway: 1.85 % of each online payment (bKash's published merchant PGW rate; a shop with its own
 *   agreement changes it here). Cards (SSLCommerz-style gateways): 2.5 %. The fee is not given back on a refund.
 * - Nagad and Rocket (issue 24 item 7): the research (shared/research/anchors.md §8, §13) records no published
 *   merchant gateway rate for either, and none was found in public pages; these are assumptions in bKash's range,
 *   to be replaced by the rate of Haat's merchant agreement: Nagad 1.5 %, Rocket (Dutch-Bangla Bank) 1.8 %.
 * - Cash on delivery: the courier keeps its delivery charge (what the order charged for delivery) and a 1 % COD
 *   charge of the cash it collected (Steadfast and Paperfly terms, research anchors §13.1).
 */
import { bdtText } from './money.ts';
import type { PaymentMethod } from './order-enums.ts';
import type { LedgerKind, PayoutSchedule } from './earnings.ts';

/** Gateway fee of an online payment, in basis points (1/100 of a per cent). */
export const BKASH_FEE_BPS = 185;
export const NAGAD_FEE_BPS = 150;
export const ROCKET_FEE_BPS = 180;
export const CARD_FEE_BPS = 250;
export const GATEWAY_FEE_BPS: Readonly<Record<Exclude<PaymentMethod, 'cod'>, number>> = {
  bkash: BKASH_FEE_BPS,
  nagad: NAGAD_FEE_BPS,
  rocket: ROCKET_FEE_BPS,
  card: CARD_FEE_BPS,
};
/** The courier's COD charge on the cash it collected, in basis points. */
export const COD_CHARGE_BPS = 100;
/** Online payments clear (become available for a payout) this many days after they were paid. */
export const ONLINE_CLEARING_DAYS = 3;
/** A scheduled payout is sent this many days after it was made (time to cancel it). */
export const PAYOUT_SEND_DAYS = 1;
/** The smallest minimum payout a shop may choose, and the default. */
export const MIN_PAYOUT_FLOOR = 10_000;
export const DEFAULT_MIN_PAYOUT = 50_000;
export const MAX_MIN_PAYOUT = 10_000_000;

const DAY_MS = 86_400_000;
/** Bangladesh is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** `amount × bps / 10000`, rounded half up to the poisha. */
export const basisPoints = (amount: number, bps: number): number => Math.round((amount * bps) / 10_000);

/** What an order money event puts in the ledger; null when it moves no money. */
export type LedgerEntry = { kind: LedgerKind; gross: number; fee: number; net: number };

/**
 * The ledger line of one order event: a payment (online: less the gateway fee; cash on delivery: less the courier's
 * delivery charge and COD charge) or a refund (the whole amount out; fees are not given back).
 */
export function ledgerEntryFor(
  event: { type: string; amount: number | null },
  order: { paymentMethod: PaymentMethod; shipping: number },
): LedgerEntry | null {
  const amount = event.amount ?? 0;
  if (amount <= 0) return null;
  if (event.type === 'refund') return { kind: 'refund', gross: -amount, fee: 0, net: -amount };
  if (event.type !== 'payment') return null;
  if (order.paymentMethod === 'cod') {
    const fee = Math.min(amount, order.shipping + basisPoints(amount, COD_CHARGE_BPS));
    return { kind: 'cod_collected', gross: amount, fee, net: amount - fee };
  }
  const fee = basisPoints(amount, GATEWAY_FEE_BPS[order.paymentMethod]);
  return { kind: 'online_payment', gross: amount, fee, net: amount - fee };
}

/**
 * A seller's adjustment (issue 22 item 4): a correction shown on the statement. Taking money off (negative) lowers
 * what Haat pays out, as it always did; adding money (positive) is a note only, with a net of 0, because Haat pays
 * out at most what it collected for the shop, less fees, refunds and earlier payouts — never what a shop typed.
 */
export const adjustmentEntry = (amount: number): LedgerEntry => ({ kind: 'adjustment', gross: amount, fee: 0, net: Math.min(amount, 0) });

/**
 * Whether a ledger line counts toward the payable balance and payouts: every order line, and adjustments that take
 * money off. A positive adjustment never does, whatever net it was stored with (lines made before this rule).
 */
export const isPayableLine = (line: { kind: LedgerKind; net: number }): boolean => line.kind !== 'adjustment' || line.net < 0;

/** When a line becomes available for a payout: online payments after the clearing days, everything else at once. */
export const availableFrom = (kind: LedgerKind, at: Date): Date =>
  kind === 'online_payment' ? new Date(at.getTime() + ONLINE_CLEARING_DAYS * DAY_MS) : at;

/**
 * The next scheduled payout date after `now`, at midnight in Bangladesh: weekly on Sundays (the first working day
 * of the Bangladeshi week), monthly on the 1st; null for "on request".
 */
export function nextPayoutDate(schedule: PayoutSchedule, now: Date): Date | null {
  if (schedule === 'manual') return null;
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (schedule === 'weekly') {
    const days = 7 - local.getUTCDay() || 7;
    return new Date(midnight + days * DAY_MS - DHAKA_OFFSET_MS);
  }
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - DHAKA_OFFSET_MS);
}

/** A changed payout method holds payouts this long (issue 22 item 11). */
export const PAYOUT_HOLD_HOURS = 48;

/** A moment in Dhaka's time, e.g. "29 Nov 2026, 14:05", for the reasons below. */
const dhakaMoment = (at: Date) =>
  at.toLocaleString('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Why no payout will be made now, as data the dashboard words in the reader's language (issue 23), or null when one
 * can be. `held`: the payout method changed less than 48 hours ago; `two_step`: shop admins not yet on two-step
 * sign-in (issue 22 item 10), who block payouts.
 */
export type PayoutBlock =
  { kind: 'no_method' } | { kind: 'held'; until: Date } | { kind: 'two_step'; admins: number } | { kind: 'below_minimum'; minimum: number };

export function payoutBlock(input: {
  hasMethod: boolean;
  available: number;
  minimum: number;
  holdUntil?: Date | null;
  adminsWithoutTwoStep?: number;
  now?: Date;
}): PayoutBlock | null {
  if (!input.hasMethod) return { kind: 'no_method' };
  const now = input.now ?? new Date();
  if (input.holdUntil && input.holdUntil > now) return { kind: 'held', until: input.holdUntil };
  if (input.adminsWithoutTwoStep) return { kind: 'two_step', admins: input.adminsWithoutTwoStep };
  if (input.available < input.minimum) return { kind: 'below_minimum', minimum: input.minimum };
  return null;
}

/** The block in English: the Store API's `reason` and refusals, for callers that read no kind. */
export function payoutBlockText(block: PayoutBlock | null): string | null {
  if (!block) return null;
  switch (block.kind) {
    case 'no_method':
      return 'No payout method: add a bKash or Nagad wallet or a bank account.';
    case 'held':
      return `Payouts are held until ${dhakaMoment(block.until)} (Dhaka time): the payout method changed less than ${PAYOUT_HOLD_HOURS} hours ago, and every shop admin was e-mailed about it.`;
    case 'two_step': {
      const n = block.admins;
      return `Payouts wait until every shop admin signs in with two-step: ${n} admin${n === 1 ? ' has' : 's have'} not set it up yet (My profile → Two-step sign-in).`;
    }
    case 'below_minimum':
      return `The available balance is below your minimum payout of ${bdtText(block.minimum)}.`;
  }
}

/** Why no payout will be made now, in English, or null when one can be (see `payoutBlock`). */
export const payoutBlocker = (input: Parameters<typeof payoutBlock>[0]): string | null => payoutBlockText(payoutBlock(input));
