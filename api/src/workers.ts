/**
 * API workers (`API_WORKERS`): with PostgreSQL the Store API is stateless (sessions, rate limits, the outbox and
 * the jobs' claims live in the database), so `serve` runs one worker process per core behind one port
 * (node:cluster). PGlite is one process by design: it always runs one.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Log } from './platform/env.ts';

/**
 * How many workers `serve` runs: API_WORKERS when set (a whole number ≥ 1), else the number of cores with
 * DATABASE_URL and 1 on PGlite. PGlite with more than one is refused with a clear message.
 */
export function workerCount(
  env: { API_WORKERS?: string | undefined; DATABASE_URL?: string | undefined },
  cores = availableParallelism(),
): number {
  const raw = env.API_WORKERS?.trim();
  if (!raw) return env.DATABASE_URL ? Math.max(1, cores) : 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`API_WORKERS needs a whole number of at least 1, got "${raw}"`);
  if (n > 1 && !env.DATABASE_URL) {
    throw new Error('API_WORKERS above 1 needs DATABASE_URL: PGlite is one process (its data folder cannot be shared)');
  }
  return n;
}

/**
 * The primary process of a multi-worker `serve`: forks `count` workers (each runs `serve` itself and listens on
 * the shared port), replaces one that dies unexpectedly, and on SIGINT/SIGTERM stops them all and exits.
 */
export function runPrimary(count: number, log: Log): void {
  let stopping = false;
  const fork = () => cluster.fork({ API_WORKER: '1' });
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another.`);
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${count} workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
