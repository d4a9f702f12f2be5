/**
 * `npm run api -- <command>`:
 *   serve                              API on API_HOST:API_PORT (127.0.0.1:4322); Ctrl-C stops it cleanly;
 *                                      API_WORKERS processes (default: one per core with DATABASE_URL, 1 on PGlite)
 *   migrate                            apply migrations and exit
 *   seed [--products N] [--orders N]   add the demo data that is missing
 *   impersonate <email>                print a one-time sign-in link (15 minutes)
 *   storage-copy [--to bucket|folder]  copy stored files from DATA_DIR/files to S3_BUCKET (or back); skips what is
 *                [--dir PATH]          there already, so it resumes and may run twice (platform/storage/copy.ts)
 * Data: PGlite in DATA_DIR/pglite (DATA_DIR default .data), or PostgreSQL when DATABASE_URL is set.
 */
import './platform/startup-trace.ts';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLoginLink } from './domains/auth/login-links.ts';
import { readControlFile, requestLoginLink } from './control.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDemo } from './seed.ts';
import { prepareDatabase, startApiServer } from './server.ts';
import { runPrimary, workerCount } from './workers.ts';
import { ensureVapidEnv } from './platform/push/vapid.ts';
import { startupPhase } from './platform/startup-trace.ts';

startupPhase('modules loaded');

const dataDir = process.env.DATA_DIR || '.data';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dashboardUrl = (process.env.DASHBOARD_URL ?? 'http://localhost:4321').replace(/\/+$/, '');
const USAGE =
  'Usage: node api/src/cli.ts serve | migrate | seed [--products N] [--orders N] | impersonate <email> | storage-copy [--to bucket|folder] [--dir PATH]';

const open = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number, got "${value}"`);
  return n;
}

async function serveCommand() {
  const port = Number(process.env.API_PORT || 4322);
  const host = process.env.API_HOST || '127.0.0.1';
  const log = (line: string) => console.log(`[api] ${line}`);
  const workers = workerCount(process.env);
  // Push keys for this run when VAPID_* are unset, made before forking so every worker signs with the same pair.
  if (cluster.isPrimary && ensureVapidEnv(process.env)) log('VAPID_PUBLIC_KEY is not set: push keys made for this run.');
  if (databaseUrl && workers > 1 && cluster.isPrimary) {
    // Migrations and the demo data once, before any worker starts; then the workers share the port.
    await prepareDatabase({ databaseUrl, log });
    runPrimary(workers, log);
    log(`Store API starting ${workers} workers on ${host}:${port} (API_WORKERS)`);
    return;
  }
  const server = await startApiServer({
    port,
    host,
    dataDir,
    databaseUrl,
    prepare: !cluster.isWorker,
    ...(cluster.isWorker ? { log: (line: string) => console.log(`[api ${process.pid}] ${line}`) } : {}),
  });
  console.log(`[api${cluster.isWorker ? ` ${process.pid}` : ''}] Store API listening on ${server.url}`);
  const stop = (signal: string) => {
    console.log(`[api] ${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { products: { type: 'string' }, orders: { type: 'string' }, to: { type: 'string' }, dir: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'serve':
      return serveCommand();
    case 'migrate': {
      const { close } = await open();
      await close();
      console.log('Migrations applied.');
      return;
    }
    case 'seed': {
      const options = { products: count(values.products, '--products'), orders: count(values.orders, '--orders') };
      const { db, close } = await open();
      try {
        await seedDemo(db, options);
      } finally {
        await close();
      }
      console.log('Demo data is in place (owner@haat.test, staff@haat.test, lapsed@haat.test; password demo1234).');
      return;
    }
    case 'impersonate': {
      const email = rest[0]?.trim().toLowerCase();
      if (!email) throw new Error('impersonate needs an email: impersonate owner@haat.test');
      // A running server holds the PGlite folder: ask it (control.ts) instead of opening it.
      const control = databaseUrl ? null : readControlFile(dataDir);
      const served = control ? await requestLoginLink(control, email) : null;
      if (served) {
        // The server knows the dashboard it runs beside (npm start sets its DASHBOARD_URL); this shell may not.
        console.log(process.env.DASHBOARD_URL ? `${dashboardUrl}/login?token=${served.token}` : served.link);
        return;
      }
      const { db, close } = await open();
      try {
        const token = await createLoginLink(db, email);
        if (!token) throw new Error(`No seller with the email ${email}`);
        console.log(`${dashboardUrl}/login?token=${token}`);
      } finally {
        await close();
      }
      return;
    }
    case 'storage-copy': {
      const { storageCopyCommand } = await import('./platform/storage/copy.ts');
      const summary = await storageCopyCommand({ to: values.to, dir: values.dir });
      if (summary.failed) process.exitCode = 1;
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
