import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { subscriptions } from '../db/schema/index.ts';
import { isLapsedExempt, isShopLapsed } from './lapsed.ts';

let t: TestApp;
let lapsed: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  lapsed = await t.login('lapsed@haat.test');
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const refused = { code: 'SUBSCRIPTION_LAPSED', message: expect.stringContaining('subscription has ended') };

describe('a shop whose subscription has lapsed', () => {
  it.each([
    ['POST', '/admin/orders/any-order/notes', { note: 'Packed' }],
    ['GET', '/admin/analytics/home', undefined],
    ['GET', '/admin/orders', undefined],
    ['PUT', '/admin/inventory/settings', { lowStockThreshold: 3 }],
    ['PATCH', '/admin/store/business-settings', { name: 'Khulna' }],
    ['POST', '/admin/products', { title: 'Sari' }],
    ['POST', '/admin/orders/export.csv', {}],
  ])('is refused %s %s with 402 SUBSCRIPTION_LAPSED', async (method, path, body) => {
    const res = await t.send(method, path, lapsed, body);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(refused);
  });

  it.each(['/admin/orders/export.csv', '/admin/customers/export.csv', '/admin/products/export'])(
    'may still export its own data: GET %s',
    async (path) => {
      const res = await t.get(path, lapsed);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
    },
  );

  it.each(['/admin/subscription/active', '/admin/sellers/user', '/admin/seller/shop-list'])(
    'may still read billing and its profile: GET %s',
    async (path) => {
      expect((await t.get(path, lapsed)).status).toBe(200);
    },
  );

  it('stays lapsed when its only later subscription was canceled', async () => {
    const { activeShopId } = (await (await t.get('/admin/sellers/user', lapsed)).json()) as { activeShopId: string };
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, activeShopId)).limit(1);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const [canceled] = await t.db
      .insert(subscriptions)
      .values({ shopId: activeShopId, planId: ended!.planId, status: 'canceled', startDate: new Date(), endDate: inAMonth })
      .returning();
    try {
      expect(await isShopLapsed(t.db, activeShopId)).toBe(true);
      expect((await t.get('/admin/orders', lapsed)).status).toBe(402);
    } finally {
      await t.db.delete(subscriptions).where(eq(subscriptions.id, canceled!.id));
    }
  });

  it('leaves a shop with a running subscription alone', async () => {
    expect((await t.get('/admin/analytics/home', owner)).status).toBe(200);
  });
});

describe('isLapsedExempt', () => {
  it.each([
    ['GET', '/admin/subscription/active', true],
    ['POST', '/admin/bkash/payments', true],
    ['GET', '/admin/plan-features', true],
    ['GET', '/admin/profile/', true],
    ['GET', '/admin/orders/export.csv', true],
    ['GET', '/admin/earnings/statement.csv', true],
    ['POST', '/admin/orders/export.csv', false],
    ['GET', '/admin/earnings/payouts', false],
    ['GET', '/admin/subscriptionx', false],
    ['GET', '/admin/packages-evil', false],
    ['GET', '/admin/orders', false],
  ] as const)('%s %s → %s', (method, path, exempt) => {
    expect(isLapsedExempt(method, path)).toBe(exempt);
  });
});
