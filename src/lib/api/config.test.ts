import { describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, API_URL } from 'astro:env/server';

describe('astro:env server fields in unit tests', () => {
  it('resolve API_URL, defaulting to the local Store API', () => {
    expect(API_URL).toBe(process.env.API_URL ?? 'http://127.0.0.1:4322');
  });

  it('resolve API_TIMEOUT_MS as a number', () => {
    expect(API_TIMEOUT_MS).toBe(Number(process.env.API_TIMEOUT_MS ?? 10_000));
  });
});
