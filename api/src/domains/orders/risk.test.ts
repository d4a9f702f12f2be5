/** COD risk (issue 24 item 4): the phone rollups follow every order write, and the hold rule holds a new COD order. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, phoneRisk, phoneRiskShop, products } from '../../db/schema/index.ts';
import { json, ordersTestApp } from './orders-test-app.ts';
import { withoutOrder, ZERO_RISK } from '../../../../contract/risk.ts';

let ctx: Awaited<ReturnType<typeof ordersTestApp>>;
beforeAll(async () => {
  ctx = await ordersTestApp();
});
afterAll(() => ctx.t.close());

const PHONE = '01819000001';
const risk = async (phone: string) => json(await ctx.t.get(`/admin/orders/risk?phone=${encodeURIComponent(phone)}`, ctx.owner));

describe('the demo data', () => {
  it('has the COD records of its finished orders, though its seed inserts orders without the triggers', async () => {
    const recomputed = await ctx.t.db.execute(sql`
      select customer_phone as phone, (count(*) filter (where status = 'delivered'))::int as delivered,
             (count(*) filter (where status = 'returned'))::int as returned,
             (count(*) filter (where status = 'cancelled'))::int as cancelled
      from orders where shop_id = ${ctx.dhaka} and status in ('delivered', 'returned', 'cancelled')
      group by 1 order by 1`);
    const expected = (recomputed as unknown as { rows: unknown[] }).rows;
    expect(expected.length).toBeGreaterThan(0);
    const kept = await ctx.t.db
      .select({
        phone: phoneRiskShop.phone,
        delivered: phoneRiskShop.delivered,
        returned: phoneRiskShop.returned,
        cancelled: phoneRiskShop.cancelled,
      })
      .from(phoneRiskShop)
      .where(eq(phoneRiskShop.shopId, ctx.dhaka))
      .orderBy(phoneRiskShop.phone);
    expect(kept).toEqual(expected);
    const [first] = kept;
    const [network] = await ctx.t.db.select().from(phoneRisk).where(eq(phoneRisk.phone, first!.phone));
    expect(network!.delivered).toBeGreaterThanOrEqual(first!.delivered);
  });
});

describe('GET /admin/orders/risk', () => {
  it('counts the number’s delivered, returned and cancelled orders in this shop and across every shop', async () => {
    const { makeOrder, sylhet } = ctx;
    await makeOrder('delivered', { phone: PHONE });
    await makeOrder('delivered', { phone: PHONE });
    await makeOrder('returned', { phone: PHONE });
    await makeOrder('pending', { phone: PHONE }); // not finished: not counted
    await makeOrder('cancelled', { phone: PHONE, shopId: sylhet });
    await makeOrder('returned', { phone: PHONE, shopId: sylhet });
    // Bangla digits and +880 reach the same number (contract/normalise.ts).
    expect(await risk('+৮৮০ ১৮১৯ ০০০০০১')).toEqual({
      phone: PHONE,
      shop: { delivered: 2, returned: 1, cancelled: 0 },
      network: { delivered: 2, returned: 2, cancelled: 1 },
    });
  });

  it('moves an order between counts when its status changes through the Store API, in the same transaction', async () => {
    const phone = '01819000002';
    const id = await ctx.makeOrder('shipped', { phone, paymentMethod: 'cod' });
    expect(((await risk(phone)) as { network: unknown }).network).toEqual({ delivered: 0, returned: 0, cancelled: 0 });
    const res = await ctx.t.send('POST', `/admin/orders/${id}/status`, ctx.owner, { status: 'returned' });
    expect(res.status).toBe(200);
    expect(await risk(phone)).toMatchObject({ shop: { returned: 1, delivered: 0 }, network: { returned: 1 } });
    // A deleted order leaves both rollups.
    await ctx.t.db.delete(orders).where(eq(orders.id, id));
    expect(await risk(phone)).toMatchObject({ shop: { returned: 0 }, network: { returned: 0 } });
  });

  it('keeps the rollups equal to a count of the orders', async () => {
    const [row] = await ctx.t.db.select().from(phoneRisk).where(eq(phoneRisk.phone, PHONE));
    const shopRows = await ctx.t.db.select().from(phoneRiskShop).where(eq(phoneRiskShop.phone, PHONE));
    const all = await ctx.t.db.select({ status: orders.status }).from(orders).where(eq(orders.customerPhone, PHONE));
    const n = (s: string) => all.filter((o) => o.status === s).length;
    expect(row).toMatchObject({ delivered: n('delivered'), returned: n('returned'), cancelled: n('cancelled') });
    expect(shopRows.reduce((sum, r) => sum + r.returned, 0)).toBe(n('returned'));
  });

  it('refuses a number that is not a Bangladeshi mobile with a field error', async () => {
    const res = await ctx.t.get('/admin/orders/risk?phone=12', ctx.owner);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.phone).toBeTruthy();
  });

  it('shows an order its number’s other orders and the list a badge record', async () => {
    const id = await ctx.makeOrder('delivered', { phone: PHONE });
    const detail = (await json(await ctx.t.get(`/admin/orders/${id}`, ctx.owner))) as { risk: { shop: { delivered: number } } };
    expect(detail.risk.shop.delivered).toBe(2); // its own delivery is not an earlier order
    const list = (await json(await ctx.t.get(`/admin/orders?q=${PHONE}`, ctx.owner))) as {
      response: { id: string; risk: { delivered: number; returned: number } }[];
    };
    const row = list.response.find((r) => r.id === id)!;
    expect(row.risk).toEqual({ delivered: 2, returned: 2, cancelled: 1 });
  });

  it('gives every row of every kind of list page its number’s record, read in the page’s statement', async () => {
    const fresh = await ctx.makeOrder('pending', { phone: '01819000077' }); // a number with no record: zeros
    const kept = await ctx.t.db.select().from(phoneRisk);
    const records = new Map(kept.map((r) => [r.phone, { delivered: r.delivered, returned: r.returned, cancelled: r.cancelled }]));
    type Row = { id: string; status: string; customerPhone: string; risk: unknown };
    for (const url of [
      '?limit=50',
      '?sort=-total&limit=7',
      '?sort=customer&status=delivered',
      `?q=${PHONE}&sort=total`,
      '?page=2&limit=5',
    ]) {
      const list = (await json(await ctx.t.get(`/admin/orders${url}`, ctx.owner))) as { response: Row[] };
      expect(list.response.length, url).toBeGreaterThan(0);
      for (const r of list.response) {
        expect(r.risk, `${url} ${r.customerPhone}`).toEqual(withoutOrder(records.get(r.customerPhone) ?? ZERO_RISK, r.status));
      }
    }
    const first = (await json(await ctx.t.get('/admin/orders?limit=50', ctx.owner))) as { response: Row[] };
    expect(first.response.find((r) => r.id === fresh)?.risk).toEqual(ZERO_RISK);
  });
});

describe('the COD hold rule', () => {
  const place = async (phone: string, payment = 'cod') => {
    const [p] = await ctx.t.db
      .insert(products)
      .values({
        shopId: ctx.dhaka,
        title: `Hold ${phone}${payment}`,
        handle: `hold-${phone}-${payment}`,
        status: 'active',
        price: 50000,
        priceMin: 50000,
        priceMax: 50000,
        quantity: 10,
        stockTotal: 10,
        weightGrams: 400,
      })
      .returning();
    const res = await ctx.t.send('POST', '/admin/orders', ctx.owner, {
      customer: { phone, name: 'Rahima Begum' },
      items: [{ productId: p!.id, quantity: 1 }],
      address: { location: 'sylhet', area: 'Sylhet Sadar', line1: 'House 4, Road 2, Zindabazar' },
      payment,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  };

  it('holds a new COD order from a number below the shop’s rate for a call, and the call filter lists it', async () => {
    const good = '01819000003';
    await ctx.makeOrder('delivered', { phone: good }); // before any placed order takes the next number
    const settings = (await json(await ctx.t.get('/admin/settings/checkout', ctx.owner))) as Record<string, unknown>;
    const saved = await ctx.t.send('PUT', '/admin/settings/checkout', ctx.owner, { ...settings, autoConfirm: true, codHoldBelowRate: 60 });
    expect(saved.status).toBe(200);
    // PHONE: 2 delivered of 5 finished across Haat = 40 %, under 60 %.
    const held = await place(PHONE);
    expect(held).toMatchObject({ needsCall: true, status: 'pending' });
    expect(await place(good)).toMatchObject({ needsCall: false, status: 'confirmed' });
    expect(await place('01819000004')).toMatchObject({ needsCall: false }); // no record: nothing against it
    expect(await place(PHONE, 'bkash')).toMatchObject({ needsCall: false }); // paid: nothing to lose
    const list = (await json(await ctx.t.get('/admin/orders?needsCall=true', ctx.owner))) as { response: { id: string }[]; count: number };
    expect(list.response.map((r) => r.id)).toEqual([held.id]);
    expect(list.count).toBe(1);
    // Confirming answers the call.
    await ctx.t.send('POST', `/admin/orders/${held.id}/status`, ctx.owner, { status: 'confirmed' });
    expect(((await json(await ctx.t.get('/admin/orders?needsCall=true', ctx.owner))) as { count: number }).count).toBe(0);
  });
});
