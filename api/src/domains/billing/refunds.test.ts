/** Issue 22 item 5: a refund claims its invoice before it reaches bKash, reaches it once, and is recorded once. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { BkashGateway } from '../../platform/bkash/client.ts';
import type { BkashSandbox } from '../../platform/bkash/sandbox.ts';
import { billingTestApp, type BillingTestApp } from './billing-test-app.ts';
import { activityLog, shops } from '../../db/schema/index.ts';
import { subscriptionInvoices } from './tables.ts';

let b: BillingTestApp;
let t: TestApp;
let sandbox: BkashSandbox;
let gateway: BkashGateway;
let owner: string;
let dhaka: string;

beforeAll(async () => {
  b = await billingTestApp();
  ({ t, sandbox, gateway, owner } = b);
  const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
  dhaka = shop!.id;
});
afterAll(() => b.close());

let calls = 0;
let queries = 0;
beforeEach(() => {
  calls = sandbox.control.refundCalls();
  queries = sandbox.control.refundQueries();
});
const refundCalls = () => sandbox.control.refundCalls() - calls;
const refundQueries = () => sandbox.control.refundQueries() - queries;

/** The shop's invoice, (again) paid a minute ago with a new payment in the bKash sandbox. */
async function paidInvoice() {
  const [invoice] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.shopId, dhaka)).limit(1);
  if (!invoice) throw new Error('the demo shop has no invoice');
  const payment = await gateway.createPayment({
    amount: invoice.amount,
    merchantInvoiceNumber: invoice.number,
    payerReference: 'test',
    callbackURL: 'http://dashboard.test/callback',
  });
  sandbox.control.approve(payment.paymentID);
  const done = await gateway.executePayment(payment.paymentID);
  const [paid] = await t.db
    .update(subscriptionInvoices)
    .set({
      status: 'paid',
      paymentId: payment.paymentID,
      trxId: done.trxID,
      paidAt: new Date(Date.now() - 60_000),
      refundTrxId: null,
      refundAmount: null,
      refundReason: null,
      refundedAt: null,
    })
    .where(eq(subscriptionInvoices.id, invoice.id))
    .returning();
  return paid!;
}

const refund = (id: string, reason = 'Bought by mistake') => t.post(`/admin/subscription/invoices/${id}/refund`, { reason }, owner);
const refundLines = async () =>
  (
    await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.shopId, dhaka), eq(activityLog.action, 'billing.refunded')))
  ).length;

describe('refunding a plan invoice', () => {
  it('five refunds at once: exactly one reaches bKash and is recorded; the others are told one is under way (409)', async () => {
    const invoice = await paidInvoice();
    const lines = await refundLines();
    const answers = await Promise.all(Array.from({ length: 5 }, async () => refund(invoice.id)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(['REFUND_IN_PROGRESS', 'NOT_REFUNDABLE']).toContain(((await res.json()) as { code: string }).code);
    expect(refundCalls()).toBe(1);
    expect(sandbox.control.payment(invoice.paymentId!)!.refunds).toHaveLength(1);
    const [row] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'refunded', refundAmount: invoice.amount });
    expect(await refundLines()).toBe(lines + 1);
  });

  it('bKash answering too late leaves the refund unconfirmed; the retry asks its refund status instead of refunding again', async () => {
    const invoice = await paidInvoice();
    const lines = await refundLines();
    const release = sandbox.control.holdNextRefund();
    b.hurryNext('payment/refund');
    const first = await refund(invoice.id);
    release();
    expect(first.status).toBe(502);
    expect(((await first.json()) as { code: string }).code).toBe('REFUND_UNCONFIRMED');
    const [waiting] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(waiting).toMatchObject({ status: 'refunding', refundClaimedAt: null });
    expect((await (await t.get(`/admin/subscription/invoices/${invoice.id}`, owner)).json()) as object).toMatchObject({
      status: 'refunding',
    });

    const retry = await refund(invoice.id, 'Asked again');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: 'refunded', refund: { amount: invoice.amount, reason: 'Bought by mistake' } });
    expect(refundCalls()).toBe(1);
    expect(refundQueries()).toBe(1);
    expect(sandbox.control.payment(invoice.paymentId!)!.refunds).toHaveLength(1);
    expect(await refundLines()).toBe(lines + 1);
    expect((await refund(invoice.id)).status).toBe(409);
  });

  it('a refund left unconfirmed that bKash never made goes back to paid, without a refund call', async () => {
    const invoice = await paidInvoice();
    await t.db
      .update(subscriptionInvoices)
      .set({ status: 'refunding', refundClaimedAt: null, refundReason: 'Lost answer' })
      .where(eq(subscriptionInvoices.id, invoice.id));
    const res = await refund(invoice.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('REFUND_NOT_MADE');
    expect(refundCalls()).toBe(0);
    expect(refundQueries()).toBe(1);
    const [row] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(row!.status).toBe('paid');
  });

  it('a refund bKash refuses puts the invoice back to paid (502 BKASH_ERROR)', async () => {
    const invoice = await paidInvoice();
    await t.db.update(subscriptionInvoices).set({ trxId: 'WRONGTRX' }).where(eq(subscriptionInvoices.id, invoice.id));
    const res = await refund(invoice.id);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('BKASH_ERROR');
    const [row] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoice.id));
    expect(row!.status).toBe('paid');
  });
});
