/**
 * The shop's plan invoices: the list and one invoice with its payment and the shop as buyer (printed as a receipt).
 * Refunds, which take the paid period off the plan, are in refunds.ts.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { notFound } from '../../platform/errors.ts';
import { documentShop } from '../store-settings/store-settings.ts';
import {
  REFUND_WINDOW_DAYS,
  type InvoiceDetail,
  type InvoiceListAnswer,
  type InvoiceListQuery,
  type InvoiceStatus,
} from '../../../../contract/billing.ts';
import { subscriptionInvoices } from './tables.ts';
import { asTier, DAY } from './plans.ts';
import { EXPIRED_REASON, publicState } from './payments.ts';

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

function toSummary(row: InvoiceRow) {
  const paymentState = row.paymentState ? publicState(row.paymentState, row.createdAt) : null;
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
    paymentState,
    reason: paymentState === 'expired' ? EXPIRED_REASON : row.paymentReason,
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

export async function findInvoice(shop: ShopScope, id: string): Promise<InvoiceRow> {
  const [row] = await shop.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id)).limit(1);
  if (!row) throw notFound('There is no such invoice for this shop.', 'INVOICE_NOT_FOUND');
  return row;
}

export const refundableUntil = (row: InvoiceRow) => (row.paidAt ? new Date(row.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY) : null);

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
