import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors.ts';
import { loadAll } from './load-all.ts';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number, error: Error) => new Promise<never>((_resolve, reject) => setTimeout(() => reject(error), ms));

describe('loadAll', () => {
  it('answers every value in order', async () => {
    expect(await loadAll([later(5, 'a'), Promise.resolve(2)])).toEqual(['a', 2]);
  });

  it('rethrows a 404 even when another call failed first as an outage', async () => {
    const outage = new ApiError(503, 'down');
    const missing = new ApiError(404, 'Customer not found');
    await expect(loadAll([failLater(1, outage), failLater(10, missing)])).rejects.toBe(missing);
  });

  it('rethrows the first failure when none is a 404', async () => {
    const first = new ApiError(503, 'down');
    await expect(loadAll([Promise.reject(first), failLater(5, new Error('later'))])).rejects.toBe(first);
  });
});
