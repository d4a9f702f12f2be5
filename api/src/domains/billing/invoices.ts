/**
 * The shop's plan invoices: the list, one invoice with its payment and the shop as buyer (printed as a receipt),
 * and refunds within the refund window, which take the paid period off the plan.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { BkashGateway } from '../../platform/bkash/client.ts';
import { BkashError } from '../../platform/bkash/client.ts';
import { documentShop } from '../store-settings/store-settings.ts';
import { recordActivity } from '../team/activity.ts';
import { bdtText } from '../../../../contract/money.ts';
import {
  REFUND_WINDOW_DAYS,
  type InvoiceDetail,
  type InvoiceListAnswer,
  type InvoiceListQuery,
  type InvoiceStatus,
} from '../../../../contract/billing.ts';
import { subscriptionInvoices, subscriptions } from './tables.ts';
import { asTier, currentSubscription, DAY } from './plans.ts';
import { paymentsUnavailable } from './checkout.ts';
import { publicState, type BillingActor } from './payments.ts';

type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

function toSummary(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    plan: row.planName,
    tier: asTier(row.tier),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    amount: row.amount,
    status: row.status as InvoiceStatus,
    paymentState: row.paymentState ? publicState(row.paymentState) : null,
    reason: row.paymentReason,
  };
}

/** GET /admin/subscription/invoices: newest first. */
export async function listInvoices(shop: ShopScope, q: InvoiceListQuery): Promise<InvoiceListAnswer> {
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(subscriptionInvoices)
      .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.seq))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.select({ n: count() }).from(subscriptionInvoices),
  ]);
  return { response: rows.map(toSummary), count: total?.n ?? 0 };
}

async function findInvoice(shop: ShopScope, id: string): Promise<InvoiceRow> {
  const [row] = await shop.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id)).limit(1);
  if (!row) throw notFound('There is no such invoice for this shop.', 'INVOICE_NOT_FOUND');
  return row;
}

const refundableUntil = (row: InvoiceRow) => (row.paidAt ? new Date(row.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY) : null);

/** GET /admin/subscription/invoices/{id}: one invoice with its payment (wallet masked) and the shop as buyer. */
export async function getInvoice(scope: ShopScope, id: string): Promise<InvoiceDetail> {
  const row = await findInvoice(scope, id);
  const shop = await documentShop(scope.unscoped, scope.shopId);
  const until = refundableUntil(row);
  return {
    ...toSummary(row),
    price: row.price,
    credit: row.credit,
    creditDays: row.creditDays,
    creditPlan: row.creditPlan,
    currency: 'BDT',
    paidAt: row.paidAt?.toISOString() ?? null,
    payment: row.paymentId
      ? { method: 'bKash', paymentID: row.paymentId, trxID: row.trxId, wallet: row.wallet, time: row.paymentTime?.toISOString() ?? null }
      : null,
    refund:
      row.refundTrxId && row.refundedAt
        ? { trxID: row.refundTrxId, amount: row.refundAmount ?? 0, reason: row.refundReason ?? '', time: row.refundedAt.toISOString() }
        : null,
    shop: {
      name: shop.name,
      legalName: shop.legalName,
      addressLines: shop.addressLines,
      phone: shop.phone,
      email: shop.email,
      bin: shop.bin,
    },
    refundableUntil: row.status === 'paid' && until && until.getTime() > Date.now() ? until.toISOString() : null,
  };
}

/** POST /admin/subscription/invoices/{id}/refund: within 15 days of payment; the paid period is taken off the plan. */
export async function refundInvoice(
  shop: ShopScope,
  gateway: BkashGateway | null,
  id: string,
  reason: string,
  actor: BillingActor | null = null,
): Promise<InvoiceDetail> {
  const row = await findInvoice(shop, id);
  if (row.status !== 'paid' || !row.paymentId || !row.trxId) throw conflict('Only a paid invoice can be refunded.', 'NOT_REFUNDABLE');
  const until = refundableUntil(row);
  if (!until || until.getTime() < Date.now()) {
    throw conflict(`A payment can be refunded within ${REFUND_WINDOW_DAYS} days; this one is older.`, 'REFUND_WINDOW_PASSED');
  }
  if (!gateway) throw paymentsUnavailable();
  let refund;
  try {
    refund = await gateway.refundPayment({ paymentID: row.paymentId, trxID: row.trxId, amount: row.amount, reason });
  } catch (error) {
    const message = error instanceof BkashError ? error.message : 'bKash did not answer';
    throw new HttpError(502, `bKash refused the refund: ${message}`, 'BKASH_ERROR');
  }
  const now = new Date();
  await shop.transaction(async (t) => {
    await t
      .update(subscriptionInvoices)
      .set({ status: 'refunded', refundTrxId: refund.refundTrxID, refundAmount: refund.amount, refundReason: reason, refundedAt: now })
      .where(eq(subscriptionInvoices.id, row.id));
    await recordActivity(t, {
      actor: actor && { id: actor.id, name: actor.name },
      action: 'billing.refunded',
      summary: `refunded ${bdtText(refund.amount)} of invoice ${row.number}: ${reason}`,
    });
    // The refunded period comes off the subscription it paid for (never before now).
    const current = await currentSubscription(t);
    if (current && current.plan.id === row.planId) {
      const paid = row.periodEnd.getTime() - row.periodStart.getTime();
      const end = new Date(Math.max(now.getTime(), current.subscription.endDate.getTime() - paid));
      await t.update(subscriptions).set({ endDate: end, nextRenewalDate: null }).where(eq(subscriptions.id, current.subscription.id));
    }
  });
  return getInvoice(shop, id);
}
