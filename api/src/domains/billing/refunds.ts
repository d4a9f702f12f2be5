/**
 * Refunds of plan invoices (issue 22 item 5): within the refund window, the paid period comes off the plan. A refund
 * moves money at bKash, so it goes claim → call → record: one conditional update moves the invoice from `paid` to
 * `refunding` (only one request wins; the others get a 409), bKash is called once, then the refund is recorded by a
 * second conditional update that only the `refunding` invoice passes, so it is never recorded or applied twice.
 * When bKash does not answer, the invoice stays `refunding` with nobody holding it, and the next request asks
 * bKash's refund status instead of refunding again.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import { BkashError, type BkashGateway, type BkashRefund } from '../../platform/bkash/client.ts';
import { recordActivity } from '../team/activity.ts';
import { REFUND_WINDOW_DAYS, type InvoiceDetail } from '../../../../contract/billing.ts';
import { subscriptionInvoices, subscriptions } from './tables.ts';
import { currentSubscription } from './plans.ts';
import { paymentsUnavailable } from './checkout.ts';
import type { BillingActor } from './payments.ts';
import { findInvoice, getInvoice, refundableUntil, type InvoiceRow } from './invoices.ts';

/** A claim older than this is abandoned (the process died mid-call; bKash's own deadline is 30 s). */
const CLAIM_STALE_MS = 2 * 60_000;

const inProgress = () =>
  conflict('A refund of this invoice is already under way. Open the invoice again in a minute to see how it ended.', 'REFUND_IN_PROGRESS');
const notRefundable = () => conflict('Only a paid invoice can be refunded.', 'NOT_REFUNDABLE');
const unconfirmed = () =>
  new HttpError(
    502,
    'bKash did not answer, so the refund may or may not have gone through. Ask again in a minute: we will check with bKash, not refund twice.',
    'REFUND_UNCONFIRMED',
  );

const byId = (row: InvoiceRow) => eq(subscriptionInvoices.id, row.id);
const refunding = eq(subscriptionInvoices.status, 'refunding');

/** Nobody holds the refund any more: the next request asks bKash what happened. */
const letGo = (shop: ShopScope, row: InvoiceRow) =>
  shop
    .update(subscriptionInvoices)
    .set({ refundClaimedAt: null })
    .where(and(byId(row), refunding));

/** bKash made no refund: the invoice is paid again (a new refund may be asked for). */
const backToPaid = (shop: ShopScope, row: InvoiceRow) =>
  shop
    .update(subscriptionInvoices)
    .set({ status: 'paid', refundClaimedAt: null, refundReason: null })
    .where(and(byId(row), refunding));

/** POST /admin/subscription/invoices/{id}/refund: within 15 days of payment; the paid period is taken off the plan. */
export async function refundInvoice(
  shop: ShopScope,
  gateway: BkashGateway | null,
  id: string,
  reason: string,
  actor: BillingActor | null = null,
): Promise<InvoiceDetail> {
  const row = await findInvoice(shop, id);
  if (row.status === 'refunding') return resumeRefund(shop, gateway, row, actor);
  if (row.status !== 'paid' || !row.paymentId || !row.trxId) throw notRefundable();
  const until = refundableUntil(row);
  if (!until || until.getTime() < Date.now()) {
    throw conflict(`A payment can be refunded within ${REFUND_WINDOW_DAYS} days; this one is older.`, 'REFUND_WINDOW_PASSED');
  }
  if (!gateway) throw paymentsUnavailable();
  const [claimed] = await shop
    .update(subscriptionInvoices)
    .set({ status: 'refunding', refundClaimedAt: new Date(), refundReason: reason })
    .where(and(byId(row), eq(subscriptionInvoices.status, 'paid')))
    .returning();
  if (!claimed) {
    const now = await findInvoice(shop, id);
    throw now.status === 'refunding' ? inProgress() : notRefundable();
  }
  let refund: BkashRefund;
  try {
    refund = await gateway.refundPayment({ paymentID: row.paymentId, trxID: row.trxId, amount: row.amount, reason });
  } catch (error) {
    if (!(error instanceof BkashError)) {
      await letGo(shop, claimed);
      throw unconfirmed();
    }
    await backToPaid(shop, claimed); // bKash answered and refused: nothing was refunded
    throw new HttpError(502, `bKash refused the refund: ${error.message}`, 'BKASH_ERROR');
  }
  await recordRefund(shop, claimed, refund, actor);
  return getInvoice(shop, id);
}

/** An invoice left `refunding`: learn from bKash's refund status what happened (never ask for the refund again). */
async function resumeRefund(shop: ShopScope, gateway: BkashGateway | null, row: InvoiceRow, actor: BillingActor | null) {
  if (!gateway) throw paymentsUnavailable();
  const now = new Date();
  const [claimed] = await shop
    .update(subscriptionInvoices)
    .set({ refundClaimedAt: now })
    .where(
      and(
        byId(row),
        refunding,
        or(
          isNull(subscriptionInvoices.refundClaimedAt),
          lt(subscriptionInvoices.refundClaimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed || !claimed.paymentId || !claimed.trxId) throw inProgress();
  let refund: BkashRefund | null;
  try {
    refund = await gateway.refundStatus({ paymentID: claimed.paymentId, trxID: claimed.trxId });
  } catch {
    await letGo(shop, claimed);
    throw unconfirmed();
  }
  if (!refund) {
    await backToPaid(shop, claimed);
    throw conflict('bKash made no refund of this payment, so nothing was refunded. You can ask for the refund again.', 'REFUND_NOT_MADE');
  }
  await recordRefund(shop, claimed, refund, actor);
  return getInvoice(shop, row.id);
}

/** Records the refund bKash made and takes the paid period off the plan, once: only a `refunding` invoice passes. */
async function recordRefund(shop: ShopScope, row: InvoiceRow, refund: BkashRefund, actor: BillingActor | null) {
  const now = new Date();
  const reason = row.refundReason ?? '';
  await shop.transaction(async (t) => {
    const [done] = await t
      .update(subscriptionInvoices)
      .set({
        status: 'refunded',
        refundClaimedAt: null,
        refundTrxId: refund.refundTrxID,
        refundAmount: refund.amount,
        refundedAt: now,
      })
      .where(and(byId(row), refunding))
      .returning({ id: subscriptionInvoices.id });
    if (!done) return;
    await recordActivity(t, {
      actor: actor && { id: actor.id, name: actor.name },
      note: { action: 'billing.refunded', params: { amount: refund.amount, invoice: row.number, reason } },
    });
    // The refunded period comes off the subscription it paid for (never before now).
    const current = await currentSubscription(t);
    if (current && current.plan.id === row.planId) {
      const paid = row.periodEnd.getTime() - row.periodStart.getTime();
      const end = new Date(Math.max(now.getTime(), current.subscription.endDate.getTime() - paid));
      await t.update(subscriptions).set({ endDate: end, nextRenewalDate: null }).where(eq(subscriptions.id, current.subscription.id));
    }
  });
}
