/** What the benchmark scripts share: the bench database, percentiles, the machine, signing in to a dashboard. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { openDatabase, type Database } from '../api/src/platform/db/client.ts';
import { DEMO_PASSWORD } from '../api/src/seed.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * The bench data folder: `--data`, else `<temp dir>/haat-bench-<name>` (kept between runs). Never inside the
 * repository: the demo files go to DATA_DIR/files, so DATA_DIR is pointed at the same folder before seeding.
 */
export function benchDataDir(name: string, data: string | undefined): string {
  const dir = resolve(data ?? join(tmpdir(), `haat-bench-${name}`));
  const inside = relative(repoRoot, dir);
  if (!inside.startsWith('..') && !inside.startsWith('/')) {
    throw new Error(`--data ${data} is inside the repository; pick a folder outside it (default: the temp dir)`);
  }
  process.env.DATA_DIR = dir;
  return dir;
}

/** The database a benchmark runs on: PostgreSQL when DATABASE_URL is set, else PGlite in `<dataDir>/pglite`. */
export function openBenchDatabase(dataDir: string): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
}

export const databaseKind = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/** One line naming the machine and how busy it is, printed with every benchmark's figures. */
export function machineLine(): string {
  const cpu = cpus();
  const [one] = loadavg();
  return `machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, load average ${one!.toFixed(2)} at start`;
}

/** The p-th percentile (nearest rank) of the timings, in any order. */
export function percentile(times: readonly number[], p: number): number {
  if (times.length === 0) return Number.NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Signs in as the demo owner through the dashboard's login form; returns the Cookie header to send. */
export async function signInCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/login?_action=auth.login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'owner@haat.test', password: DEMO_PASSWORD, next: '/' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('auth:token=')) throw new Error(`sign-in failed: ${login.status}`);
  return cookie;
}

/** Times `count` requests of one dashboard page (after a warm-up request); fails on anything but 200. */
export async function timePage(base: string, cookie: string, page: string, count: number): Promise<number[]> {
  await (await fetch(base + page, { headers: { cookie } })).text();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(base + page, { headers: { cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`${page} → ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * CPU time (ms) each live process has used so far, with its parent and name, read from /proc (Linux); `sys` is the
 * part spent in the kernel on its behalf (system calls: socket reads and writes).
 */
type ProcessCpu = { ppid: number; name: string; ms: number; sys: number };
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

export function processCpu(): Map<number, ProcessCpu> {
  const all = new Map<number, ProcessCpu>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid … utime stime": the name may hold spaces, so split after its closing parenthesis.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      all.set(Number(entry), {
        ppid: Number(fields[1]),
        name,
        ms: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS,
        sys: Number(fields[12]) * CLOCK_TICK_MS,
      });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return all;
}

/** The CPU ms that `pid` and its descendants used between two processCpu() snapshots. */
export function treeCpuMs(before: Map<number, ProcessCpu>, after: Map<number, ProcessCpu>, pid: number, part: 'ms' | 'sys' = 'ms'): number {
  const inTree = (p: number): boolean => {
    for (let at = p, hops = 0; at > 1 && hops < 64; at = after.get(at)?.ppid ?? 0, hops++) if (at === pid) return true;
    return false;
  };
  let ms = 0;
  for (const [p, now] of after) if (inTree(p)) ms += now[part] - (before.get(p)?.[part] ?? 0);
  return ms;
}

/** The CPU ms that the one process `pid` (not its children) used between two processCpu() snapshots. */
export function ownCpuMs(before: Map<number, ProcessCpu>, after: Map<number, ProcessCpu>, pid: number): number {
  return (after.get(pid)?.ms ?? 0) - (before.get(pid)?.ms ?? 0);
}

/** The CPU ms used between two snapshots by processes called `name` (e.g. every PostgreSQL backend). */
export function namedCpuMs(before: Map<number, ProcessCpu>, after: Map<number, ProcessCpu>, name: string): number {
  let ms = 0;
  for (const [p, now] of after) if (now.name === name) ms += now.ms - (before.get(p)?.ms ?? 0);
  return ms;
}

/**
 * The postmaster listening on `port` (its command line has `-p <port>`), so a benchmark counts the CPU of that
 * server's backends only, not of every PostgreSQL on a shared machine; undefined when none is found.
 */
export function postmasterPid(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!/(^|\/)postgres$/.test(args[0] ?? '')) continue;
      const at = args.indexOf('-p');
      if (at > 0 && args[at + 1] === String(port)) return Number(entry);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return undefined;
}

/**
 * The process listening on TCP `port` (Linux: the socket's inode in /proc/net/tcp{,6}, then the process holding a
 * descriptor to it), so a benchmark can count a dashboard's or an API's own CPU; undefined when none is found (or
 * the listener belongs to another user).
 */
export function listenerPid(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let rows: string[];
    try {
      rows = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const row of rows) {
      // "sl local_address rem_address st … inode": state 0A is LISTEN.
      const cols = row.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`))?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      }
    } catch {
      // the process ended, or is not ours to read
    }
  }
  return undefined;
}
