/**
 * Keyset paging of GET /admin/customers: walking `next` cursors from the first page, or `prev` cursors from the last,
 * meets every customer once and in the order of the numbered pages, for every sort (across the switch from the
 * customers with order figures, read from customer_stats, to those without) and with filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop, insertSales, makeSales } from '../../../test/sales-fixture.ts';
import { CUSTOMER_SORTS } from '../../../../contract/customer.ts';
import { encodeCursor } from '../../../../contract/list.ts';

let t: TestApp;
let token: string;

type Page = { response: { id: string }[]; count: number; next: string | null; prev: string | null };

const page = async (path: string): Promise<Page> => {
  const res = await t.get(`/admin/customers?${path}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};

beforeAll(async () => {
  t = await createTestApp();
  const shopId = await createShop(t.db, 'Keyset Test', [{ email: 'owner@haat.test', isShopAdmin: true }]);
  // 30 customers sharing 40 orders: some without any, so every figure sort ends with ties at 0 / no last order.
  await insertSales(t.db, makeSales(shopId, { customers: 30, orders: 40, days: 60, seed: 5 }));
  token = await t.login('owner@haat.test');
  expect((await t.post('/admin/seller/change-shop', { shopId }, token)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function numbered(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; ; n++) {
    const body = await page(`${query}&limit=100&page=${n}`);
    ids.push(...body.response.map((c) => c.id));
    if (body.response.length < 100) return ids;
  }
}

async function forwards(query: string, limit: number): Promise<string[]> {
  let body = await page(`${query}&limit=${limit}`);
  const ids = body.response.map((c) => c.id);
  while (body.next) {
    body = await page(`${query}&limit=${limit}&after=${body.next}`);
    ids.push(...body.response.map((c) => c.id));
  }
  return ids;
}

async function backwards(query: string, limit: number): Promise<string[]> {
  let body = await page(`${query}&limit=${limit}&before=end`);
  const pages = [body.response.map((c) => c.id)];
  while (body.prev) {
    body = await page(`${query}&limit=${limit}&before=${body.prev}`);
    pages.unshift(body.response.map((c) => c.id));
  }
  return pages.flat();
}

describe('keyset paging of /admin/customers', () => {
  it.each(CUSTOMER_SORTS.flatMap((sort) => ['', 'hasOrders=yes', 'q=customer'].map((filter) => [sort, filter] as const)))(
    'sort %s, filter "%s": the pages by cursor cover every customer once, in order, both ways',
    async (sort, filter) => {
      const query = `sort=${sort}&${filter}`;
      const reference = await numbered(query);
      expect(reference.length).toBeGreaterThan(0);
      expect(new Set(reference).size).toBe(reference.length);
      expect(await forwards(query, 7)).toEqual(reference);
      expect(await backwards(query, 7)).toEqual(reference);
    },
  );

  it('answers 400 to a cursor of another sort', async () => {
    const res = await t.get(`/admin/customers?sort=name&after=${encodeCursor(['-created', '2026-01-01 00:00:00+00', 'x'])}`, token);
    expect(res.status).toBe(400);
  });
});
