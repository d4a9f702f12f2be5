/**
 * `npm run bench:scale`: the Store API's orders list on PostgreSQL with 1 API worker and with 2 (API_WORKERS),
 * in one run: starts a throwaway PostgreSQL server (scripts/pg-server.ts, as `npm run test:pg` does), seeds the
 * demo data with --orders orders, then for each worker count starts `api/src/cli.ts serve`, loads it with
 * --connections concurrent keep-alive clients for --seconds, and prints req/s, p50, p95 and the ratio.
 * Target (issue 16): 2 workers ≥ 1.6 × the requests per second of 1.
 *
 *   node scripts/bench-scale.ts [--orders 4000] [--seconds 15] [--connections 8] [--workers 1,2] [--profile DIR] [--gzip] [--urls A,B] [--expect 200]
 *   DATABASE_URL=postgres://… node scripts/bench-scale.ts      # an existing server instead of a throwaway one
 *
 * PostgreSQL's CPU is that of the server on the database URL's port (its postmaster and backends), so other
 * PostgreSQL servers on the machine do not count. `--profile DIR` starts the API with `--cpu-prof` and writes its
 * .cpuprofile there (open it in Chrome DevTools or read it with scripts/profile-summary.ts). `--urls` loads other
 * paths than the six lists (comma-separated, e.g. `--urls /health` for the cost of an answer with one trivial
 * statement and no session; or one list alone, to see what a search costs); `--expect` is the status every answer
 * must have (`--urls /no-such-path --expect 404`: an answer through every middleware without the database). The CPU per
 * request is printed with its kernel part (system calls: the sockets to the clients and to PostgreSQL).
 *
 * The load generator runs in this process on the same machine: on 2 cores it takes CPU the workers would use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/platform/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../api/src/seed.ts';
import { machineLine, namedCpuMs, ownCpuMs, percentile, postmasterPid, processCpu, treeCpuMs } from './bench-helpers.ts';
import { freePort, startPgServer, type PgServer } from './pg-server.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '4000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '8' },
    workers: { type: 'string', default: '1,2' },
    profile: { type: 'string' },
    gzip: { type: 'boolean', default: false },
    urls: { type: 'string' },
    expect: { type: 'string', default: '200' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const workerCounts = values.workers.split(',').map(Number);
const expected = Number(values.expect);
const root = new URL('..', import.meta.url).pathname;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
/** The orders list as the dashboard asks for it: default, a tab, a filter, a sort, a search, a date range. */
const LISTS = [
  '/admin/orders?limit=20',
  '/admin/orders?status=pending&limit=20',
  '/admin/orders?status=delivered&method=cod&limit=20',
  '/admin/orders?payment=cod_pending&sort=-total&limit=20',
  `/admin/orders?from=${day(30)}&to=${day(0)}&limit=20`,
  '/admin/orders?q=rahman&limit=20',
];
const URLS = values.urls ? values.urls.split(',') : LISTS;

/**
 * The headers of the dashboard's Store API client (src/lib/api/client.ts): JSON, uncompressed over plain http.
 * `--gzip` asks for gzip as fetch does by default, i.e. as the dashboard did before it asked for identity.
 */
const HEADERS = { accept: 'application/json', 'accept-encoding': values.gzip ? 'gzip, deflate' : 'identity' };

