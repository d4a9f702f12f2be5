import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { keysetPaging } from './keyset-paging.ts';
import { COUNT_CAP } from '../../contract/list.ts';

/** Links as `?page=…&after=…` text, so the expectations read like the URLs. */
const href = (change: { page?: number; after?: string; before?: string }) =>
  `?${new URLSearchParams(Object.entries(change).map(([k, v]) => [k, String(v)])).toString()}`;
const noun: [string, string] = ['order', 'orders'];

describe('keysetPaging', () => {
  it('offers Next by cursor and Last from the end on the first page', () => {
    const paging = keysetPaging(
      { page: 1, limit: 20, before: '', fromEnd: false },
      { capped: false, count: 95, next: 'N', prev: null, rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(paging).toEqual({
      first: undefined,
      prev: undefined,
      next: '?after=N&page=2',
      last: '?before=end&page=5',
      label: 'Page 1 of 5',
      showing: 'Showing 1–20 of 95 orders',
    });
  });

  it('goes back by cursor, and to the plain first page from page 2', () => {
    const three = keysetPaging(
      { page: 3, limit: 20, before: '', fromEnd: false },
      { capped: false, count: 95, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect([three.first, three.prev, three.next, three.last]).toEqual([
      '?page=1',
      '?before=P&page=2',
      '?after=N&page=4',
      '?before=end&page=5',
    ]);
    expect(three.showing).toBe('Showing 41–60 of 95 orders');
    const two = keysetPaging(
      { page: 2, limit: 20, before: '', fromEnd: false },
      { capped: false, count: 95, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(two.prev).toBe('?page=1');
  });

  it('places a page read backwards from the end of the list', () => {
    const last = keysetPaging(
      { page: 5, limit: 20, before: 'end', fromEnd: false },
      { capped: false, count: 95, next: null, prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(last.showing).toBe('Showing 76–95 of 95 orders');
    expect([last.next, last.last]).toEqual([undefined, undefined]);
    const fourth = keysetPaging(
      { page: 4, limit: 20, before: 'X', fromEnd: true },
      { capped: false, count: 95, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(fourth.showing).toBe('Showing 56–75 of 95 orders');
  });

  it('keeps a page reached backwards from a start-aligned page counted from the start', () => {
    // Page 3 shows 41–60; its Previous reads the 20 rows before row 41, which are 21–40 (not 16–35).
    const three = keysetPaging(
      { page: 3, limit: 20, before: '', fromEnd: false },
      { capped: false, count: 95, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(three.prev).toBe('?before=P&page=2');
    const back = keysetPaging(
      { page: 2, limit: 20, before: 'P', fromEnd: false },
      { capped: false, count: 95, next: 'N', prev: 'Q', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(back.showing).toBe('Showing 21–40 of 95 orders');
  });

  it('marks the links of a page reached from Last, so the pages around it stay counted from the end', () => {
    const last = keysetPaging(
      { page: 5, limit: 20, before: 'end', fromEnd: false },
      { capped: false, count: 95, next: null, prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(last.prev).toBe('?before=P&page=4&fromEnd=true');
    const fourth = keysetPaging(
      { page: 4, limit: 20, before: '', fromEnd: true },
      { capped: false, count: 95, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(fourth.showing).toBe('Showing 56–75 of 95 orders');
    expect(fourth.next).toBe('?after=N&page=5&fromEnd=true');
  });

  it('says "10,000+" and leaves Last out when the count stopped at the cap', () => {
    const paging = keysetPaging(
      { page: 2000, limit: 20, before: '', fromEnd: false },
      { capped: true, count: COUNT_CAP + 1, next: 'N', prev: 'P', rows: 20 },
      href,
      noun,
      englishDisplay,
    );
    expect(paging.label).toBe('Page 2,000');
    expect(paging.last).toBeUndefined();
    expect(paging.showing).toBe('Showing 39,981–40,000 of 10,000+ orders');
  });

  it('keeps an exact count past the cap exact', () => {
    const paging = keysetPaging(
      { page: 1, limit: 20, before: '', fromEnd: false },
      { capped: false, count: 1_000_000, next: 'N', prev: null, rows: 20 },
      href,
      noun,
      displayFor('en', null, 'lakh'),
    );
    expect([paging.label, paging.showing]).toEqual(['Page 1 of 50,000', 'Showing 1–20 of 10,00,000 orders']);
  });

  it('writes its numbers in the reader’s digits and grouping', () => {
    const at = { page: 1, limit: 20, before: '', fromEnd: false };
    const answer = { capped: false, count: 1_000_000, next: 'N', prev: null, rows: 20 };
    const bangla = keysetPaging(at, answer, href, noun, displayFor('bn'));
    expect([bangla.label, bangla.showing]).toEqual(['Page ১ of ৫০,০০০', 'Showing ১–২০ of ১০,০০,০০০ orders']);
    expect(keysetPaging(at, answer, href, noun, englishDisplay).showing).toBe('Showing 1–20 of 1,000,000 orders');
  });

  it('says so when nothing matches', () => {
    expect(
      keysetPaging(
        { page: 1, limit: 20, before: '', fromEnd: false },
        { capped: false, count: 0, next: null, prev: null, rows: 0 },
        href,
        noun,
        englishDisplay,
      ).showing,
    ).toBe('No orders');
  });
});
