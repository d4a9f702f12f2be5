import { describe, expect, it } from 'vitest';
import { customersHref, isFiltered, pageCount, readCustomersQuery, showing, toApiFilters } from './customers.ts';

const read = (search: string) => readCustomersQuery(new URLSearchParams(search));

describe('readCustomersQuery', () => {
  it('falls back to the defaults', () => {
    expect(read('')).toEqual({ q: '', hasOrders: '', tag: '', sort: '-last_order', page: 1 });
  });

  it('reads every filter', () => {
    expect(read('q=%20rahim%20&hasOrders=yes&tag=vip&sort=-total_spent&page=3')).toEqual({
      q: 'rahim',
      hasOrders: 'yes',
      tag: 'vip',
      sort: '-total_spent',
      page: 3,
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

  it.each([
    [1, 20, 0, 'No customers'],
    [1, 20, 5, 'Showing 1–5 of 5'],
    [2, 20, 45, 'Showing 21–40 of 45'],
    [9, 20, 45, 'Page 9 is past the end of 45'],
  ])('page %i of size %i with %i rows says %j', (page, size, count, text) => {
    expect(showing(page, size, count)).toBe(text);
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(read('sort=name'))).toBe(false);
    expect(isFiltered(read('hasOrders=no'))).toBe(true);
  });
});
