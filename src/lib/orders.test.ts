import { describe, expect, it } from 'vitest';
import { addressLine, ordersHref, readIds, readOrdersQuery, readPaperSize, toApiQuery } from './orders.ts';

const read = (search: string) => readOrdersQuery(new URLSearchParams(search));

describe('readOrdersQuery', () => {
  it('defaults to the newest 20 orders of every status', () => {
    expect(read('')).toEqual({
      status: '',
      payment: '',
      method: '',
      from: '',
      to: '',
      q: '',
      needsCall: false,
      sort: '-placed_at',
      page: 1,
      limit: 20,
      after: '',
      before: '',
      fromEnd: false,
    });
  });

  it('reads every filter from the URL', () => {
    expect(
      read(
        'status=shipped&payment=cod_pending&method=cod&from=2026-01-01&to=2026-01-31&q=%20rahim%20&needsCall=true&sort=-total&page=3&limit=50',
      ),
    ).toEqual({
      status: 'shipped',
      payment: 'cod_pending',
      method: 'cod',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'rahim',
      needsCall: true,
      sort: '-total',
      page: 3,
      limit: 50,
      after: '',
      before: '',
      fromEnd: false,
    });
  });

  it.each(['status=lost', 'payment=maybe', 'method=cash', 'from=yesterday', 'sort=price', 'page=-1', 'page=x', 'limit=7'])(
    'ignores the unknown value in %s',
    (search) => {
      const defaults = read('');
      expect(read(search)).toEqual(defaults);
    },
  );
});

describe('ordersHref', () => {
  const base = read('status=pending&q=01711&page=4');

  it('round-trips a state through its URL', () => {
    const state = read('status=shipped&payment=paid&method=bkash&from=2026-01-01&to=2026-01-31&q=rahim&sort=total&page=2&limit=100');
    expect(read(ordersHref(state).split('?')[1] ?? '')).toEqual(state);
  });

  it('leaves defaults out', () => {
    expect(ordersHref(read(''))).toBe('/orders');
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    expect(ordersHref(base, { status: 'shipped' })).toBe('/orders?status=shipped&q=01711');
    expect(ordersHref(base, { page: 5 })).toBe('/orders?status=pending&q=01711&page=5');
  });
});

describe('ordersHref with cursors', () => {
  it('keeps the cursor for the same page and drops it for any change', () => {
    const at = read('status=pending&page=3&after=abc_-1');
    expect(at.after).toBe('abc_-1');
    expect(ordersHref(at)).toBe('/orders?status=pending&page=3&after=abc_-1');
    expect(ordersHref(at, { before: 'xyz', page: 2 })).toBe('/orders?status=pending&page=2&before=xyz');
    expect(ordersHref(at, { page: 1 })).toBe('/orders?status=pending');
    expect(ordersHref(at, { status: 'shipped' })).toBe('/orders?status=shipped');
  });

  it('drops a cursor that is not one and sends a cursor instead of the page number', () => {
    expect(read('after=%3Cscript%3E').after).toBe('');
    expect(read('before=end').before).toBe('end');
    expect(toApiQuery(read('page=4&after=abc'))).toMatchObject({ after: 'abc' });
    expect(toApiQuery(read('page=4&after=abc'))).not.toHaveProperty('page');
  });
});

describe('ordersHref from the end', () => {
  it('marks a cursor page reached from Last with end=1, and forgets it when a filter changes', () => {
    const last = read('before=end&page=5');
    const fourth = ordersHref(last, { before: 'abc', page: 4, fromEnd: true });
    expect(fourth).toBe('/orders?page=4&before=abc&end=1');
    const there = read(fourth.split('?')[1]!);
    expect(there.fromEnd).toBe(true);
    expect(ordersHref(there, { q: 'rahim' })).toBe('/orders?q=rahim');
    expect(ordersHref(last)).toBe('/orders?page=5&before=end');
  });
});

describe('toApiQuery', () => {
  it('leaves blank filters out', () => {
    expect(toApiQuery(read('status=pending'))).toEqual({
      status: 'pending',
      payment: undefined,
      method: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      sort: '-placed_at',
      page: 1,
      limit: 20,
    });
  });
});

describe('small helpers', () => {
  it('joins an address on one line', () => {
    expect(addressLine({ line1: 'House 4, Road 27', area: 'Dhanmondi', district: 'Dhaka', postcode: '1205' })).toBe(
      'House 4, Road 27, Dhanmondi, Dhaka 1205',
    );
  });

  it('reads the paper size, A4 by default', () => {
    expect(readPaperSize(new URLSearchParams('size=80mm'))).toBe('80mm');
    expect(readPaperSize(new URLSearchParams('size=letter'))).toBe('a4');
  });

  it('reads ids from commas and repeated keys without duplicates', () => {
    expect(readIds(new URLSearchParams('ids=a,b&ids=b&ids=c'))).toEqual(['a', 'b', 'c']);
  });
});
