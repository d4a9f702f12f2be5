/**
 * `npm run bench:startup`: how long the Store API takes to start and how much memory it holds, run as `npm start`
 * runs it (the bundle api/dist/cli.mjs, built here when stale, with API_NODE_ARGS and Node's compile cache) on
 * PGlite with the demo data. Per start it reads the phases the API prints with HAAT_STARTUP_TRACE=1
 * (api/src/platform/startup-trace.ts: bundle loaded, PGlite ready, migrations and seed checked, listening) and
 * prints the median wall and CPU time of each (CPU time is less disturbed by other processes on a busy machine),
 * the time to the first answer and to the first signed-in GET /admin/orders, the resident memory (RSS) after
 * --idle seconds and the peak. Target (issue 16): start < 1 s, idle RSS < 200 MiB.
 *
 *   node scripts/bench-startup.ts [--runs 5] [--idle 5] [--sources] [--pg] [--dashboard dist]
 *
 * --sources also starts the TypeScript sources (node api/src/cli.ts; slow). --pg runs on DATABASE_URL instead of
 * PGlite. --dashboard DIST (a built dashboard, e.g. `dist`) also times the first /orders page of a freshly
 * started dashboard (signed in) and its RSS before and after. The PGlite data folder is a temp dir (seeded by a
 * first, untimed start; removed at the end).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { API_BUNDLE, API_NODE_ARGS, apiBundleIsStale, apiNodeEnv, buildApi } from './build-api.ts';
import { machineLine, signInCookie } from './bench-helpers.ts';
import { freePort } from './pg-server.ts';
import { DEMO_PASSWORD } from '../api/src/seed.ts';
import type { StartupPhase } from '../api/src/platform/startup-trace.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '5' },
    sources: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    dashboard: { type: 'string' },
  },
});
const runs = Number(values.runs);
const idleMs = Number(values.idle) * 1000;
const root = new URL('..', import.meta.url).pathname;
const MiB = 1024 * 1024;
const databaseUrl = values.pg ? process.env.DATABASE_URL : '';
if (values.pg && !databaseUrl) throw new Error('--pg needs DATABASE_URL');

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: (kb('VmRSS') * 1024) / MiB, peak: (kb('VmHWM') * 1024) / MiB };
}

/** Waits for any HTTP answer (the API has no /health route: a 404 is an answer). */
async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(2000) })).text();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

type Way = { label: string; args: string[]; env: Record<string, string> };

/** Starts the API, collecting its start-up phases; resolves at its first answer. */
async function startApi(way: Way, dataDir: string) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...way.args, 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      ...way.env,
      HAAT_STARTUP_TRACE: '1',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      API_WORKERS: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const phases: StartupPhase[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (line.startsWith('[startup] ')) phases.push(JSON.parse(line.slice(10)) as StartupPhase);
    else process.stderr.write(`${line}\n`);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${base}/health`, child);
  const firstAnswerMs = performance.now() - t0;
  return { child, base, phases, firstAnswerMs, t0 };
}

/** Signs in through the Store API and reads the first orders page; ms since spawn when it answered 200. */
async function firstOrders(base: string, t0: number): Promise<number> {
  const login = await fetch(`${base}/auth/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const orders = await fetch(`${base}/admin/orders?limit=20`, { headers: { authorization: `Bearer ${token}` } });
  await orders.text();
  if (orders.status !== 200) throw new Error(`GET /admin/orders → ${orders.status}`);
  return performance.now() - t0;
}

const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
const mib = (n: number) => `${(n / MiB).toFixed(0).padStart(4)} MiB`;

