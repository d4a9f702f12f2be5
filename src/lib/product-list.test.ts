import { describe, expect, it } from 'vitest';
import { productsHref, readProductsQuery, toApiQuery } from './product-list.ts';

describe('readProductsQuery', () => {
  it('falls back to defaults for values it does not know', () => {
    expect(readProductsQuery(new URLSearchParams('status=gone&stock=x&sort=colour&page=-2&limit=7'))).toEqual({
      q: '',
      status: '',
      collection: '',
      stock: '',
      sort: '-newest',
      page: 1,
      limit: 25,
    });
  });

  it('keeps valid filters and round-trips through productsHref', () => {
    const href = '/products?q=saree&status=active&stock=low&sort=price&limit=50&page=2';
    const q = readProductsQuery(new URL(href, 'http://x').searchParams);
    expect(productsHref(q)).toBe(href);
    expect(productsHref(q, { page: 1 })).toBe('/products?q=saree&status=active&stock=low&sort=price&limit=50');
    expect(toApiQuery(q)).toEqual({ q: 'saree', status: 'active', stock: 'low', sort: 'price', page: 2, limit: 50 });
  });
});
