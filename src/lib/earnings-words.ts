/**
 * The earnings area's enum words in the reader's language (issue 23). contract/earnings.ts keeps the English labels
 * for the Store API, e-mails and CSV statements; pages say them through here.
 */
import {
  maskedAccountWords,
  PAYOUT_METHODS,
  PayoutBlockSchema,
  type LedgerKind,
  type LineState,
  type MaskedAccount,
  type PayoutFailure,
  type PayoutMethod,
  type PayoutSchedule,
  type PayoutStatus,
} from '../../contract/earnings.ts';
import { formatDate, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import type { EarningsSummary } from '../../contract/earnings.ts';
import type { ErrorReason } from '../../contract/errors.ts';
import { formatMoney } from './money.ts';
import { m } from '../paraglide/messages.js';

export function ledgerKindLabel(kind: LedgerKind): string {
  const labels: Record<LedgerKind, () => string> = {
    online_payment: m.earnings_kind_online_payment,
    cod_collected: m.earnings_kind_cod_collected,
    refund: m.earnings_kind_refund,
    adjustment: m.earnings_kind_adjustment,
  };
  return labels[kind]();
}

export function lineStateLabel(state: LineState): string {
  const labels: Record<LineState, () => string> = {
    pending: m.earnings_state_pending,
    available: m.earnings_state_available,
    in_payout: m.earnings_state_in_payout,
    paid: m.earnings_state_paid,
    note: m.earnings_state_note,
  };
  return labels[state]();
}

export function payoutStatusLabel(status: PayoutStatus): string {
  const labels: Record<PayoutStatus, () => string> = {
    scheduled: m.earnings_payout_scheduled,
    paid: m.earnings_payout_paid,
    failed: m.earnings_payout_failed,
    cancelled: m.earnings_payout_cancelled,
  };
  return labels[status]();
}

export const payoutMethodLabel = (method: PayoutMethod): string =>
  ({ bkash: m.earnings_method_bkash, nagad: m.earnings_method_nagad, bank: m.earnings_method_bank })[method]();

export const payoutScheduleLabel = (schedule: PayoutSchedule): string =>
  ({ weekly: m.earnings_schedule_weekly, monthly: m.earnings_schedule_monthly, manual: m.earnings_schedule_manual })[schedule]();

/**
 * "bKash ওয়ালেট ০১৭৭•••৮৫৭৫": a payout account from its method and masked number (contract MaskedAccount), in the
 * reader's words and digits; null when the answer carries no such account (an older row), so the caller shows the
 * Store API's English `methodLabel` instead.
 */
export function payoutAccountText(account: unknown, display: DisplayPrefs): string | null {
  if (typeof account !== 'object' || account === null) return null;
  const { method, masked } = account as { method?: unknown; masked?: unknown };
  if (!PAYOUT_METHODS.includes(method as PayoutMethod) || typeof masked !== 'string') return null;
  return maskedAccountWords({ method: method as PayoutMethod, masked }, payoutMethodLabel(method as PayoutMethod), display);
}

/** A payout's (or the settings') account in the reader's words, else the Store API's English label. */
export const accountName = <T extends string | null>(
  answer: { account?: MaskedAccount | null; methodLabel: T },
  display: DisplayPrefs,
): string | T => payoutAccountText(answer.account, display) ?? answer.methodLabel;

const FAILURES: Record<PayoutFailure, () => string> = {
  account_not_found: m.earnings_failure_account_not_found,
  account_closed: m.earnings_failure_account_closed,
  limit_reached: m.earnings_failure_limit_reached,
  no_method: m.earnings_failure_no_method,
  nothing_to_send: m.earnings_failure_nothing_to_send,
};

/** Why a payout failed, in the reader's language; a payout that failed before codes shows its English sentence. */
export const payoutFailureText = (payout: { failureCode?: PayoutFailure | null; failureReason: string | null }): string | null =>
  payout.failureCode ? FAILURES[payout.failureCode]() : payout.failureReason;

type PayoutBlock = NonNullable<EarningsSummary['nextPayout']['block']>;

/** A PAYOUT_REFUSED refusal's reason (its block's kind and params) in the reader's words; null for a kind unknown here. */
export function payoutRefusalWords(reason: ErrorReason, display: DisplayPrefs): string | null {
  const block = PayoutBlockSchema.safeParse({ ...reason.params, kind: reason.kind });
  return block.success ? payoutBlockWords(block.data, display) : null;
}

/** Why no payout is coming, in the reader's language and digits (the Store API's `reason` is English). */
export function payoutBlockWords(block: PayoutBlock, display: DisplayPrefs): string {
  switch (block.kind) {
    case 'no_method':
      return m.earnings_block_no_method();
    case 'held':
      return m.earnings_block_held({ until: formatDate(block.until, display, 'dateTime') });
    case 'two_step':
      return block.admins === 1 ? m.earnings_wait_two_step_one() : m.earnings_wait_two_step({ count: formatNumber(block.admins, display) });
    case 'below_minimum':
      return m.earnings_block_below_minimum({ amount: formatMoney(block.minimum, display) });
    case 'on_request':
      return m.earnings_block_on_request();
  }
}
