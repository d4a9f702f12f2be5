import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { json, ordersTestApp, type OrderOverrides } from './orders-test-app.ts';
import { hashPassword } from '../auth/password.ts';
import { orders, sellers, shopMembers, type OrderStatus } from '../../db/schema/index.ts';
import { dhakaDate } from '../../../../contract/analytics.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let sylhet: string;
let makeOrder: (status: OrderStatus, over?: OrderOverrides) => Promise<string>;

beforeAll(async () => {
  ({ t, owner, dhaka, sylhet, makeOrder } = await ordersTestApp());
});
afterAll(() => t.close());

describe('GET /admin/orders', () => {
  it('lists the active shop newest first with the total and a count per status', async () => {
    const res = await t.get('/admin/orders?limit=5', owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { response: { placedAt: string }[]; count: number; counts: Record<string, number> };
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, dhaka));
    expect(body.count).toBe(n!.n);
    expect(body.count).toBeGreaterThanOrEqual(2000);
    expect(body.response).toHaveLength(5);
    const times = body.response.map((o) => Date.parse(o.placedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byStatus = await t.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, dhaka))
      .groupBy(orders.status);
    for (const row of byStatus) expect(body.counts[row.status]).toBe(row.n);
    expect(body.counts.all).toBe(body.count);
  });

  it('filters by status, payment status, method and dates, and keeps the tab counts across statuses', async () => {
    const res = await t.get('/admin/orders?status=delivered&method=cod&payment=paid&from=2000-01-01&to=2999-12-31&limit=100', owner);
    const body = (await res.json()) as {
      response: { status: string; paymentMethod: string; paymentStatus: string }[];
      count: number;
      counts: Record<string, number>;
    };
    const [expected] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(eq(orders.shopId, dhaka), eq(orders.status, 'delivered'), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'paid')),
      );
    expect(body.count).toBe(expected!.n);
    expect(body.response.every((o) => o.status === 'delivered' && o.paymentMethod === 'cod' && o.paymentStatus === 'paid')).toBe(true);
    expect(body.counts.delivered).toBe(body.count);
    expect(body.counts.all).toBeGreaterThanOrEqual(body.count);
  });

  it('filters by a date range in Bangladesh days', async () => {
    const [first] = await t.db
      .select({ placedAt: orders.placedAt })
      .from(orders)
      .where(eq(orders.shopId, dhaka))
      .orderBy(orders.placedAt)
      .limit(1);
    const day = new Date(first!.placedAt.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    const body = (await (await t.get(`/admin/orders?from=${day}&to=${day}&limit=100`, owner)).json()) as {
      response: { placedAt: string }[];
      count: number;
    };
    const [expected] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, dhaka), sql`(${orders.placedAt} at time zone 'Asia/Dhaka')::date = ${day}::date`));
    expect(body.count).toBe(expected!.n);
    expect(body.count).toBeGreaterThan(0);
  });

  it('searches by order number, phone and customer name', async () => {
    const [one] = await t.db.select().from(orders).where(eq(orders.shopId, dhaka)).limit(1);
    const byNumber = (await (await t.get(`/admin/orders?q=%23${one!.number}`, owner)).json()) as {
      response: { id: string }[];
      count: number;
    };
    expect(byNumber.count).toBe(1);
    expect(byNumber.response[0]!.id).toBe(one!.id);

    const byPhone = (await (await t.get(`/admin/orders?q=${one!.customerPhone}&limit=100`, owner)).json()) as {
      response: { customerPhone: string }[];
      count: number;
    };
    expect(byPhone.count).toBeGreaterThan(0);
    expect(byPhone.response.every((o) => o.customerPhone === one!.customerPhone)).toBe(true);

    const last = one!.customerName.split(' ').at(-1)!;
    const byName = (await (await t.get(`/admin/orders?q=${last.slice(0, 4).toLowerCase()}&limit=100`, owner)).json()) as {
      response: { customerName: string }[];
      count: number;
    };
    expect(byName.count).toBeGreaterThan(0);
    expect(
      byName.response.every((o) =>
        o.customerName
          .toLowerCase()
          .split(' ')
          .some((w) => w.startsWith(last.slice(0, 4).toLowerCase())),
      ),
    ).toBe(true);
  });

  it('sorts by total and pages', async () => {
    const page1 = (await (await t.get('/admin/orders?sort=-total&limit=10&page=1', owner)).json()) as { response: { total: number }[] };
    const page2 = (await (await t.get('/admin/orders?sort=-total&limit=10&page=2', owner)).json()) as { response: { total: number }[] };
    const totals = [...page1.response, ...page2.response].map((o) => o.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('treats empty filters from a GET form as no filter and answers a bad one with 400', async () => {
    expect((await t.get('/admin/orders?status=&payment=&method=&from=&to=&q=&sort=', owner)).status).toBe(200);
    const bad = await t.get('/admin/orders?status=lost', owner);
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('status');
  });

  it('exports the filtered orders as CSV', async () => {
    const res = await t.get('/admin/orders/export.csv?status=pending', owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, dhaka), eq(orders.status, 'pending')));
    expect(lines[0]).toMatch(/^Order,Placed at,Customer/);
    expect(lines).toHaveLength(n!.n + 1);
  });

  it('starts the CSV with a byte-order mark and names the file by the day in Dhaka', async () => {
    const res = await t.get('/admin/orders/export.csv?status=pending', owner);
    expect(new Uint8Array(await res.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${dhakaDate()}.csv"`);
  });
});

describe('permissions and shops', () => {
  it('answers 403 to staff without the orders permission', async () => {
    const passwordHash = await hashPassword('packer1234');
    const [packer] = await t.db
      .insert(sellers)
      .values({ name: 'Packer', email: 'packer@haat.test', phone: '01811000009', passwordHash })
      .returning();
    await t.db.insert(shopMembers).values({ shopId: dhaka, sellerId: packer!.id, permissions: ['customers'] });
    const token = await t.login('packer@haat.test', 'packer1234');
    const res = await t.get('/admin/orders', token);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toContain('orders');
    expect((await t.post(`/admin/orders/${await makeOrder('pending')}/status`, { status: 'confirmed' }, token)).status).toBe(403);
  });

  it('lets staff with the orders permission in', async () => {
    const staff = await t.login('staff@haat.test');
    expect((await t.get('/admin/orders', staff)).status).toBe(200);
  });

  it("answers 404 for another shop's order, for reading and for every change", async () => {
    const other = await makeOrder('pending', { shopId: sylhet });
    expect((await t.get(`/admin/orders/${other}`, owner)).status).toBe(404);
    expect((await t.post(`/admin/orders/${other}/status`, { status: 'confirmed' }, owner)).status).toBe(404);
    expect((await t.post(`/admin/orders/${other}/notes`, { body: 'x' }, owner)).status).toBe(404);
    expect((await t.post(`/admin/orders/${other}/refund`, { amount: 1 }, owner)).status).toBe(404);
    expect((await t.get(`/admin/orders/no-such-id`, owner)).status).toBe(404);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, other));
    expect(row!.status).toBe('pending');
  });

  it('answers 401 without a token', async () => {
    expect((await t.get('/admin/orders')).status).toBe(401);
  });
});

