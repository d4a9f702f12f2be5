/**
 * The orders list's statements under PostgreSQL's generic plans: the "Needs a call" list, and a search's two ways of
 * reading its page (orders-list.ts, SEARCH_SORTED_MAX), which must give the same pages.
 *
 * The "Needs a call" list: A statement prepared by name (platform/prepared.ts) is
 * planned for its values five times, then PostgreSQL may keep one generic plan for any value. A generic plan can use
 * the partial index orders_shop_needs_call_idx only when the statement states its predicate as written
 * (`needs_call`), never as `needs_call = $2`: with the parameter it walked every order of the shop instead (3.6 s per
 * page at 1,000,000 orders, README "Benchmarks": COD risk).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SORTS, OrderListQuerySchema } from '../../../../contract/orders.ts';
import { shops } from '../../db/schema/index.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { listOrders } from './orders-list.ts';

let database: Database;
let shop: ShopScope;
let searched: ShopScope;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const [row] = await database.db.insert(shops).values({ name: 'Held', handle: 'held-plans' }).returning({ id: shops.id });
  shop = new ShopScope(database.db, row!.id);
  // A shop of 3,000 orders, 3 of them held, and the statistics PostgreSQL plans by (a large shop's proportions).
  await database.db.execute(sql`
    insert into orders (id, shop_id, number, customer_name, customer_phone, shipping_address, billing_address, status, needs_call)
    select gen_random_uuid()::text, ${row!.id}, n, 'Rahim', '01711000000', '{}', '{}', (array['pending','delivered','cancelled'])[1 + n % 3], n % 1000 = 0
    from generate_series(1, 3000) as n`);
  // A shop whose customers share first and last names, with ties in time and total (the sorts' later keys decide).
  const [other] = await database.db.insert(shops).values({ name: 'Searched', handle: 'search-plans' }).returning({ id: shops.id });
  searched = new ShopScope(database.db, other!.id);
  await database.db.execute(sql`
    insert into orders (id, shop_id, number, customer_name, customer_phone, shipping_address, billing_address, status, total, placed_at)
    select gen_random_uuid()::text, ${other!.id}, n,
           (array['Rahim','Karim','Abdul','Sharmin','Nusrat','Rahela'])[1 + n % 6] || ' ' || (array['Rahman','Uddin','Akter','Hossain','Islam'])[1 + n % 5],
           '01' || (array['711','819','911'])[1 + n % 3] || lpad(n::text, 6, '0'), '{}', '{}',
           (array['pending','delivered','cancelled','shipped'])[1 + n % 4], 1000 * (n % 37), timestamptz '2026-01-01' + (n / 3) * interval '1 hour'
    from generate_series(1, 3000) as n`);
  await database.db.execute(sql`analyze orders`);
});

afterAll(() => database.close());

/** The statements (SQL and values) the orders list sends for `query`. */
async function statementsOf(query: Record<string, string>, scope = shop, options: Parameters<typeof listOrders>[2] = {}) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const original = client.query.bind(client);
  const sent: { text: string; values: unknown[] }[] = [];
  client.query = ((text: string, values?: unknown[], options?: object) => {
    sent.push({ text, values: values ?? [] });
    return original(text, values, options);
  }) as typeof client.query;
  try {
    await listOrders(scope, OrderListQuerySchema.parse(query), options);
  } finally {
    client.query = original;
  }
  return sent;
}

/** The plan PostgreSQL keeps for `text` once it plans it generically (as after a prepared statement's fifth run). */
async function genericPlan(text: string, values: unknown[], { seqscan = false, sort = true } = {}) {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run('set plan_cache_mode = force_generic_plan');
  if (!seqscan) await run('set enable_seqscan = off');
  if (!sort) await run('set enable_sort = off');
  try {
    await run(`prepare held_plan as ${text}`);
    const { rows } = (await database.db.execute(sql.raw(`explain execute held_plan(${values.map(literal).join(', ')})`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    for (const text of ['deallocate all', 'reset plan_cache_mode', 'reset enable_seqscan', 'reset enable_sort']) await run(text);
  }
}

it('plans the held list and its counts on the held orders’ partial index, also generically', async () => {
  const held = (await statementsOf({ needsCall: 'true' })).filter((s) => s.text.includes('"needs_call"') && / where /.test(s.text));
  // The page and the tab counts both filter on it (the badges' statement reads phone_risk).
  expect(held.filter((s) => s.text.includes('order by')).length).toBe(1);
  expect(held.filter((s) => s.text.includes('group by')).length).toBe(1);
  for (const statement of held) {
    expect(await genericPlan(statement.text, statement.values)).toContain('orders_shop_needs_call_idx');
  }
});

describe('a search’s page, read through its indexes and sorted or by walking the orders in sort order', () => {
  const sortedWay = { sortedUpTo: Number.POSITIVE_INFINITY };
  const walkedWay = { sortedUpTo: -1 };
  const read = (query: Record<string, string>, way: { sortedUpTo: number }) =>
    listOrders(searched, OrderListQuerySchema.parse({ limit: '7', ...query }), way);

  it.each(['rah', 'akter', 'sharmin is', '0181', '#1500', 'nobody'])(
    'gives the same pages both ways for “%s”, in every sort',
    async (q) => {
      for (const sort of ORDER_SORTS) {
        for (const status of [undefined, 'pending']) {
          const base = { q, sort, ...(status ? { status } : {}) };
          const first = await read(base, sortedWay);
          expect(await read(base, walkedWay)).toEqual(first);
          const later = [first.next ? { ...base, after: first.next } : undefined, { ...base, before: 'end' }, { ...base, page: '3' }];
          for (const query of later) {
            if (!query) continue;
            const sorted = await read(query, sortedWay);
            expect(await read(query, walkedWay), JSON.stringify(query)).toEqual(sorted);
            if (sorted.prev && 'before' in query)
              expect(await read({ ...base, before: sorted.prev }, walkedWay)).toEqual(
                await read({ ...base, before: sorted.prev }, sortedWay),
              );
          }
          if (q === 'nobody') expect(first.response).toEqual([]);
          else if (!status) expect(first.response.length).toBeGreaterThan(0);
        }
      }
    },
    60_000,
  );

  /** The page's statement (it reads phone_risk for the badges) and its generic plan. */
  async function pagePlan(query: Record<string, string>, options: { sort?: boolean } = {}) {
    const page = (await statementsOf(query, searched, sortedWay)).find((s) => s.text.includes('"phone_risk"'))!;
    return genericPlan(page.text, page.values, { seqscan: true, ...options });
  }

  it('reads few matches through the name indexes, checking no name row by row', async () => {
    const plan = await pagePlan({ q: 'akter' });
    expect(plan).toContain('orders_shop_name_idx');
    expect(plan).toContain('orders_shop_last_name_idx');
    // The last name is a regular expression over the name: the ranges are the index's, nothing is left to filter.
    expect(plan).not.toMatch(/Filter:.*substring/);
  });

  it('reads them so even where walking the orders in sort order would look cheaper', async () => {
    // A kept plan does not know how many orders match: in a large shop its estimate makes walking the newest orders
    // look cheaper than sorting, which for a rare name reads most of the shop. Sorting made dear stands in for that.
    const plan = await pagePlan({ q: 'akter' }, { sort: false });
    expect(plan).toContain('orders_shop_last_name_idx');
    expect(plan).not.toContain('Index Scan Backward');
  });
});
