/**
 * Keyset paging of GET /admin/orders (`after` / `before` cursors) and the capped counts of a search: walking the
 * pages by cursor, forwards or backwards, meets every matching order exactly once and in the order of the numbered
 * pages, for every sort and with filters; a search with more than COUNT_CAP matches counts "more than 10,000".
 */
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { ordersTestApp } from './orders-test-app.ts';
import { orders } from '../../db/schema/index.ts';
import { ORDER_SORTS } from '../../../../contract/orders.ts';
import { COUNT_CAP, decodeCursor, encodeCursor } from '../../../../contract/list.ts';

let t: TestApp;
let owner: string;
let dhaka: string;

type Page = {
  response: { id: string }[];
  count: number;
  counts: Record<string, number>;
  next: string | null;
  prev: string | null;
  capped: boolean;
};

const page = async (path: string): Promise<Page> => {
  const res = await t.get(path, owner);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};

const address = { name: 'Tie Buyer', phone: '01799999999', line1: 'House 1', district: 'Dhaka', country: 'Bangladesh' };

beforeAll(async () => {
  ({ t, owner, dhaka } = await ordersTestApp());
  // Ties on every sort key but the number: same moment, same total, same name (the cursor must still tell them apart).
  const placedAt = new Date('2026-03-01T10:00:00.123456Z');
  await t.db.insert(orders).values(
    Array.from({ length: 9 }, (_, i) => ({
      shopId: dhaka,
      number: 800_000 + i,
      placedAt,
      customerName: 'Tie Buyer',
      customerPhone: '01799999999',
      status: 'pending' as const,
      paymentMethod: 'cod' as const,
      paymentStatus: 'cod_pending' as const,
      subtotal: 50_000,
      total: 50_000,
      shippingAddress: address,
      billingAddress: address,
    })),
  );
}, 180_000);
afterAll(() => t.close());

/** Every id of a list read by numbered pages of 100 (the reference order). */
async function byNumberedPages(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; ; n++) {
    const body = await page(`/admin/orders?${query}&limit=100&page=${n}`);
    ids.push(...body.response.map((o) => o.id));
    if (body.response.length < 100) return ids;
  }
}

/** Every id met walking `next` cursors from the first page. */
async function forwards(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let body = await page(`/admin/orders?${query}&limit=${limit}`);
  expect(body.prev).toBeNull();
  for (;;) {
    expect(body.response.length).toBeLessThanOrEqual(limit);
    ids.push(...body.response.map((o) => o.id));
    if (!body.next) return ids;
    body = await page(`/admin/orders?${query}&limit=${limit}&after=${body.next}`);
    expect(body.prev).not.toBeNull();
  }
}

/** Every id met walking `prev` cursors from the last page (`before=end`), in list order. */
async function backwards(query: string, limit: number): Promise<string[]> {
  const pages: string[][] = [];
  let body = await page(`/admin/orders?${query}&limit=${limit}&before=end`);
  expect(body.next).toBeNull();
  for (;;) {
    pages.unshift(body.response.map((o) => o.id));
    if (!body.prev) return pages.flat();
    body = await page(`/admin/orders?${query}&limit=${limit}&before=${body.prev}`);
    expect(body.next).not.toBeNull();
  }
}

