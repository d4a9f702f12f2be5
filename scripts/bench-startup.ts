/**
 * `npm run bench:startup`: how long the Store API takes to start and how much memory it holds, from the
 * TypeScript sources (`node api/src/cli.ts serve`) and from the bundle `npm start` runs (api/dist/cli.mjs, built
 * here when stale), on PGlite with the demo data. Prints, per way of starting, the median time from spawn to the
 * first HTTP answer, the resident memory (RSS) after a few idle seconds and the peak while starting.
 * Target (issue 16): start < 1 s, idle RSS < 200 MiB. With --dashboard DIST (a built dashboard, e.g. `dist`) it
 * also times the first /orders page of a freshly started dashboard and its RSS before and after.
 *
 *   node scripts/bench-startup.ts [--runs 5] [--idle 3] [--dashboard dist]
 *
 * The data folder is a temp dir (seeded by a first, untimed start; removed at the end).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { API_BUNDLE, apiBundleIsStale, buildApi } from './build-api.ts';
import { machineLine, signInCookie } from './bench-helpers.ts';
import { freePort } from './pg-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '3' },
    dashboard: { type: 'string' },
  },
});
const runs = Number(values.runs);
const idleMs = Number(values.idle) * 1000;
const root = new URL('..', import.meta.url).pathname;
const MiB = 1024 * 1024;

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: (kb('VmRSS') * 1024) / MiB, peak: (kb('VmHWM') * 1024) / MiB };
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function startApi(entry: string, dataDir: string) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry, 'serve'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), DATABASE_URL: '', API_WORKERS: '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForAnswer(`http://127.0.0.1:${port}/health`, child);
  return { child, port, startMs: performance.now() - t0 };
}

console.log(machineLine());
const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-startup-'));
try {
  if (apiBundleIsStale()) await buildApi();
  const ways = [
    { label: 'TypeScript sources (node api/src/cli.ts)', entry: join(root, 'api/src/cli.ts') },
    { label: 'bundle (node api/dist/cli.mjs, npm start)', entry: API_BUNDLE },
  ];
  // The first start adds the demo data (not timed): every timed start below opens the same seeded folder.
  const first = await startApi(ways[1]!.entry, dataDir);
  console.log(`first start with seeding of the demo data: ${(first.startMs / 1000).toFixed(1)} s`);
  await stop(first.child);

  for (const way of ways) {
    const starts: number[] = [];
    const idle: number[] = [];
    const peaks: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { child, startMs } = await startApi(way.entry, dataDir);
      await sleep(idleMs);
      const { rss, peak } = memory(child.pid!);
      await stop(child);
      starts.push(startMs);
      idle.push(rss);
      peaks.push(peak);
    }
    const s = median(starts);
    const r = median(idle);
    console.log(
      `${way.label.padEnd(44)} start ${s.toFixed(0).padStart(5)} ms (median of ${runs}), idle RSS ${r.toFixed(0).padStart(4)} MiB, peak ${median(peaks).toFixed(0).padStart(4)} MiB` +
        `  (targets < 1000 ms, < 200 MiB: ${s < 1000 && r < 200 ? 'met' : 'NOT met'})`,
    );
  }

  if (values.dashboard) {
    const dist = resolve(values.dashboard);
    const entry = join(dist, 'server/entry.mjs');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the dashboard first (astro build --outDir ${values.dashboard})`);
    const api = await startApi(API_BUNDLE, dataDir);
    const port = await freePort();
    const dashboard = spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_URL: `http://127.0.0.1:${api.port}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForAnswer(`${base}/build.json`, dashboard);
      await sleep(idleMs);
      const before = memory(dashboard.pid!).rss;
      const cookie = await signInCookie(base);
      const t = performance.now();
      const res = await fetch(`${base}/orders`, { headers: { cookie } });
      await res.text();
      const firstPage = performance.now() - t;
      if (res.status !== 200) throw new Error(`/orders → ${res.status}`);
      const after = memory(dashboard.pid!).rss;
      console.log(
        `fresh dashboard: first /orders page ${firstPage.toFixed(0)} ms; dashboard RSS ${before.toFixed(0)} MiB idle → ${after.toFixed(0)} MiB after it`,
      );
    } finally {
      await stop(dashboard);
      await stop(api.child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
