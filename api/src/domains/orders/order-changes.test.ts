import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { json, ordersTestApp, type OrderOverrides } from './orders-test-app.ts';
import { ORDER_STATUSES, orderEvents, orderItems, orders, products, variants, type OrderStatus } from '../../db/schema/index.ts';
import { canTransition, refusalReason, transitionRefusal } from '../../../../contract/order-state-machine.ts';
import { BulkStatusAnswerSchema } from '../../../../contract/order-answers.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let sylhet: string;
let makeOrder: (status: OrderStatus, over?: OrderOverrides) => Promise<string>;

beforeAll(async () => {
  ({ t, owner, dhaka, sylhet, makeOrder } = await ordersTestApp());
});
afterAll(() => t.close());

const ALL_PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('POST /admin/orders/:id/status', () => {
  it.each(ALL_PAIRS.filter(([f, to]) => canTransition(f, to)))('allows %s → %s and records it on the timeline', async (from, to) => {
    const id = await makeOrder(from);
    const res = await t.post(`/admin/orders/${id}/status`, { status: to }, owner);
    expect(res.status).toBe(200);
    expect((await json(res)).status).toBe(to);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.length).toBeGreaterThan(0);
  });

  it.each(ALL_PAIRS.filter(([f, to]) => !canTransition(f, to)))('refuses %s → %s with the reason (409)', async (from, to) => {
    const id = await makeOrder(from);
    const res = await t.post(`/admin/orders/${id}/status`, { status: to }, owner);
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.message).toBe(refusalReason(from, to));
    // Its reason as data too, for the dashboard to say in the reader's language (issue 23).
    expect(body).toMatchObject({ code: 'TRANSITION_REFUSED', reason: transitionRefusal(from, to) });
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(from);
  });

  it('changes many orders in bulk and reports the refused ones with reasons', async () => {
    const ok = await makeOrder('pending');
    const bad = await makeOrder('delivered');
    const other = await makeOrder('pending', { shopId: sylhet });
    const res = await t.post('/admin/orders/bulk-status', { ids: [ok, bad, other], status: 'confirmed' }, owner);
    const body = BulkStatusAnswerSchema.parse(await res.json());
    expect(body.updated).toHaveLength(1);
    // The English for API clients, and its code and reason as data for the dashboard to word (issue 23).
    expect(body.refused).toEqual([
      expect.objectContaining({
        id: bad,
        message: 'A delivered order cannot go back to confirmed.',
        code: 'TRANSITION_REFUSED',
        reason: { kind: 'backwards', params: { from: 'delivered', to: 'confirmed' } },
      }),
    ]);
    expect(body.missing).toBe(1);
    const [otherRow] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, other));
    expect(otherRow!.status).toBe('pending');
  });
});

describe('fulfilment, cash and refunds', () => {
  it('ships a processing order with courier and tracking number', async () => {
    const id = await makeOrder('processing');
    const res = await t.post(`/admin/orders/${id}/fulfil`, { courier: 'Pathao', trackingNumber: 'BD123' }, owner);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'shipped', courier: 'Pathao', trackingNumber: 'BD123' });
  });

  it('refuses to ship a pending order and asks for a tracking number', async () => {
    const id = await makeOrder('pending');
    expect((await t.post(`/admin/orders/${id}/fulfil`, { courier: 'Pathao', trackingNumber: 'BD1' }, owner)).status).toBe(409);
    const missing = await t.post(`/admin/orders/${id}/fulfil`, { courier: 'Pathao', trackingNumber: '' }, owner);
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toHaveProperty('trackingNumber');
  });

  it('records cash collected on a delivered cash-on-delivery order once', async () => {
    const id = await makeOrder('delivered', { paymentMethod: 'cod', total: 55_000 });
    const res = await t.post(`/admin/orders/${id}/cash-collected`, {}, owner);
    expect(await json(res)).toMatchObject({ paymentStatus: 'paid', paidAmount: 55_000 });
    const again = await t.post(`/admin/orders/${id}/cash-collected`, {}, owner);
    expect(again.status).toBe(409);
  });

  it('records a Nagad payment with its transaction id once, on the timeline, and asks for the id', async () => {
    const id = await makeOrder('confirmed', { paymentMethod: 'cod', total: 42_000 });
    const missing = await t.post(`/admin/orders/${id}/payments`, { method: 'nagad' }, owner);
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toHaveProperty('transactionId');
    const res = await t.post(`/admin/orders/${id}/payments`, { method: 'nagad', transactionId: '7NG4KQ2P' }, owner);
    expect(await json(res)).toMatchObject({ paymentMethod: 'nagad', paymentStatus: 'paid', paidAmount: 42_000 });
    const detail = (await json(await t.get(`/admin/orders/${id}`, owner))) as {
      events: { message: string }[];
      allowed: { canRecordWallet: boolean };
    };
    expect(detail.events.map((e) => e.message)).toContain('Paid by Nagad (7NG4KQ2P)');
    expect(detail.allowed.canRecordWallet).toBe(false);
    expect((await t.post(`/admin/orders/${id}/payments`, { method: 'rocket', transactionId: 'R1' }, owner)).status).toBe(409);
  });

  it('refuses cash collected on a bKash order', async () => {
    expect((await t.post(`/admin/orders/${await makeOrder('delivered')}/cash-collected`, {}, owner)).status).toBe(409);
  });

  it('refunds partly, then the rest, then refuses one more poisha', async () => {
    const id = await makeOrder('delivered', { total: 100_000 });
    const part = await t.post(`/admin/orders/${id}/refund`, { amount: 30_000, reason: 'Damaged vase' }, owner);
    expect(await json(part)).toMatchObject({ refundedAmount: 30_000, paymentStatus: 'partially_refunded' });
    const tooMuch = await t.post(`/admin/orders/${id}/refund`, { amount: 70_001 }, owner);
    expect(tooMuch.status).toBe(422);
    expect((await json(tooMuch)).message).toContain('700.00');
    const rest = await t.post(`/admin/orders/${id}/refund`, { amount: 70_000 }, owner);
    expect(await json(rest)).toMatchObject({ refundedAmount: 100_000, paymentStatus: 'refunded' });
    expect((await t.post(`/admin/orders/${id}/refund`, { amount: 1 }, owner)).status).toBe(422);
  });

  it('refuses to refund an unpaid cash-on-delivery order and a non-positive amount', async () => {
    const cod = await makeOrder('shipped', { paymentMethod: 'cod' });
    expect((await t.post(`/admin/orders/${cod}/refund`, { amount: 100 }, owner)).status).toBe(422);
    const paid = await makeOrder('delivered');
    expect((await t.post(`/admin/orders/${paid}/refund`, { amount: 0 }, owner)).status).toBe(400);
    expect((await t.post(`/admin/orders/${paid}/refund`, { amount: 1.5 }, owner)).status).toBe(400);
  });
});

