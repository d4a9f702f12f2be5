/** Issue 25 item 10: a shop admin hides money figures on Home and /analytics from staff without the `earnings` key. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sellers, shopMembers, shops } from '../../db/schema/index.ts';
import { addDays, dhakaDate } from '../../../../contract/analytics.ts';

let t: TestApp;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff] = await Promise.all([t.login('owner@haat.test'), t.login('staff@haat.test')]);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response, status = 200): Promise<Json> => {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};
const range = `/admin/analytics?from=${addDays(dhakaDate(), -365)}&to=${dhakaDate()}`;
const hide = (hiddenFromStaff: boolean, token = owner) => t.send('PUT', '/admin/analytics/money-figures', token, { hiddenFromStaff });

describe('money figures on Home and analytics', () => {
  it('are shown to every member until a shop admin hides them', async () => {
    const home = await json(await t.get('/admin/analytics/home', staff));
    expect(home.moneyHidden).toBe(false);
    expect(typeof home.week.sales).toBe('number');
    expect(await json(await t.get('/admin/analytics/money-figures', staff))).toEqual({ hiddenFromStaff: false });
  });

  it('only a shop admin may hide them', async () => {
    expect((await json(await hide(true, staff), 403)).code).toBe('SHOP_ADMIN_ONLY');
    expect((await json(await t.get('/admin/analytics/money-figures', owner))).hiddenFromStaff).toBe(false);
  });

  it('once hidden, the answers to staff without earnings hold no money figure; the shop admin still sees them', async () => {
    expect(await json(await hide(true))).toEqual({ hiddenFromStaff: true });
    const home = await json(await t.get('/admin/analytics/home', staff));
    expect(home).toMatchObject({
      moneyHidden: true,
      today: { sales: null, averageOrder: null },
      week: { sales: null, averageOrder: null },
    });
    expect((home.salesByDay as Json[]).every((day) => day.sales === null)).toBe(true);
    expect((home.recentOrders as Json[]).every((order) => order.total === null)).toBe(true);
    expect(home.week.orders).toBeGreaterThanOrEqual(0);

    const report = await json(await t.get(range, staff));
    expect(report).toMatchObject({ moneyHidden: true, totals: { sales: null, averageOrder: null } });
    expect(report.totals.orders).toBeGreaterThan(0);
    for (const rows of [report.overTime, report.topProducts, report.paymentMethods, report.customers] as Json[][])
      expect(rows.every((row) => row.sales === null)).toBe(true);

    const own = await json(await t.get(range, owner));
    expect(own.moneyHidden).toBe(false);
    expect(own.totals.sales).toBeGreaterThan(0);
  });

  it('staff holding the earnings key still see them', async () => {
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [seller] = await t.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, 'staff@haat.test'));
    await t.db
      .update(shopMembers)
      .set({ permissions: ['orders', 'customers', 'products-and-collections', 'earnings'] })
      .where(and(eq(shopMembers.shopId, shop!.id), eq(shopMembers.sellerId, seller!.id)));
    const staffAgain = await t.login('staff@haat.test');
    const report = await json(await t.get(range, staffAgain));
    expect(report.moneyHidden).toBe(false);
    expect(report.totals.sales).toBeGreaterThan(0);
  });
});
