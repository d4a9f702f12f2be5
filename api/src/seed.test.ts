import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStats, plans, sellers, shopMembers, shops, subscriptions } from './db/schema/index.ts';
import { isEmpty, seedDemo } from './seed.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // already seeded once
});
afterAll(() => t.close());

const counts = async () => ({
  plans: (await t.db.select({ n: count() }).from(plans))[0]!.n,
  sellers: (await t.db.select({ n: count() }).from(sellers))[0]!.n,
  shops: (await t.db.select({ n: count() }).from(shops))[0]!.n,
  members: (await t.db.select({ n: count() }).from(shopMembers))[0]!.n,
  subscriptions: (await t.db.select({ n: count() }).from(subscriptions))[0]!.n,
});

describe('seedDemo', () => {
  it('creates the demo plans, sellers, shops, members and subscriptions', async () => {
    expect(await counts()).toEqual({ plans: 5, sellers: 3, shops: 3, members: 4, subscriptions: 3 });
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('adds nothing when run again', async () => {
    await seedDemo(t.db, { products: 10, orders: 5 });
    expect(await counts()).toEqual({ plans: 5, sellers: 3, shops: 3, members: 4, subscriptions: 3 });
  });

  it('finishes the order rollups that a seed stopped before its rebuild left empty', async () => {
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const rolledUp = async () =>
      (
        await t.db
          .select({ n: sql<number>`coalesce(sum(${orderStats.orders}), 0)::int` })
          .from(orderStats)
          .where(eq(orderStats.shopId, shop!.id))
      )[0]!.n;
    const [placed] = await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, shop!.id));
    expect(await rolledUp()).toBe(placed!.n);
    await t.db.delete(orderStats).where(eq(orderStats.shopId, shop!.id));
    await seedDemo(t.db);
    expect(await rolledUp()).toBe(placed!.n);
  });

  it('stores shop handles and the BDT currency, and prices in poisha', async () => {
    const rows = await t.db.select({ handle: shops.handle, currency: shops.currency }).from(shops).orderBy(shops.handle);
    expect(rows).toEqual([
      { handle: 'dhaka-crafts', currency: 'BDT' },
      { handle: 'khulna-fabrics', currency: 'BDT' },
      { handle: 'sylhet-tea-house', currency: 'BDT' },
    ]);
    const prices = await t.db.select({ name: plans.name, monthlyPrice: plans.monthlyPrice }).from(plans);
    expect(prices.every((p) => Number.isInteger(p.monthlyPrice))).toBe(true);
  });
});
