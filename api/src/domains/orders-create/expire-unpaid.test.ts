import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  orderEvents,
  orderItems,
  orders,
  products,
  promoCodes,
  promoCodeUses,
  shops,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../db/schema/index.ts';
import { expireUnpaidOrders, expireUnpaidOrdersJob } from './expire-unpaid.ts';
import { jobs } from '../../jobs.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let sylhet: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  const rows = await t.db.select({ id: shops.id, handle: shops.handle }).from(shops);
  dhaka = rows.find((r) => r.handle === 'dhaka-crafts')!.id;
  sylhet = rows.find((r) => r.handle === 'sylhet-tea-house')!.id;
});
afterAll(() => t.close());

const NOW = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const address = { name: 'Test Buyer', phone: '01711111111', line1: 'House 1', district: 'Sylhet', country: 'Bangladesh' };
let number = 800_000;
let n = 0;

type Made = { id: string; productId: string };
/** An order placed `placedMinutesAgo` before NOW with 2 units of a new product that has 3 left. */
async function order(
  placedMinutesAgo: number,
  over: { status?: OrderStatus; method?: PaymentMethod; payment?: PaymentStatus; shopId?: string } = {},
): Promise<Made> {
  n += 1;
  const shopId = over.shopId ?? dhaka;
  const [product] = await t.db
    .insert(products)
    .values({ shopId, title: `Expiry ${n}`, handle: `expiry-${n}`, status: 'active', price: 50_000, quantity: 3, stockTotal: 3 })
    .returning();
  const [row] = await t.db
    .insert(orders)
    .values({
      shopId,
      number: number++,
      customerName: 'Test Buyer',
      customerPhone: '01711111111',
      status: over.status ?? 'pending',
      paymentMethod: over.method ?? 'bkash',
      paymentStatus: over.payment ?? 'unpaid',
      itemsCount: 2,
      subtotal: 100_000,
      total: 100_000,
      shippingAddress: address,
      billingAddress: address,
      placedAt: minutesAgo(placedMinutesAgo),
    })
    .returning({ id: orders.id });
  await t.db
    .insert(orderItems)
    .values({ orderId: row!.id, shopId, productId: product!.id, title: product!.title, unitPrice: 50_000, quantity: 2, total: 100_000 });
  return { id: row!.id, productId: product!.id };
}
const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('expire unpaid online orders', () => {
  it('is one of the Store API jobs, run every minute', () => {
    expect(jobs).toContain(expireUnpaidOrdersJob);
    expect(expireUnpaidOrdersJob.everyMs).toBe(60_000);
  });

  it('cancels an unpaid bKash order older than 60 minutes (the default), puts its stock back and records it on the timeline', async () => {
    const due = await order(61);
    const fresh = await order(59);
    expect(await expireUnpaidOrdersJob.run(t.db, NOW)).toBe(1);

    expect(await statusOf(due.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelReason: 'Not paid within 60 minutes',
      cancelledAt: NOW,
    });
    expect(await stockOf(due.productId)).toMatchObject({ quantity: 5, stockTotal: 5 });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, due.id));
    expect(events.map((e) => [e.type, e.message, e.authorId]).sort()).toEqual([
      ['cancelled', 'Order cancelled: not paid within 60 minutes', null],
      ['restocked', '2 items put back into stock', null],
    ]);
    // The seller sees it like any cancelled order.
    const res = await t.get(`/admin/orders/${due.id}`, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 60 minutes' });

    expect((await statusOf(fresh.id)).status).toBe('pending');
    expect(await stockOf(fresh.productId)).toMatchObject({ quantity: 3 });
    // Nothing more is due: a second pass does nothing, and the stock is not given back twice.
    expect(await expireUnpaidOrders(t.db, NOW)).toBe(0);
    expect(await stockOf(due.productId)).toMatchObject({ quantity: 5 });
    // A minute later the other order has waited its 60 minutes too.
    expect(await expireUnpaidOrders(t.db, new Date(NOW.getTime() + 60_000))).toBe(1);
    expect((await statusOf(fresh.id)).status).toBe('cancelled');
  });

  it('leaves cash-on-delivery, paid and already processing orders alone', async () => {
    const cod = await order(600, { method: 'cod', payment: 'cod_pending' });
    const codUnpaid = await order(600, { method: 'cod', payment: 'unpaid' });
    const paid = await order(600, { payment: 'paid' });
    const processing = await order(600, { status: 'processing' });
    const delivered = await order(600, { status: 'delivered' });
    expect(await expireUnpaidOrders(t.db, NOW)).toBe(0);
    for (const o of [cod, codUnpaid, paid, processing, delivered]) expect((await statusOf(o.id)).status).not.toBe('cancelled');
  });

  it('expires confirmed unpaid card orders too', async () => {
    const card = await order(90, { status: 'confirmed', method: 'card' });
    expect(await expireUnpaidOrders(t.db, NOW)).toBe(1);
    expect((await statusOf(card.id)).status).toBe('cancelled');
  });

  it('uses each shop’s own number of minutes from its checkout settings', async () => {
    const saved = await t.send('PUT', '/admin/settings/checkout', owner, { unpaidExpiryMinutes: 15, version: 0 });
    expect(saved.status).toBe(200);
    const dhakaDue = await order(16);
    const dhakaFresh = await order(14);
    // The Sylhet shop keeps the default 60 minutes (the owner's active shop is Dhaka Crafts).
    const sylhetFresh = await order(16, { shopId: sylhet });
    expect(await expireUnpaidOrders(t.db, NOW)).toBe(1);
    expect(await statusOf(dhakaDue.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 15 minutes' });
    expect((await statusOf(dhakaFresh.id)).status).toBe('pending');
    expect((await statusOf(sylhetFresh.id)).status).toBe('pending');
    expect(await expireUnpaidOrders(t.db, new Date(NOW.getTime() + 45 * 60_000))).toBe(2);
  });

  it('gives back the promo code use of the expired order', async () => {
    const due = await order(120);
    const [code] = await t.db
      .insert(promoCodes)
      .values({ shopId: dhaka, code: 'EXPIRY1', type: 'fixed', value: 5000, used: 1 })
      .returning();
    await t.db.insert(promoCodeUses).values({ shopId: dhaka, promoCodeId: code!.id, orderId: due.id, customerPhone: '01711111111' });
    expect(await expireUnpaidOrders(t.db, NOW)).toBe(1);
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code!.id)))[0]!.used).toBe(0);
    expect((await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, due.id)))[0]!.releasedAt).not.toBeNull();
  });

  it('expires each order once when several workers run the job at the same time', async () => {
    const due = await Promise.all([order(300), order(300), order(300), order(300)]);
    const handled = await Promise.all([expireUnpaidOrders(t.db, NOW), expireUnpaidOrders(t.db, NOW), expireUnpaidOrders(t.db, NOW)]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(4);
    for (const o of due) {
      expect(await stockOf(o.productId)).toMatchObject({ quantity: 5 });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
      expect(events.filter((e) => e.type === 'cancelled')).toHaveLength(1);
    }
  });
});
