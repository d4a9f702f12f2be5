/** Home's first screen (issue 25 item 11) and a new shop's first steps (issue 24 item 5). */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { orders, products, shops, shopSettings } from '../../db/schema/index.ts';
import type { HomeSummary } from '../../../../contract/analytics.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const home = async () => (await (await t.get('/admin/analytics/home', owner)).json()) as HomeSummary;

describe('GET /admin/analytics/home: what needs doing now', () => {
  it('counts orders to confirm, to pack and ship, COD to collect and held for a call as the orders are', async () => {
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const n = async (where: ReturnType<typeof and>) =>
      Number(
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(orders)
            .where(and(eq(orders.shopId, shop!.id), where))
        )[0]!.n,
      );
    const { todo } = await home();
    expect(todo).toMatchObject({
      toConfirm: await n(eq(orders.status, 'pending')),
      toShip: await n(eq(orders.status, 'confirmed')),
      codToCollect: await n(and(eq(orders.paymentStatus, 'cod_pending'), eq(orders.status, 'delivered'))),
      needsCall: await n(eq(orders.needsCall, true)),
    });
    expect(todo!.toConfirm).toBeGreaterThan(0);
  });
});

describe('a new shop’s first steps', () => {
  it('start unticked, tick themselves from the shop’s data, and go away when put away', async () => {
    const created = await t.send('POST', '/admin/profile/shops', owner, {
      name: 'First Day Shop',
      handle: 'first-day-shop',
      category: 'clothing',
    });
    expect(created.status).toBe(201);
    const [made] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'first-day-shop'));
    const id = made!.id;
    await t.send('POST', '/admin/seller/change-shop', owner, { shopId: id });
    expect((await home()).setup).toEqual({ product: false, business: false, theme: false, courier: false, shared: false });

    await t.db
      .insert(products)
      .values({ shopId: id, title: 'First saree', handle: 'first-saree', price: 100000, priceMin: 100000, priceMax: 100000 });
    await t.db.insert(shopSettings).values({ shopId: id, phone: '01711000000', addressLine1: 'House 1, Road 2', district: 'Dhaka' });
    const shared = await t.send('POST', '/admin/analytics/home/setup', owner, { mark: 'shared' });
    expect(shared.status).toBe(200);
    expect((await home()).setup).toEqual({ product: true, business: true, theme: false, courier: false, shared: true });

    const bad = await t.send('POST', '/admin/analytics/home/setup', owner, { mark: 'hide' });
    expect(bad.status).toBe(400);
    await t.send('POST', '/admin/analytics/home/setup', owner, { mark: 'dismiss' });
    expect((await home()).setup).toBeNull();
    // The demo shop's own checklist is untouched by the new shop's.
    const [demo] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    expect(demo!.setupDismissedAt).toBeNull();
  });
});