describe('keyset paging of /admin/orders', () => {
  const filters = ['status=pending', 'payment=cod_pending&q=tie'];

  it.each(ORDER_SORTS.flatMap((sort) => filters.map((filter) => [sort, filter] as const)))(
    'sort %s, %s: the pages by cursor cover every order once, in order, both ways',
    async (sort, filter) => {
      const query = `${filter}&sort=${sort}`;
      const reference = await byNumberedPages(query);
      expect(reference.length).toBeGreaterThan(0);
      expect(new Set(reference).size).toBe(reference.length);
      expect(await forwards(query, 4)).toEqual(reference);
      expect(await backwards(query, 4)).toEqual(reference);
    },
  );

  it('walks the whole shop by cursor like the numbered pages (property: any sort, page size and start)', async () => {
    const references = new Map<string, string[]>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDER_SORTS), fc.integer({ min: 1, max: 9 }), fc.nat(), async (sort, limit, startSeed) => {
        const query = `status=pending&sort=${sort}`;
        if (!references.has(query)) references.set(query, await byNumberedPages(query));
        const reference = references.get(query)!;
        // Start at a numbered page, then go on by cursor: the rest of the list follows, nothing skipped or repeated.
        const start = 1 + (startSeed % Math.ceil(reference.length / limit));
        const first = await page(`/admin/orders?${query}&limit=${limit}&page=${start}`);
        const ids = first.response.map((o) => o.id);
        let next = first.next;
        while (next) {
          const body = await page(`/admin/orders?${query}&limit=${limit}&after=${next}`);
          ids.push(...body.response.map((o) => o.id));
          next = body.next;
        }
        expect(ids).toEqual(reference.slice((start - 1) * limit));
      }),
      { numRuns: 12 },
    );
  });

  it('goes back from a page reached by cursor to the same page as before', async () => {
    const one = await page('/admin/orders?limit=5');
    const two = await page(`/admin/orders?limit=5&after=${one.next}`);
    const back = await page(`/admin/orders?limit=5&before=${two.prev}`);
    expect(back.response.map((o) => o.id)).toEqual(one.response.map((o) => o.id));
    expect(back.prev).toBeNull();
    expect(two.count).toBe(one.count);
  });

  it('answers 400 to a cursor that is broken, edited or of another sort', async () => {
    const { next } = await page('/admin/orders?limit=5&sort=-total');
    const [tag, total, number] = decodeCursor(next!)!;
    for (const bad of [
      'not-a-cursor!',
      next!.slice(0, 5),
      encodeCursor([String(tag), 'ten', String(number)]),
      encodeCursor(['-placed_at', String(total), String(number)]),
      encodeCursor([String(tag), String(total)]),
    ]) {
      const res = await t.get(`/admin/orders?limit=5&sort=-total&after=${bad}`, owner);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields).toHaveProperty('after');
    }
    const res = await t.get(`/admin/orders?limit=5&sort=total&before=${next}`, owner);
    expect(res.status).toBe(400);
  });
});

describe('capped counts of a search', () => {
  it('counts a search past COUNT_CAP as COUNT_CAP + 1 per tab and in all, and exactly below it', async () => {
    await t.db.execute(sql`
      insert into ${orders} (id, shop_id, number, customer_name, customer_phone, status, payment_method, payment_status,
                             subtotal, total, paid_amount, shipping_address, billing_address)
      select gen_random_uuid()::text, ${dhaka}, 700000 + g, 'Capella Manyorders', '01788888888',
             case when g % 100 = 0 then 'pending' else 'delivered' end, 'cod', 'cod_pending', 1000, 1000, 0,
             ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb
      from generate_series(1, ${COUNT_CAP + 200}) g`);
    const body = await page('/admin/orders?q=capella&limit=20');
    expect(body.count).toBe(COUNT_CAP + 1);
    expect(body.capped).toBe(true);
    expect(body.counts.all).toBe(COUNT_CAP + 1);
    expect(body.counts.delivered).toBe(COUNT_CAP + 1);
    // Below the cap a tab's count is exact.
    const [pending] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, dhaka), eq(orders.status, 'pending'), sql`${orders.customerName} = 'Capella Manyorders'`));
    expect(body.counts.pending).toBe(pending!.n);
    expect((await page('/admin/orders?q=capella&status=pending')).count).toBe(pending!.n);
    // The list itself is not capped: the last page by cursor is the last order.
    const last = await page('/admin/orders?q=capella&limit=20&sort=number&before=end');
    expect(last.response).toHaveLength(20);
    // Without a search the counts are exact (order_stats), past the cap too.
    const all = await page('/admin/orders?limit=1');
    expect(all.counts.delivered).toBeGreaterThan(COUNT_CAP + 1);
    expect(all.capped).toBe(false);
  }, 120_000);
});
