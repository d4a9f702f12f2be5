/** Placing an order taken from a chat: POST /admin/orders (stock, codes, concurrency, refusals). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerStats, orderItems, orders, productMedia, variants } from '../../db/schema/index.ts';
import { code, draft, owner, product, quoteOf, shopId, stockOf, t, useOrdersCreateApp, usedOf } from './test-kit.ts';

useOrdersCreateApp();

describe('POST /admin/orders', () => {
  it('places the order with its discount, delivery and COD lines, takes the stock and one use of the code', async () => {
    const p = await product(10);
    const c = await code({ code: 'PLACE10', usageLimit: 5 });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'place10', note: 'Call before delivery' }));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { id: string; number: number; total: number };
    expect(placed.total).toBe(103000);
    expect(await stockOf(p.id)).toBe(8);
    expect(await usedOf(c.id)).toBe(1);
    const order = (await (await t.get(`/admin/orders/${placed.id}`, owner)).json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      subtotal: 100000,
      discount: 10000,
      promoCode: 'PLACE10',
      shipping: 13000,
      total: 103000,
      status: 'pending',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      customerPhone: '01712345678',
      codFee: 0,
      paymentStatus: 'cod_pending',
      customerNote: 'Call before delivery',
    });
    expect(row!.shippingAddress).toMatchObject({ district: 'Sylhet', area: 'Sylhet Sadar', line1: 'House 4, Road 2, Zindabazar' });
    // Rollups follow by trigger: the customer's figures count the new order.
    const [stats] = await t.db.select().from(customerStats).where(eq(customerStats.customerId, row!.customerId!));
    expect(stats).toMatchObject({ ordersCount: expect.any(Number) as unknown });
    expect(stats!.ordersCount).toBeGreaterThanOrEqual(1);
  });

  it('gives each line its picture: the variant’s own image, else the product’s first (issue 25)', async () => {
    const p = await product(10);
    const [, second] = await t.db
      .insert(productMedia)
      .values([
        { shopId, productId: p.id, position: 0, sizes: { thumbnail: '/media/first-thumb.webp', original: '/media/first.png' } },
        { shopId, productId: p.id, position: 1, sizes: { original: '/media/second.png' } },
      ])
      .returning();
    const [red, blue] = await t.db
      .insert(variants)
      .values([
        { shopId, productId: p.id, position: 0, title: 'Red', option1: 'Red', price: 50000, quantity: 5, mediaId: second!.id },
        { shopId, productId: p.id, position: 1, title: 'Blue', option1: 'Blue', price: 50000, quantity: 5 },
      ])
      .returning();
    const lines = async (items: object[]) => {
      const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { items }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      return rows.map((row) => [row.variantTitle, row.imageUrl]);
    };
    expect(
      await lines([
        { productId: p.id, variantId: red!.id, quantity: 1 },
        { productId: p.id, variantId: blue!.id, quantity: 1 },
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Red', '/media/second.png'],
        ['Blue', '/media/first-thumb.webp'],
      ]),
    );
  });

  it('takes a phone, a quantity and a code typed in Bangla digits (issue 23)', async () => {
    const p = await product(10);
    await code({ code: 'EID20', usageLimit: 5 });
    const body = draft(p.id, {
      customer: { phone: '০১৭১২-৩৪৫৬৭৮', name: 'রহিমা বেগম' },
      items: [{ productId: p.id, quantity: '৩' }],
      code: 'eid২০',
    });
    const res = await t.send('POST', '/admin/orders', owner, body);
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { id: string };
    expect(await stockOf(p.id)).toBe(7);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ customerPhone: '01712345678', customerName: 'রহিমা বেগম', promoCode: 'EID20' });
  });

  it('cancelling gives back the stock and the code use', async () => {
    const p = await product(3);
    const c = await code({ code: 'BACK10', usageLimit: 1 });
    const placed = (await (await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10' }))).json()) as { id: string };
    expect(await stockOf(p.id)).toBe(1);
    expect(await usedOf(c.id)).toBe(1);
    const again = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10', items: [{ productId: p.id, quantity: 1 }] }));
    expect(await again.json()).toMatchObject({ message: 'This code has been used as many times as allowed' });
    expect((await t.send('POST', `/admin/orders/${placed.id}/cancel`, owner, { restock: true })).status).toBe(200);
    expect(await stockOf(p.id)).toBe(3);
    expect(await usedOf(c.id)).toBe(0);
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10' }))).status).toBe(201);
  });

  it('takes several codes when every one combines: each use is taken, and a cancel gives each back', async () => {
    const p = await product(10);
    const ten = await code({ code: 'COMBO10', combines: true });
    const off = await code({ code: 'COMBO50', type: 'fixed', value: 5000, combines: true });
    const q = await quoteOf(draft(p.id, { code: 'combo50, combo10' }));
    // The percentage first (10% of ৳1,000), then ৳50 off what is left.
    expect(q.discount.codes.map((c) => [c.code, c.items])).toEqual([
      ['COMBO50', 5000],
      ['COMBO10', 10000],
    ]);
    expect(q.total).toBe(100000 - 15000 + 13000);
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'combo50, combo10' }));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { id: string; total: number };
    expect(placed.total).toBe(98000);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ promoCode: 'COMBO50, COMBO10', discount: 15000 });
    expect([await usedOf(ten.id), await usedOf(off.id)]).toEqual([1, 1]);
    expect((await t.send('POST', `/admin/orders/${placed.id}/cancel`, owner, { restock: true })).status).toBe(200);
    expect([await usedOf(ten.id), await usedOf(off.id)]).toEqual([0, 0]);
  });

  it('refuses a code that does not combine with the others, naming it', async () => {
    const p = await product(10);
    await code({ code: 'WITHOTHERS', combines: true });
    await code({ code: 'ONLYME', value: 20 });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'WITHOTHERS ONLYME' }));
    expect(res.status).toBe(400);
    const message = 'ONLYME: This code cannot be combined with other codes';
    expect(await res.json()).toMatchObject({ message, fields: { code: message } });
    expect(await stockOf(p.id)).toBe(10);
    const tooMany = await t.send('POST', '/admin/orders/quote', owner, draft(p.id, { code: 'A1 A2 A3 A4 A5 A6' }));
    expect(((await tooMany.json()) as { fields: Record<string, string> }).fields).toEqual({ code: 'At most 5 codes on one order' });
  });

  it('refuses a customer over the per-customer limit', async () => {
    const p = await product(10);
    await code({ code: 'ONCEEACH', perCustomerLimit: 1 });
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'ONCEEACH' }))).status).toBe(201);
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'ONCEEACH' }));
    expect(await res.json()).toMatchObject({ message: 'This customer has already used this code as many times as allowed' });
    const other = await t.send(
      'POST',
      '/admin/orders',
      owner,
      draft(p.id, { code: 'ONCEEACH', customer: { phone: '01812345678', name: 'Karim' } }),
    );
    expect(other.status).toBe(201);
  });

  it('sells exactly the last 5 units to 20 concurrent orders and refuses 15 with a clear message', async () => {
    const p = await product(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        t.send(
          'POST',
          '/admin/orders',
          owner,
          draft(p.id, {
            items: [{ productId: p.id, quantity: 1 }],
            customer: { phone: `0171100${String(i).padStart(4, '0')}`, name: `Buyer ${i}` },
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json() as Promise<{ message: string }>));
    for (const r of refused) expect(r.message).toMatch(/^(Only \d+ of Nakshi kantha \d+ left in stock|Nakshi kantha \d+ is out of stock)$/);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('uses a code limited to 3 uses exactly 3 times under 20 concurrent orders', async () => {
    const p = await product(100);
    const c = await code({ code: 'FIRST3', usageLimit: 3 });
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        t.send(
          'POST',
          '/admin/orders',
          owner,
          draft(p.id, {
            code: 'FIRST3',
            items: [{ productId: p.id, quantity: 1 }],
            customer: { phone: `0181100${String(i).padStart(4, '0')}`, name: `Buyer ${i}` },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(await r.json()).toMatchObject({ message: 'This code has been used as many times as allowed' });
    }
    expect(await usedOf(c.id)).toBe(3);
    expect(await stockOf(p.id)).toBe(97);
    const [withCode] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.promoCode, 'FIRST3'));
    expect(withCode!.n).toBe(3);
  });

  it('refuses cash on delivery where the zone does not allow it', async () => {
    const p = await product(10);
    const plan = (await (await t.get('/admin/shipping/plans/default', owner)).json()) as {
      id: string;
      name: string;
      version: number;
      zones: { name: string; codAllowed: boolean }[];
    };
    const zones = plan.zones.map((z) => (z.name === 'Outside Dhaka' ? { ...z, codAllowed: false } : z));
    expect((await t.send('PUT', `/admin/shipping/plans/${plan.id}`, owner, { name: plan.name, zones, version: plan.version })).status).toBe(
      200,
    );
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Cash on delivery is not available in Outside Dhaka' });
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { payment: 'bkash' }))).status).toBe(201);
  });
});

it('places an order with a code that takes nothing off without counting a use', async () => {
  const p = await product(10);
  const c = await code({ code: 'SHIPFREE0', type: 'free_delivery' });
  const plan = (await (await t.get('/admin/shipping/plans/default', owner)).json()) as {
    id: string;
    name: string;
    version: number;
    zones: { name: string }[];
  };
  const zones = plan.zones.map((z) =>
    z.name === 'Outside Dhaka' ? { ...z, codAllowed: true, freeOver: { amount: 0, basis: 'before_discount' } } : z,
  );
  expect((await t.send('PUT', `/admin/shipping/plans/${plan.id}`, owner, { name: plan.name, zones, version: plan.version })).status).toBe(
    200,
  );
  const q = await quoteOf(draft(p.id, { code: 'SHIPFREE0' }));
  expect(q.discount).toMatchObject({ applied: false, reason: 'no_discount', amount: 0 });
  const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'SHIPFREE0' }));
  expect(res.status).toBe(201);
  const placed = (await res.json()) as { id: string; total: number };
  expect(placed.total).toBe(100000);
  expect(await usedOf(c.id)).toBe(0);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
  expect(row!.promoCode).toBeNull();
});

it('refuses visitors and staff of another shop', async () => {
  expect((await t.send('POST', '/admin/orders/quote', undefined, {})).status).toBe(401);
  const lapsed = await t.login('lapsed@haat.test');
  expect((await t.send('POST', '/admin/orders', lapsed, {})).status).toBeGreaterThanOrEqual(400);
});
