import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { startJobs, type Job } from './scheduler.ts';

const db = {} as Db;

describe('startJobs', () => {
  it('runs every job at start and again on its interval, until stopped', async () => {
    const runs: string[] = [];
    const job: Job = { name: 'count', everyMs: 5, run: async () => (runs.push('count'), 0) };
    const runner = startJobs(db, [job]);
    await expect.poll(() => runs.length).toBeGreaterThanOrEqual(2);
    await runner.stop();
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs.length).toBe(after);
  });

  it('logs a failing job and what a job handled, and keeps running the others', async () => {
    const lines: string[] = [];
    const failing: Job = { name: 'broken', everyMs: 60_000, run: () => Promise.reject(new Error('boom')) };
    const working: Job = { name: 'publish', everyMs: 60_000, run: async () => 3 };
    const runner = startJobs(db, [failing, working], { log: (line) => lines.push(line) });
    await runner.stop();
    await runner.runAll(new Date('2026-11-22T00:00:00Z'));
    expect(lines).toContain('Job "broken" failed: boom');
    expect(lines).toContain('Job "publish": 3 handled.');
  });

  it('passes the given time to runAll jobs', async () => {
    const seen: Date[] = [];
    const job: Job = { name: 'clock', everyMs: 1000, run: async (_db, now) => (seen.push(now), 0) };
    const runner = startJobs(db, [job]);
    await runner.stop();
    const now = new Date('2026-01-01T06:00:00Z');
    await runner.runAll(now);
    expect(seen.at(-1)).toEqual(now);
  });
});
