/**
 * The common start of the benchmarks that call the Store API in process (bench-search, bench-risk): the options
 * `--orders`, `--requests`, `--data` (and `--help`, which prints the script's usage), the machine line, the demo seed
 * with that many orders in Dhaka Crafts, fresh statistics, and the app with the owner signed in.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../api/src/app.ts';
import { DEMO_PASSWORD, seedDemo } from '../api/src/seed.ts';
import { benchDataDir, machineLine, openBenchDatabase } from './bench-helpers.ts';

export async function seededBenchApi(options: { folder: string; orders: string; requests: string; usage: string }) {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: options.orders },
      requests: { type: 'string', default: options.requests },
      data: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(options.usage);
    process.exit(0);
  }
  const orders = Number(values.orders);
  const requests = Number(values.requests);
  if (!(orders >= 0) || !(requests >= 1)) throw new Error(`--orders takes a count, --requests at least 1\n${options.usage}`);

  console.log(machineLine());
  const started = Date.now();
  const { db, close } = await openBenchDatabase(benchDataDir(options.folder, values.data));
  await seedDemo(db, { orders });
  await db.execute(sql`vacuum analyze`); // fresh statistics, as PostgreSQL's autovacuum keeps them
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const app = createApp(db, { log: () => undefined });
  const login = await app.request('/auth/sellers/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { db, close, app, headers: { authorization: `Bearer ${token}` }, orders, requests, seconds };
}
