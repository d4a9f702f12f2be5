import { describe, expect, it } from 'vitest';
import { customersHref, isFiltered, pageCount, readCustomersQuery, toApiFilters, toApiPosition } from './customers.ts';

const read = (search: string) => readCustomersQuery(new URLSearchParams(search));

describe('readCustomersQuery', () => {
  it('falls back to the defaults', () => {
    expect(read('')).toEqual({ q: '', hasOrders: '', tag: '', sort: '-last_order', page: 1, after: '', before: '', fromEnd: false });
  });

  it('reads every filter', () => {
    expect(read('q=%20rahim%20&hasOrders=yes&tag=vip&sort=-total_spent&page=3')).toEqual({
      q: 'rahim',
      hasOrders: 'yes',
      tag: 'vip',
      sort: '-total_spent',
      page: 3,
      after: '',
      before: '',
      fromEnd: false,
    });
  });

  it.each(['hasOrders=maybe', 'sort=drop', 'page=-1', 'page=1.5', 'page=abc'])('ignores the unknown %s', (search) => {
    expect(read(search)).toEqual(read(''));
  });
});

describe('customersHref', () => {
  const query = read('q=rahim&tag=vip&page=2');

  it('keeps the filters and changes what is asked', () => {
    expect(customersHref(query, { page: 3 })).toBe('/customers?q=rahim&tag=vip&page=3');
  });

  it('leaves defaults out', () => {
    expect(customersHref(read(''))).toBe('/customers');
    expect(customersHref(query, { q: '', tag: '', page: 1 })).toBe('/customers');
  });

  it('keeps a cursor for the same page, drops it for any change, and sends it instead of the page', () => {
    const at = read('q=rahim&page=4&after=abc-_1');
    expect(customersHref(at)).toBe('/customers?q=rahim&page=4&after=abc-_1');
    expect(customersHref(at, { before: 'xyz', page: 3 })).toBe('/customers?q=rahim&page=3&before=xyz');
    expect(customersHref(at, { sort: 'name', page: 1 })).toBe('/customers?q=rahim&sort=name');
    expect(toApiPosition(at)).toEqual({ after: 'abc-_1' });
    expect(toApiPosition(read('page=2'))).toEqual({ page: 2 });
    expect(read('before=%3Cb%3E').before).toBe('');
  });

  it('adds extra parameters (the CSV link)', () => {
    expect(customersHref(query, { page: 1 }, { format: 'csv' })).toBe('/customers?q=rahim&tag=vip&format=csv');
  });
});

describe('list helpers', () => {
  it('sends only the filters that are set', () => {
    expect(toApiFilters(read('tag=vip'))).toEqual({ q: undefined, hasOrders: undefined, tag: 'vip', sort: '-last_order' });
  });

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
  ])('counts %i rows as pages of %i: %i', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(read('sort=name'))).toBe(false);
    expect(isFiltered(read('hasOrders=no'))).toBe(true);
  });
});
