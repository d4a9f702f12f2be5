import { describe, expect, it } from 'vitest';
import { workerCount } from './workers.ts';

const PG = 'postgres://haat@127.0.0.1:5432/haat';

describe('workerCount (API_WORKERS)', () => {
  it('defaults to one worker per core on PostgreSQL and one on PGlite', () => {
    expect(workerCount({ DATABASE_URL: PG }, 4)).toBe(4);
    expect(workerCount({}, 4)).toBe(1);
  });

  it('takes API_WORKERS when set', () => {
    expect(workerCount({ DATABASE_URL: PG, API_WORKERS: '2' }, 8)).toBe(2);
    expect(workerCount({ API_WORKERS: '1' }, 8)).toBe(1);
  });

  it('refuses anything but a whole number of at least 1, and several workers on PGlite', () => {
    expect(() => workerCount({ DATABASE_URL: PG, API_WORKERS: '0' }, 2)).toThrow(/whole number/);
    expect(() => workerCount({ DATABASE_URL: PG, API_WORKERS: 'many' }, 2)).toThrow(/whole number/);
    expect(() => workerCount({ API_WORKERS: '2' }, 2)).toThrow(/needs DATABASE_URL/);
  });
});