function get(agent: Agent, port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { ...HEADERS, authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      // Any answer means it listens (as scripts/start.ts waits for it).
      await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start within 2 minutes');
}

/** CPU ms per request of the API (all its processes), PostgreSQL (every backend) and this load generator. */
type CpuPerRequest = { api: number; postgres: number; client: number; apiKernel: number; postgresKernel: number };
type Run = { workers: number; requests: number; perSecond: number; p50: number; p95: number; cpu: CpuPerRequest };

async function measure(databaseUrl: string, dataDir: string, workers: number): Promise<Run> {
  const port = await freePort();
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, 'api/src/cli.ts'), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_WORKERS: String(workers),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(port, child);
    const login = await fetch(`http://127.0.0.1:${port}/auth/sellers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    // Warm-up (plans, caches, every worker's connections), not measured.
    const warmUntil = Date.now() + 3000;
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        for (let i = c; Date.now() < warmUntil; i++) await get(agent, port, URLS[i % URLS.length]!, token);
      }),
    );
    const times: number[] = [];
    const cpuBefore = processCpu();
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        for (let i = c; performance.now() < until; i++) {
          const t = performance.now();
          const status = await get(agent, port, URLS[i % URLS.length]!, token);
          if (status !== expected) throw new Error(`${URLS[i % URLS.length]} → ${status}`);
          times.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = processCpu();
    agent.destroy();
    const perRequest = (ms: number) => ms / times.length;
    const postmaster = postmasterPid(Number(new URL(databaseUrl).port || 5432));
    const cpu = {
      api: perRequest(treeCpuMs(cpuBefore, cpuAfter, child.pid!)),
      postgres: perRequest(postmaster ? treeCpuMs(cpuBefore, cpuAfter, postmaster) : namedCpuMs(cpuBefore, cpuAfter, 'postgres')),
      client: perRequest(ownCpuMs(cpuBefore, cpuAfter, process.pid)),
      apiKernel: perRequest(treeCpuMs(cpuBefore, cpuAfter, child.pid!, 'sys')),
      postgresKernel: postmaster ? perRequest(treeCpuMs(cpuBefore, cpuAfter, postmaster, 'sys')) : Number.NaN,
    };
    return {
      workers,
      requests: times.length,
      perSecond: times.length / elapsed,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpu,
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

console.log(machineLine());
const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-scale-'));
process.env.DATA_DIR = dataDir;
let server: PgServer | undefined;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    server = await startPgServer();
    databaseUrl = server.url;
  }
  const started = Date.now();
  const database = await openDatabase({ databaseUrl });
  await seedDemo(database.db, { orders: Number(values.orders) });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(
    `PostgreSQL ${server ? `(throwaway, port ${server.port})` : '(DATABASE_URL)'} seeded with ${Number(values.orders).toLocaleString('en')} orders in Dhaka Crafts (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `${connections} concurrent clients for ${seconds} s per run, over ${values.urls ? URLS.join(' ') : `${URLS.length} orders-list queries`}, accept-encoding: ${HEADERS['accept-encoding']}\n`,
  );
  const runs: Run[] = [];
  for (const workers of workerCounts) {
    const run = await measure(databaseUrl, dataDir, workers);
    runs.push(run);
    console.log(
      `API_WORKERS=${workers}: ${String(run.requests).padStart(6)} requests, ${run.perSecond.toFixed(0).padStart(5)} req/s, p50 ${run.p50.toFixed(1).padStart(6)} ms, p95 ${run.p95.toFixed(1).padStart(6)} ms; ` +
        `CPU per request: API ${run.cpu.api.toFixed(2)} ms, PostgreSQL ${run.cpu.postgres.toFixed(2)} ms, load generator ${run.cpu.client.toFixed(2)} ms ` +
        `(in the kernel: API ${run.cpu.apiKernel.toFixed(2)} ms, PostgreSQL ${run.cpu.postgresKernel.toFixed(2)} ms)`,
    );
  }
  // CPU per request is what this benchmark is for, and other work on the machine inflates it: say how busy it was.
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)}`);
  const [first, last] = [runs[0], runs.at(-1)];
  if (first && last && first !== last) {
    const ratio = last.perSecond / first.perSecond;
    console.log(
      `\n${last.workers} workers vs ${first.workers}: ${ratio.toFixed(2)}× the requests per second (target ≥ 1.6×: ${ratio >= 1.6 ? 'met' : 'NOT met'})`,
    );
    // What the machine allows: each request needs api + postgres + client ms of CPU and all of them share the
    // same cores, so no number of workers serves more than cores × 1000 / that sum per second.
    const { api, postgres, client } = first.cpu;
    const cores = availableParallelism();
    const machine = (cores * 1000) / (api + postgres + client);
    const workersAlone = (last.workers * 1000) / api;
    console.log(
      `ceiling on this machine: ${cores} cores / (${api.toFixed(2)} + ${postgres.toFixed(2)} + ${client.toFixed(2)} ms of CPU per request) = ` +
        `${machine.toFixed(0)} req/s = ${(machine / first.perSecond).toFixed(2)}× the rate of ${first.workers}; ` +
        `${last.workers} workers' own CPU would serve ${workersAlone.toFixed(0)} req/s with the database and the load generator elsewhere`,
    );
  }
} finally {
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
