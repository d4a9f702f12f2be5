/**
 * How a payout reaches the seller's wallet or bank. The Store API sends payouts through a `PayoutRail`; until a
 * disbursement partner (bKash/Nagad B2C, a bank's BEFTN file) is signed, the sandbox rail below stands in: it pays
 * every account, except numbers ending in 0000, which it refuses so a failed payout can be seen and tested.
 */
import { createHash } from 'node:crypto';
import { PAYOUT_FAILURE_TEXTS, type PayoutFailure, type PayoutMethod } from '../../../../contract/earnings.ts';

export type PayoutAccount = { method: PayoutMethod; number: string; routingNumber: string | null };
export type PayoutResult = { ok: true; reference: string } | { ok: false; code: PayoutFailure; reason: string };
export type PayoutRail = { send: (payout: { id: string; amount: number; account: PayoutAccount }) => Promise<PayoutResult> };

export const sandboxRail: PayoutRail = {
  send: async ({ id, account }) => {
    if (account.number.endsWith('0000')) {
      const code = account.method === 'bank' ? 'account_closed' : 'account_not_found';
      return { ok: false, code, reason: PAYOUT_FAILURE_TEXTS[code] };
    }
    return { ok: true, reference: `SBX${createHash('sha256').update(id).digest('hex').slice(0, 10).toUpperCase()}` };
  },
};
