import { describe, expect, it } from 'vitest';
import { inventoryHref, readInventoryQuery, signed } from './inventory.ts';

describe('readInventoryQuery and inventoryHref', () => {
  it('falls back to defaults for anything unknown', () => {
    expect(readInventoryQuery(new URLSearchParams('stock=lots&sort=evil&page=0&hpage=x'))).toEqual({
      q: '',
      stock: 'all',
      sort: 'title',
      page: 1,
      hpage: 1,
    });
  });

  it('keeps a filtered stock view as a link and leaves defaults out', () => {
    const query = readInventoryQuery(new URLSearchParams('q=saree&stock=low&sort=-quantity&page=3&hpage=2'));
    expect(inventoryHref(query)).toBe('/settings/inventory?q=saree&stock=low&sort=-quantity&page=3&hpage=2');
    expect(inventoryHref(query, { stock: 'all', page: 1, hpage: 1 })).toBe('/settings/inventory?q=saree&sort=-quantity');
  });
});

describe('signed', () => {
  it.each([
    [5, '+5'],
    [-3, '−3'],
    [0, '0'],
  ])('%d → %s', (n, text) => {
    expect(signed(n)).toBe(text);
  });
});
