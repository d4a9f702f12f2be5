/**
 * The COD risk lookup (issue 24 item 4) on a large shop: prints p50/p95 of a phone's record (the shop's rollup and
 * every shop's, `api/src/domains/orders/risk.ts`) read directly and through `GET /admin/orders/risk?phone=`, and of
 * an orders page with its badges. Target: p95 < 50 ms at 1,000,000 orders. Seeds like the orders benchmark (the
 * same seed; its own --data folder by default, since the risk migrations must run on it).
 *
 *   node scripts/bench-risk.ts [--orders 1000000] [--requests 200] [--data DIR]
 *   DATABASE_URL=postgres://… node scripts/bench-risk.ts --orders 1000000    # on a PostgreSQL server
 */
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { orders, phoneRisk, shops } from '../api/src/db/schema/index.ts';
import { riskOf } from '../api/src/domains/orders/risk.ts';
import { ShopScope } from '../api/src/platform/shop-scope.ts';
import { seededBenchApi } from './bench-api.ts';
import { databaseKind, percentile } from './bench-helpers.ts';

const {
  db,
  close,
  app,
  headers,
  requests: perCase,
  seconds,
} = await seededBenchApi({
  folder: 'risk',
  orders: '1000000',
  requests: '200',
  usage: 'node scripts/bench-risk.ts [--orders 1000000] [--requests 200] [--data DIR]   (DATABASE_URL=postgres://… to run on PostgreSQL)',
});
const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
const [phones] = await db.select({ n: sql<number>`count(*)::int` }).from(phoneRisk);
console.log(
  `database ready (${databaseKind()}): ${Number(counted!.n).toLocaleString('en')} orders in all, ${Number(phones!.n).toLocaleString('en')} numbers with a record (${seconds} s)`,
);

// Real numbers: the one with the longest record, one with a short record, and one nobody has ordered from.
const byRecord = async (most: boolean) => {
  const total = sql`${phoneRisk.delivered} + ${phoneRisk.returned} + ${phoneRisk.cancelled}`;
  const [row] = await db
    .select({ phone: phoneRisk.phone })
    .from(phoneRisk)
    .orderBy(most ? sql`${total} desc` : total)
    .limit(1);
  return row?.phone ?? '01700000000';
};
const PHONES: [string, string][] = [
  ['longest record', await byRecord(true)],
  ['shortest record', await byRecord(false)],
  ['no record', '01999999999'],
];
const bangla = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const scope = new ShopScope(db, shop!.id);
const timeIt = async (run: () => Promise<unknown>) => {
  await run(); // warm: plans and caches, not measured
  const times: number[] = [];
  for (let i = 0; i < perCase; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times;
};
const request = (url: string) => async () => {
  const res = await app.request(url, { headers });
  if (res.status !== 200) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

const lookups: number[] = [];
const rows: string[] = [];
const line = (label: string, times: number[]) =>
  rows.push(
    `${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
for (const [label, phone] of PHONES) {
  const direct = await timeIt(() => riskOf(scope, phone));
  lookups.push(...direct);
  line(`lookup, ${label} (two rollup reads)`, direct);
  const viaApi = await timeIt(request(`/admin/orders/risk?phone=${encodeURIComponent(`+${bangla('880')}${bangla(phone.slice(1))}`)}`));
  lookups.push(...viaApi);
  line(`GET /admin/orders/risk, ${label} (Bangla digits)`, viaApi);
}
line('GET /admin/orders?limit=20 (20 badges), for comparison', await timeIt(request('/admin/orders?limit=20')));
line('GET /admin/orders?needsCall=true', await timeIt(request('/admin/orders?needsCall=true')));

console.log(`\n${'case'.padEnd(58)} ${'median'.padStart(10)}  ${'p95'.padStart(10)}`);
for (const row of rows) console.log(row);
const p95 = percentile(lookups, 95);
console.log(
  `\nrisk lookups: ${lookups.length}, p50 ${percentile(lookups, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'})`,
);
console.log(`load average at the end ${loadavg()[0]!.toFixed(2)} (figures on a busy machine are not final)`);
await close();
process.exit(0);