console.log(machineLine());
console.log(
  `database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite with the demo data'}; ${runs} starts each, idle RSS after ${idleMs / 1000} s`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-startup-'));
try {
  if (apiBundleIsStale()) await buildApi();
  const bundle: Way = {
    label: `bundle (node ${API_NODE_ARGS.join(' ')} api/dist/cli.mjs, npm start)`,
    args: [...API_NODE_ARGS, API_BUNDLE],
    env: apiNodeEnv(),
  };
  const ways: Way[] = [bundle];
  if (values.sources) ways.push({ label: 'TypeScript sources (node api/src/cli.ts)', args: [join(root, 'api/src/cli.ts')], env: {} });
  // The first start adds the demo data and fills the compile cache (not timed).
  const first = await startApi(bundle, dataDir);
  console.log(`first start with seeding of the demo data: ${(first.firstAnswerMs / 1000).toFixed(1)} s`);
  await stop(first.child);

  for (const way of ways) {
    const all: { phases: StartupPhase[]; firstAnswer: number; firstOrders: number; idle: number; peak: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const { child, base, phases, firstAnswerMs, t0 } = await startApi(way, dataDir);
      const ordersMs = await firstOrders(base, t0);
      await sleep(idleMs);
      const { rss, peak } = memory(child.pid!);
      await stop(child);
      all.push({ phases, firstAnswer: firstAnswerMs, firstOrders: ordersMs, idle: rss, peak });
    }
    console.log(`\n${way.label}`);
    console.log(
      `  ${'phase (each: median of the time since the previous one)'.padEnd(58)}      wall       CPU    RSS after  heap  external`,
    );
    const names = all[0]!.phases.map((p) => p.phase);
    for (const [k, name] of names.entries()) {
      const pick = (f: (p: StartupPhase, prev: StartupPhase | undefined) => number) =>
        median(all.map(({ phases }) => f(phases[k]!, k > 0 ? phases[k - 1] : undefined)));
      const wall = pick((p, prev) => p.wallMs - (prev?.wallMs ?? 0));
      const cpu = pick((p, prev) => p.cpuMs - (prev?.cpuMs ?? 0));
      const label = k === 0 ? `node started, bundle parsed → ${name}` : name;
      console.log(
        `  ${label.padEnd(58)} ${ms(wall)}  ${ms(cpu)}  ${mib(pick((p) => p.rss))}  ${mib(pick((p) => p.heapUsed))} ${mib(pick((p) => p.external))}`,
      );
    }
    const last = names.length - 1;
    const listenWall = median(all.map(({ phases }) => phases[last]!.wallMs));
    const listenCpu = median(all.map(({ phases }) => phases[last]!.cpuMs));
    const firstAnswer = median(all.map((r) => r.firstAnswer));
    const idle = median(all.map((r) => r.idle));
    console.log(`  ${'total to listening'.padEnd(58)} ${ms(listenWall)}  ${ms(listenCpu)}`);
    console.log(
      `  first answer ${firstAnswer.toFixed(0)} ms after spawn; first signed-in GET /admin/orders 200 after ${median(all.map((r) => r.firstOrders)).toFixed(0)} ms`,
    );
    console.log(
      `  idle RSS ${idle.toFixed(0)} MiB, peak RSS ${median(all.map((r) => r.peak)).toFixed(0)} MiB` +
        `  (targets: start < 1000 ms, idle < 200 MiB: ${firstAnswer < 1000 && idle < 200 ? 'met' : 'NOT met'})`,
    );
  }

  if (values.dashboard) {
    const dist = resolve(values.dashboard);
    const entry = join(dist, 'server/entry.mjs');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the dashboard first (astro build --outDir ${values.dashboard})`);
    const api = await startApi(bundle, dataDir);
    const port = await freePort();
    const t0 = performance.now();
    const dashboard = spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_URL: api.base },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForAnswer(`${base}/build.json`, dashboard);
      const started = performance.now() - t0;
      await sleep(idleMs);
      const before = memory(dashboard.pid!).rss;
      const cookie = await signInCookie(base);
      const t = performance.now();
      const res = await fetch(`${base}/orders`, { headers: { cookie } });
      await res.text();
      const firstPage = performance.now() - t;
      if (res.status !== 200) throw new Error(`/orders → ${res.status}`);
      const after = memory(dashboard.pid!).rss;
      const t2 = performance.now();
      await (await fetch(`${base}/orders`, { headers: { cookie } })).text();
      const secondPage = performance.now() - t2;
      console.log(
        `\nfresh dashboard (${values.dashboard}): answered after ${started.toFixed(0)} ms; first signed-in /orders page ${firstPage.toFixed(0)} ms (the next one ${secondPage.toFixed(0)} ms);` +
          ` dashboard RSS ${before.toFixed(0)} MiB idle → ${after.toFixed(0)} MiB after it, peak ${memory(dashboard.pid!).peak.toFixed(0)} MiB`,
      );
    } finally {
      await stop(dashboard);
      await stop(api.child);
    }
  }
  console.log(`\nload average at the end: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
