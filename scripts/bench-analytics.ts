/**
 * The 90-day analytics aggregate of the Store API with 100,000 orders in one shop (in-process
 * `app.request()` on PGlite, or PostgreSQL with DATABASE_URL): prints the time of the whole report,
 * of each aggregate in it, and of the home summary. Target (issue 4): 90-day aggregate < 300 ms.
 *
 *   node scripts/bench-analytics.ts [--orders 100000] [--runs 20] [--data DIR]
 *   DATABASE_URL=postgres://… node scripts/bench-analytics.ts      # the same on a PostgreSQL server
 *
 * The demo data comes from the orders seed (`seed --orders N` tops Dhaka Crafts up to N orders) and is
 * kept in --data (default: <temp dir>/haat-bench-analytics, never inside the repository) between runs (the first
 * run takes a few minutes to seed).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../api/src/app.ts';
import { customerMix, rangeSummary, topProducts } from '../api/src/domains/analytics/analytics.ts';
import { shopScope } from '../api/src/platform/shop-scope.ts';
import { benchDataDir, databaseKind, machineLine, openBenchDatabase, percentile } from './bench-helpers.ts';
import { DEMO_PASSWORD, seedDemo } from '../api/src/seed.ts';
import { addDays, dhakaDate } from '../contract/analytics.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    data: { type: 'string' },
  },
});
const ordersWanted = Number(values.orders);
const runs = Number(values.runs);
const TARGET_MS = 300;

const stats = (times: number[]) => {
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  const { p50, p95, max } = stats(times);
  const rate = (times.length / times.reduce((sum, t) => sum + t, 0)) * 1000;
  console.log(`${label.padEnd(52)} ${rate.toFixed(0).padStart(5)} req/s  p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}`);
  return p95;
}

console.log(machineLine());
const started = Date.now();
const { db, close } = await openBenchDatabase(benchDataDir('analytics', values.data));
await seedDemo(db, { orders: ordersWanted });
// Fresh statistics, as PostgreSQL's autovacuum keeps them (PGlite runs no autovacuum).
await db.execute(sql`vacuum analyze`);
console.log(
  `database ready (${databaseKind()}), Dhaka Crafts seeded to ${ordersWanted.toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

const app = createApp(db, { log: () => undefined });
const login = await app.request('/auth/sellers/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
});
const { access_token: token, user } = (await login.json()) as { access_token: string; user: { activeShopId: string } };
const headers = { authorization: `Bearer ${token}` };
const shopId = user.activeShopId;

const today = dhakaDate();
const range = { from: addDays(today, -89), to: today };
const url = `/admin/analytics?from=${range.from}&to=${range.to}`;
const check = await app.request(url, { headers });
if (check.status !== 200) throw new Error(`${url} → ${check.status} ${await check.text()}`);
const report = (await check.json()) as { totals: { orders: number; sales: number } };
console.log(`90-day range ${range.from} – ${range.to}: ${report.totals.orders.toLocaleString('en')} counted orders\n`);

const request = (path: string) => async () => {
  const res = await app.request(path, { headers });
  await res.arrayBuffer();
};
const p95 = await time('GET /admin/analytics (90 days, whole report)', request(url));
await time('  totals, days and payment methods (one scan)', () => rangeSummary(shopScope(db, shopId), range));
await time('  top products', () => topProducts(shopScope(db, shopId), range));
await time('  new vs returning customers', () => customerMix(shopScope(db, shopId), range));
await time('GET /admin/analytics (last 30 days)', request(`/admin/analytics?from=${addDays(today, -29)}&to=${today}`));
await time('GET /admin/analytics/home', request('/admin/analytics/home'));
// The customers list (target p95 < 100 ms): pages, the trigram search, and a deep page by cursor (issue 16).
const cursorOf = async (path: string) => ((await (await app.request(path, { headers })).json()) as { next: string | null }).next;
const deepCustomers = await cursorOf('/admin/customers?limit=20&page=2000');
const deepByName = await cursorOf('/admin/customers?sort=name&limit=20&page=2000');
const customerTimes = [
  await time('GET /admin/customers (last order first)', request('/admin/customers?limit=20')),
  await time('GET /admin/customers (top spenders)', request('/admin/customers?sort=-total_spent&limit=20')),
  await time('GET /admin/customers?q=rahman', request('/admin/customers?q=rahman&limit=20')),
  await time('GET /admin/customers?q=8748 (digits of a phone)', request('/admin/customers?q=8748&limit=20')),
  await time('GET /admin/customers?q=ra (short: name prefix)', request('/admin/customers?q=ra&limit=20')),
  ...(deepCustomers
    ? [await time('GET /admin/customers?after=<cursor of page 2000>', request(`/admin/customers?limit=20&after=${deepCustomers}`))]
    : []),
  ...(deepByName
    ? [
        await time(
          'GET /admin/customers?sort=name&after=<cursor of page 2000>',
          request(`/admin/customers?sort=name&limit=20&after=${deepByName}`),
        ),
      ]
    : []),
];
// For comparison, not in the target: a deep numbered page skips every row before it (the dashboard pages by cursor).
await time('GET /admin/customers?sort=name&page=2000 (offset, comparison)', request('/admin/customers?sort=name&limit=20&page=2000'));
const customersP95 = Math.max(...customerTimes);
console.log(`\n90-day analytics aggregate p95 ${p95.toFixed(1)} ms (target < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'NOT met'})`);
console.log(`customers list, worst p95 ${customersP95.toFixed(1)} ms (target < 100 ms: ${customersP95 < 100 ? 'met' : 'NOT met'})`);
console.log(`load average at the end ${loadavg()[0]!.toFixed(2)} (figures on a busy machine are not final)`);
await close();
