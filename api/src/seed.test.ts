import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, sellers, shopMembers, shops, subscriptions } from './db/schema/index.ts';
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
