import { describe, expect, it } from 'vitest';
import { pageFromUrl } from './paging.ts';

const at = (query: string) => pageFromUrl(new URL(`http://haat.test/list${query}`));

describe('pageFromUrl', () => {
  it('reads a whole page number', () => {
    expect(at('?page=3')).toBe(3);
    expect(at('?q=x&page=12')).toBe(12);
  });

  it('falls back to the first page for a missing, zero, negative, fractional or non-numeric page', () => {
    for (const query of ['', '?page=', '?page=0', '?page=-2', '?page=1.5', '?page=two']) expect(at(query), query).toBe(1);
  });
});
