/**
 * Periodic jobs of the Store API (scheduled posts, unpaid orders that expire, payouts…).
 *
 * Every API worker runs the same jobs on its own timer. A job must therefore be safe to run in
 * several processes at once: it claims its rows in one statement (`UPDATE … WHERE status = 'due'
 * … RETURNING`, or `SELECT … FOR UPDATE SKIP LOCKED`), so each row is handled exactly once. State
 * lives in PostgreSQL, never in process memory. Tests call a job's `run` directly with a fixed `now`.
 */
import type { Db } from '../db/client.ts';
import type { Log } from '../env.ts';

export type Job = {
  /** Shown in the log, e.g. "publish scheduled posts". */
  name: string;
  /** How often a worker runs it. */
  everyMs: number;
  /** Does what is due at `now`; answers how many things it handled (for the log). */
  run: (db: Db, now: Date) => Promise<number>;
};

export type JobRunner = {
  /** Runs every job once now, in order (tests and `kick` after a write). */
  runAll: (now?: Date) => Promise<void>;
  /** Stops the timers and waits for the pass in progress. */
  stop: () => Promise<void>;
};

/**
 * Starts one timer per job; a failing pass is logged and retried at the next tick. The first pass runs after
 * `firstPassDelayMs` (default at once): the server waits a moment so its first requests do not queue behind
 * every job's first queries on PGlite's one connection.
 */
export function startJobs(db: Db, jobs: readonly Job[], options: { log?: Log; firstPassDelayMs?: number } = {}): JobRunner {
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let running: Promise<void> = Promise.resolve();

  const runOne = (job: Job, now: Date) =>
    job.run(db, now).then(
      (handled) => {
        if (handled > 0) options.log?.(`Job "${job.name}": ${handled} handled.`);
      },
      (error: unknown) => options.log?.(`Job "${job.name}" failed: ${error instanceof Error ? error.message : String(error)}`),
    );

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      running = running.then(() => runOne(job, new Date())).finally(() => schedule(job, job.everyMs));
    }, delayMs);
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, options.firstPassDelayMs ?? 0);

  return {
    runAll: async (now = new Date()) => {
      for (const job of jobs) await runOne(job, now);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}
