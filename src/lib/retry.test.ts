import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, RETRY_STATUSES, isIdempotent, shouldRetry } from './retry.ts';

const idempotent = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'];
const unsafe = ['POST', 'PATCH'];
const retryable = [408, 409, 425, 429, 500, 502, 503, 504];
const final = [400, 401, 403, 404, 422, 501];

const cases: [string, number | null, number, boolean][] = [];
for (const method of [...idempotent, ...unsafe]) {
  for (const status of [...retryable, ...final, null]) {
    for (const retriesSoFar of [0, 1]) {
      const expected = idempotent.includes(method) && retriesSoFar === 0 && (status === null || retryable.includes(status));
      cases.push([method, status, retriesSoFar, expected]);
    }
  }
}

describe('shouldRetry', () => {
  it.each(cases)('%s answered %s after %i retries → retry is %s', (method, status, retriesSoFar, expected) => {
    expect(shouldRetry(method, status, retriesSoFar)).toBe(expected);
  });

  it('retries once at most', () => {
    expect(MAX_RETRIES).toBe(1);
    expect(shouldRetry('GET', 503, 2)).toBe(false);
  });

  it('lists exactly the "try again" statuses', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([...retryable].sort());
  });

  it('treats a missing method as GET', () => {
    expect(shouldRetry(undefined, 503, 0)).toBe(true);
  });

  it('never retries a success', () => {
    expect(shouldRetry('GET', 200, 0)).toBe(false);
  });
});

describe('isIdempotent', () => {
  const table: [string, boolean][] = [
    ...idempotent.map((method): [string, boolean] => [method, true]),
    ...unsafe.map((method): [string, boolean] => [method, false]),
    ['get', true],
    ['post', false],
  ];
  it.each(table)('%s is idempotent: %s', (method, expected) => {
    expect(isIdempotent(method)).toBe(expected);
  });
});