describe('cancel and restock', () => {
  it('puts variant and product quantities back once, and skips deleted products', async () => {
    const [product] = await t.db
      .insert(products)
      .values({ shopId: dhaka, title: 'Restock Test', handle: `restock-${Date.now()}`, quantity: 5, stockTotal: 10 })
      .returning();
    const [variant] = await t.db
      .insert(variants)
      .values({ shopId: dhaka, productId: product!.id, position: 1, title: 'Red', price: 1000, quantity: 10 })
      .returning();
    const id = await makeOrder('confirmed', { paymentMethod: 'cod' });
    await t.db.insert(orderItems).values([
      {
        orderId: id,
        shopId: dhaka,
        productId: product!.id,
        variantId: variant!.id,
        title: 'Restock Test',
        variantTitle: 'Red',
        unitPrice: 1000,
        quantity: 2,
        total: 2000,
      },
      {
        orderId: id,
        shopId: dhaka,
        productId: product!.id,
        variantId: null,
        title: 'Restock Test',
        unitPrice: 1000,
        quantity: 3,
        total: 3000,
      },
      {
        orderId: id,
        shopId: dhaka,
        productId: 'deleted-product',
        variantId: 'deleted-variant',
        title: 'Gone',
        unitPrice: 1000,
        quantity: 1,
        total: 1000,
      },
    ]);
    const res = await t.post(`/admin/orders/${id}/cancel`, { reason: 'Customer changed their mind' }, owner);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', cancelReason: 'Customer changed their mind' });
    const [v] = await t.db.select().from(variants).where(eq(variants.id, variant!.id));
    const [p] = await t.db.select().from(products).where(eq(products.id, product!.id));
    expect(v!.quantity).toBe(12);
    expect(p!.quantity).toBe(8);
    expect(p!.stockTotal).toBe(15);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.every((i) => i.restockedAt !== null)).toBe(true);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.type).sort()).toEqual(['cancelled', 'restocked']);
    // Each event keeps what happened as a kind and its data, for the dashboard to word in the reader's language
    // (issue 23), beside the English sentence integrators read.
    const answer = (await json(await t.get(`/admin/orders/${id}`, owner))) as { events: Record<string, unknown>[] };
    expect(
      answer.events
        .map(({ kind, params, message }) => ({ kind, params, message }))
        .sort((a, b) => String(a.kind).localeCompare(String(b.kind))),
    ).toEqual([
      { kind: 'cancelled', params: { reason: 'Customer changed their mind' }, message: 'Order cancelled: Customer changed their mind' },
      { kind: 'restocked', params: { units: 5 }, message: '5 items put back into stock' },
    ]);
    // A second cancel is refused and restocks nothing more.
    expect((await t.post(`/admin/orders/${id}/cancel`, {}, owner)).status).toBe(409);
    const [v2] = await t.db.select().from(variants).where(eq(variants.id, variant!.id));
    expect(v2!.quantity).toBe(12);
  });

  it('cancels without restocking when asked', async () => {
    const [product] = await t.db
      .insert(products)
      .values({ shopId: dhaka, title: 'No Restock', handle: `no-restock-${Date.now()}`, quantity: 5 })
      .returning();
    const id = await makeOrder('pending');
    await t.db
      .insert(orderItems)
      .values({ orderId: id, shopId: dhaka, productId: product!.id, title: 'No Restock', unitPrice: 1000, quantity: 2, total: 2000 });
    expect((await t.post(`/admin/orders/${id}/cancel`, { restock: false }, owner)).status).toBe(200);
    const [p] = await t.db.select().from(products).where(eq(products.id, product!.id));
    expect(p!.quantity).toBe(5);
  });

  it('refuses to cancel a shipped order with the reason', async () => {
    const res = await t.post(`/admin/orders/${await makeOrder('shipped')}/cancel`, {}, owner);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(refusalReason('shipped', 'cancelled'));
  });
});

describe('notes', () => {
  it('adds a staff note with its author and shows it on the order', async () => {
    const id = await makeOrder('pending');
    const staff = await t.login('staff@haat.test');
    const res = await t.post(`/admin/orders/${id}/notes`, { body: 'Call before delivery' }, staff);
    expect(res.status).toBe(201);
    const body = (await (await t.get(`/admin/orders/${id}`, owner)).json()) as { notes: { body: string; authorName: string }[] };
    expect(body.notes[0]).toMatchObject({ body: 'Call before delivery', authorName: 'Karim Hossain' });
    expect((await t.post(`/admin/orders/${id}/notes`, { body: '  ' }, owner)).status).toBe(400);
  });
});
