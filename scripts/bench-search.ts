/**
 * The one search box's Store API (`GET /admin/search?q=`, issue 27) on a large shop: prints p50/p95 per search and
 * overall. Target: p95 < 100 ms at 1,000,000 orders on PostgreSQL. It shares the orders benchmark's data (the same
 * seed, the same --data folder or DATABASE_URL), so a shop seeded by `bench:orders` is searched as it is.
 *
 *   node scripts/bench-search.ts [--orders 100000] [--requests 100] [--data DIR]
 *   DATABASE_URL=postgres://… node scripts/bench-search.ts --orders 1000000    # on a PostgreSQL server
 */
import { loadavg } from 'node:os';
import { and, eq, ne, sql } from 'drizzle-orm';
import { customers, orders, products, shops, variants } from '../api/src/db/schema/index.ts';
import { seededBenchApi } from './bench-api.ts';
import { databaseKind, percentile } from './bench-helpers.ts';

const {
  db,
  close,
  app,
  headers,
  orders: ordersWanted,
  requests: perQuery,
  seconds,
} = await seededBenchApi({
  folder: 'orders',
  orders: '100000',
  requests: '100',
  usage: 'node scripts/bench-search.ts [--orders 100000] [--requests 100] [--data DIR]   (DATABASE_URL=postgres://… to run on PostgreSQL)',
});
console.log(`database ready (${databaseKind()}) with ${ordersWanted.toLocaleString('en')} orders in Dhaka Crafts (${seconds} s)`);

// Real values of the shop: phones with few and many orders, a number in the middle, a variant's SKU.
const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
const shopId = shop!.id;
/** The phone with the fewest (or most) orders, and how many it has: one order jumps to it, several to the customer. */
const phoneWith = async (fewest: boolean) => {
  const n = sql<number>`count(*)::int`;
  const [row] = await db
    .select({ phone: orders.customerPhone, n })
    .from(orders)
    .where(eq(orders.shopId, shopId))
    .groupBy(orders.customerPhone)
    .orderBy(fewest ? n : sql`${n} desc`)
    .limit(1);
  return row ?? { phone: '01700000000', n: 0 };
};
const [fewest, most] = [await phoneWith(true), await phoneWith(false)];
const [middle] = await db
  .select({ n: sql<number>`(max(${orders.number}) + min(${orders.number})) / 2` })
  .from(orders)
  .where(eq(orders.shopId, shopId));
const [sku] = await db
  .select({ sku: variants.sku })
  .from(variants)
  .where(and(eq(variants.shopId, shopId), ne(variants.sku, '')))
  .limit(1);
const [title] = await db.select({ title: products.title }).from(products).where(eq(products.shopId, shopId)).limit(1);
const [email] = await db
  .select({ email: customers.email })
  .from(customers)
  .where(and(eq(customers.shopId, shopId), sql`${customers.email} is not null`))
  .limit(1);

const bangla = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
const SEARCHES: [string, string][] = [
  ['order number (jumps)', `#${middle!.n}`],
  [`phone with ${fewest.n} order(s), Bangla digits with +880`, `+${bangla('880')} ${bangla(fewest.phone.slice(1))}`],
  [`phone with ${most.n} orders`, most.phone],
  ['phone prefix', '0171'],
  ['a common name', 'rahman'],
  ['a name nobody has', 'zzyzx'],
  ['two letters', 'ra'],
  ['e-mail', email?.email ?? 'someone@example.com'],
  ['variant SKU', sku?.sku ?? 'SAR-1-1'],
  ['product title word', title?.title.split(' ')[0] ?? 'saree'],
  ['a collection', 'eid'],
  ['LIKE characters', '%_%'],
  ['10,000 characters', 'ra'.repeat(5_000)],
];

const all: number[] = [];
const rows: string[] = [];
for (const [label, q] of SEARCHES) {
  const url = `/admin/search?${new URLSearchParams({ q })}`;
  const warm = await app.request(url, { headers }); // plans and caches, not measured
  if (warm.status !== 200) throw new Error(`${label} → ${warm.status} ${await warm.text()}`);
  const answer = (await warm.json()) as { groups: Record<string, { hits: unknown[]; more: boolean }>; jump: unknown };
  const found = Object.values(answer.groups).reduce((n, group) => n + group.hits.length, 0);
  const times: number[] = [];
  for (let i = 0; i < perQuery; i++) {
    const t = performance.now();
    const res = await app.request(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  all.push(...times);
  rows.push(
    `${label.padEnd(52)} ${String(found).padStart(5)}${answer.jump ? ' →' : '  '}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
console.log(`\n${'search'.padEnd(52)} ${'shown'.padStart(5)}    ${'median'.padStart(10)}  ${'p95'.padStart(10)}`);
for (const row of rows) console.log(row);
const p95 = percentile(all, 95);
console.log(
  `\noverall: ${all.length} requests, p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 < 100 ms: ${p95 < 100 ? 'met' : 'NOT met'})`,
);
console.log(`load average at the end ${loadavg()[0]!.toFixed(2)} (figures on a busy machine are not final)`);
await close();