describe('GET /admin/orders/:id', () => {
  it('answers items, customer, events, notes, the shop and the allowed actions', async () => {
    const [one] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, dhaka), eq(orders.status, 'pending')))
      .limit(1);
    type Detail = {
      number: number;
      items: unknown[];
      customer: { name: string; ordersCount: number };
      events: { type: string }[];
      allowed: { nextStatuses: string[] };
      shop: { name: string };
    };
    const body = (await (await t.get(`/admin/orders/${one!.id}`, owner)).json()) as Detail;
    expect(body.number).toBe(one!.number);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.customer.name).toBe(one!.customerName);
    const [mine] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, one!.customerId!));
    expect(body.customer.ordersCount).toBe(mine!.n);
    expect(mine!.n).toBeGreaterThan(0);
    expect(body.events.some((e) => e.type === 'placed')).toBe(true);
    expect(body.allowed.nextStatuses).toEqual(['confirmed', 'cancelled']);
    expect(body.shop.name).toBe('Dhaka Crafts');
  });
});

describe('GET /admin/orders/print', () => {
  it('answers the selected orders of the shop in the order asked, with items', async () => {
    const a = await makeOrder('pending');
    const b = await makeOrder('confirmed');
    const other = await makeOrder('pending', { shopId: sylhet });
    const body = (await (await t.get(`/admin/orders/print?ids=${b},${other},${a}`, owner)).json()) as {
      shop: { name: string };
      orders: { id: string; items: unknown[] }[];
    };
    expect(body.shop.name).toBe('Dhaka Crafts');
    expect(body.orders.map((o) => o.id)).toEqual([b, a]);
  });
});

describe('order_stats', () => {
  it('keeps the tab counts in step with the orders after every change above', async () => {
    const body = (await (await t.get('/admin/orders', owner)).json()) as { count: number; counts: Record<string, number> };
    const rows = await t.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, dhaka))
      .groupBy(orders.status);
    for (const row of rows) expect(body.counts[row.status], row.status).toBe(row.n);
    expect(body.count).toBe(rows.reduce((sum, row) => sum + row.n, 0));
    const cod = (await (await t.get('/admin/orders?method=cod&payment=unpaid', owner)).json()) as { count: number };
    const [direct] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, dhaka), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'unpaid')));
    expect(cod.count).toBe(direct!.n);
  });
});
