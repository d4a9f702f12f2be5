/**
 * Home and analytics figures against the same figures computed here from the fixture rows:
 * sums per Bangladesh day, top products, payment-method split, new vs returning customers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop, insertSales, makeSales, type Sales } from '../../../test/sales-fixture.ts';
import { inventorySettings, products } from '../../db/schema/index.ts';
import { addDays, dhakaDate, type AnalyticsReport, type HomeSummary } from '../../../../contract/analytics.ts';

let t: TestApp;
let token: string;
let staffToken: string;
let sales: Sales;
let shopId: string;
const today = dhakaDate();

beforeAll(async () => {
  t = await createTestApp();
  shopId = await createShop(t.db, 'Analytics Test', [
    { email: 'owner@haat.test', isShopAdmin: true },
    { email: 'staff@haat.test', isShopAdmin: false, permissions: ['orders'] },
  ]);
  sales = makeSales(shopId, { customers: 60, orders: 600, days: 120, seed: 7 });
  await insertSales(t.db, sales);
  token = await t.login('owner@haat.test');
  staffToken = await t.login('staff@haat.test');
  for (const tok of [token, staffToken]) expect((await t.post('/admin/seller/change-shop', { shopId }, tok)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

// ---- the expected figures, computed from the rows ---------------------------------------------
const counted = (o: Sales['orders'][number]) => o.status !== 'cancelled' && o.status !== 'returned';
const dayOf = (o: Sales['orders'][number]) => dhakaDate(o.placedAt);
const within = (from: string, to: string) => (o: Sales['orders'][number]) => dayOf(o) >= from && dayOf(o) <= to;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function expectedDays(from: string, to: string) {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const list = sales.orders.filter((o) => counted(o) && dayOf(o) === day);
    days.push({ date: day, orders: list.length, sales: sum(list.map((o) => o.total)) });
  }
  return days;
}

function expectedTotals(from: string, to: string) {
  const list = sales.orders.filter((o) => counted(o) && within(from, to)(o));
  const total = sum(list.map((o) => o.total));
  return { sales: total, orders: list.length, averageOrder: list.length ? Math.round(total / list.length) : 0 };
}

function expectedTopProducts(from: string, to: string) {
  const ids = new Set(sales.orders.filter((o) => counted(o) && within(from, to)(o)).map((o) => o.id));
  const byProduct = new Map<string, { name: string; quantity: number; sales: number }>();
  for (const item of sales.items.filter((i) => ids.has(i.orderId))) {
    const entry = byProduct.get(item.productId) ?? { name: item.title, quantity: 0, sales: 0 };
    entry.quantity += item.quantity;
    entry.sales += item.total;
    byProduct.set(item.productId, entry);
  }
  return [...byProduct.values()].sort((a, b) => b.sales - a.sales || b.quantity - a.quantity || a.name.localeCompare(b.name)).slice(0, 10);
}

function expectedMethods(from: string, to: string) {
  const list = sales.orders.filter((o) => counted(o) && within(from, to)(o));
  const methods = [...new Set(list.map((o) => o.paymentMethod!))];
  return methods
    .map((method) => {
      const of = list.filter((o) => o.paymentMethod === method);
      return { method, orders: of.length, sales: sum(of.map((o) => o.total)) };
    })
    .sort((a, b) => b.sales - a.sales || a.method.localeCompare(b.method));
}

function expectedMix(from: string, to: string) {
  const buyers = new Map<string, { orders: number; sales: number }>();
  for (const o of sales.orders.filter((o) => counted(o) && within(from, to)(o) && o.customerId)) {
    const entry = buyers.get(o.customerId!) ?? { orders: 0, sales: 0 };
    entry.orders += 1;
    entry.sales += o.total;
    buyers.set(o.customerId!, entry);
  }
  const before = new Set(sales.orders.filter((o) => counted(o) && dayOf(o) < from && o.customerId).map((o) => o.customerId));
  const mix = {
    new: { kind: 'new', customers: 0, orders: 0, sales: 0 },
    returning: { kind: 'returning', customers: 0, orders: 0, sales: 0 },
  };
  for (const [id, entry] of buyers) {
    const bucket = before.has(id) ? mix.returning : mix.new;
    bucket.customers += 1;
    bucket.orders += entry.orders;
    bucket.sales += entry.sales;
  }
  return [mix.new, mix.returning];
}

const report = async (from: string, to: string, tok = token) => {
  const res = await t.get(`/admin/analytics?from=${from}&to=${to}`, tok);
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsReport;
};

describe('GET /admin/analytics', () => {
  const ranges = [
    ['the last 7 days', addDays(today, -6), today],
    ['the last 30 days', addDays(today, -29), today],
    ['the last 90 days', addDays(today, -89), today],
    ['a custom range in the past', addDays(today, -100), addDays(today, -61)],
  ] as const;

  it.each(ranges)('answers %s with the sums per day of the fixture rows', async (_name, from, to) => {
    const answer = await report(from, to);
    expect(answer.from).toBe(from);
    expect(answer.to).toBe(to);
    expect(answer.overTime).toEqual(expectedDays(from, to));
    expect(answer.totals).toEqual(expectedTotals(from, to));
  });

  it.each(ranges)('answers %s with the top products, payment methods and customer mix', async (_name, from, to) => {
    const answer = await report(from, to);
    expect(answer.topProducts).toEqual(expectedTopProducts(from, to));
    expect(answer.paymentMethods).toEqual(expectedMethods(from, to));
    expect(answer.customers).toEqual(expectedMix(from, to));
  });

  it('has some of everything in the fixture, so the comparisons mean something', async () => {
    const answer = await report(addDays(today, -89), today);
    expect(answer.totals.orders).toBeGreaterThan(100);
    expect(answer.paymentMethods.map((m) => m.method).sort()).toEqual(['bkash', 'card', 'cod']);
    expect(answer.customers.every((m) => m.customers > 0)).toBe(true);
  });

  it('answers a range without orders with zero days and empty lists', async () => {
    const answer = await report('2020-01-01', '2020-01-03');
    expect(answer.overTime).toEqual([
      { date: '2020-01-01', orders: 0, sales: 0 },
      { date: '2020-01-02', orders: 0, sales: 0 },
      { date: '2020-01-03', orders: 0, sales: 0 },
    ]);
    expect(answer.totals).toEqual({ sales: 0, orders: 0, averageOrder: 0 });
    expect(answer.topProducts).toEqual([]);
    expect(answer.paymentMethods).toEqual([]);
    expect(answer.customers).toEqual([
      { kind: 'new', customers: 0, orders: 0, sales: 0 },
      { kind: 'returning', customers: 0, orders: 0, sales: 0 },
    ]);
  });

  it('is open to staff without any key (sign-in only)', async () => {
    const answer = await report(addDays(today, -6), today, staffToken);
    expect(answer.totals).toEqual(expectedTotals(addDays(today, -6), today));
  });

  it.each([
    ['', 'from'],
    ['from=2026-01-01', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=2020-01-01&to=2026-01-01', 'from'],
  ])('refuses ?%s with 400 naming %s', async (queryString, field) => {
    const res = await t.get(`/admin/analytics?${queryString}`, token);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await t.get('/admin/analytics/home')).status).toBe(401);
    expect((await t.get(`/admin/analytics?from=${today}&to=${today}`)).status).toBe(401);
  });
});

describe('GET /admin/analytics/home', () => {
  it('answers today, the last 7 days and what waits to be fulfilled', async () => {
    const res = await t.get('/admin/analytics/home', token);
    expect(res.status).toBe(200);
    const home = (await res.json()) as HomeSummary;
    expect(home.today).toEqual(expectedTotals(today, today));
    expect(home.week).toEqual(expectedTotals(addDays(today, -6), today));
    expect(home.toFulfil).toBe(sales.orders.filter((o) => ['pending', 'confirmed', 'processing'].includes(o.status)).length);
  });

  it('answers the last 30 days per day and the orders per status', async () => {
    const home = (await (await t.get('/admin/analytics/home', token)).json()) as HomeSummary;
    const from = addDays(today, -29);
    expect(home.salesByDay).toEqual(expectedDays(from, today));
    const placed = sales.orders.filter(within(from, today));
    const statuses = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'];
    const expected = statuses
      .map((status) => ({ status, orders: placed.filter((o) => o.status === status).length }))
      .filter((entry) => entry.orders > 0);
    expect(home.ordersByStatus).toEqual(expected);
  });

  it('lists the latest orders, newest first', async () => {
    const home = (await (await t.get('/admin/analytics/home', token)).json()) as HomeSummary;
    const latest = [...sales.orders].sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).slice(0, 8);
    expect(home.recentOrders.map((o) => o.id)).toEqual(latest.map((o) => o.id));
    expect(home.recentOrders[0]).toMatchObject({
      number: String(latest[0]!.number),
      total: latest[0]!.total,
      customerName: latest[0]!.customerName,
    });
  });

  it("lists active, tracked products at or below the shop's low-stock threshold, emptiest first", async () => {
    await t.db.insert(inventorySettings).values({ shopId, lowStockThreshold: 3 });
    const product = (title: string, stockTotal: number, extra: Partial<typeof products.$inferInsert> = {}) => ({
      shopId,
      title,
      handle: title.toLowerCase().replace(/\W+/g, '-'),
      status: 'active',
      trackQuantity: true,
      stockTotal,
      ...extra,
    });
    await t.db
      .insert(products)
      .values([
        product('Clay mug', 2),
        product('Jute basket', 0),
        product('Nakshi kantha', 3),
        product('Jamdani saree', 4),
        product('Draft shawl', 1, { status: 'draft' }),
        product('Made to order', 0, { trackQuantity: false }),
      ]);
    const home = (await (await t.get('/admin/analytics/home', token)).json()) as HomeSummary;
    expect(home.lowStock?.map(({ name, stock }) => ({ name, stock }))).toEqual([
      { name: 'Jute basket', stock: 0 },
      { name: 'Clay mug', stock: 2 },
      { name: 'Nakshi kantha', stock: 3 },
    ]);
  });
});
