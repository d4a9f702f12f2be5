/**
 * The earnings area's enum words in the reader's language (issue 23). contract/earnings.ts keeps the English labels
 * for the Store API, e-mails and CSV statements; pages say them through here.
 */
import type { LedgerKind, LineState, PayoutStatus } from '../../contract/earnings.ts';
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
