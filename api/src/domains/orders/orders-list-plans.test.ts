/**
 * The "Needs a call" list under PostgreSQL's generic plans. A statement prepared by name (platform/prepared.ts) is
 * planned for its values five times, then PostgreSQL may keep one generic plan for any value. A generic plan can use
 * the partial index orders_shop_needs_call_idx only when the statement states its predicate as written
 * (`needs_call`), never as `needs_call = $2`: with the parameter it walked every order of the shop instead (3.6 s per
 * page at 1,000,000 orders, README "Benchmarks": COD risk).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OrderListQuerySchema } from '../../../../contract/orders.ts';
import { shops } from '../../db/schema/index.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { listOrders } from './orders-list.ts';

let database: Database;
let shop: ShopScope;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const [row] = await database.db.insert(shops).values({ name: 'Held', handle: 'held-plans' }).returning({ id: shops.id });
  shop = new ShopScope(database.db, row!.id);
  // A shop of 3,000 orders, 3 of them held, and the statistics PostgreSQL plans by (a large shop's proportions).
  await database.db.execute(sql`
    insert into orders (id, shop_id, number, customer_name, customer_phone, shipping_address, billing_address, status, needs_call)
    select gen_random_uuid()::text, ${row!.id}, n, 'Rahim', '01711000000', '{}', '{}', (array['pending','delivered','cancelled'])[1 + n % 3], n % 1000 = 0
    from generate_series(1, 3000) as n`);
  await database.db.execute(sql`analyze orders`);
});

afterAll(() => database.close());

/** The statements (SQL and values) the orders list sends for `query`. */
async function statementsOf(query: Record<string, string>) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const original = client.query.bind(client);
  const sent: { text: string; values: unknown[] }[] = [];
  client.query = ((text: string, values?: unknown[], options?: object) => {
    sent.push({ text, values: values ?? [] });
    return original(text, values, options);
  }) as typeof client.query;
  try {
    await listOrders(shop, OrderListQuerySchema.parse(query));
  } finally {
    client.query = original;
  }
  return sent;
}

/** The plan PostgreSQL keeps for `text` once it plans it generically (as after a prepared statement's fifth run). */
async function genericPlan(text: string, values: unknown[]) {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run('set plan_cache_mode = force_generic_plan');
  await run('set enable_seqscan = off');
  try {
    await run(`prepare held_plan as ${text}`);
    const { rows } = (await database.db.execute(sql.raw(`explain execute held_plan(${values.map(literal).join(', ')})`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    for (const text of ['deallocate all', 'reset plan_cache_mode', 'reset enable_seqscan']) await run(text);
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
