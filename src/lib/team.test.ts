import { describe, expect, it } from 'vitest';
import { chosenPermissions } from './team.ts';

const form = (keys: string[]) => {
  const data = new FormData();
  for (const key of keys) data.append('permissions', key);
  return data;
};

describe('chosenPermissions', () => {
  it('keeps what a failed post sent, even none', () => {
    expect(chosenPermissions(form(['files', 'orders']), new URLSearchParams('preset=order-desk'), ['my-shop'])).toEqual([
      'orders',
      'files',
    ]);
    expect(chosenPermissions(form([]), new URLSearchParams(), ['my-shop'])).toEqual([]);
  });

  it('fills a preset chosen with its button', () => {
    expect(chosenPermissions(null, new URLSearchParams('preset=order-desk&permissions=files'), ['my-shop'])).toEqual([
      'orders',
      'customers',
      'my-shop',
    ]);
  });

  it('keeps the ticked boxes of a GET with an unknown preset, else uses the fallback', () => {
    expect(chosenPermissions(null, new URLSearchParams('preset=nope&permissions=files'), ['my-shop'])).toEqual(['files']);
    expect(chosenPermissions(null, new URLSearchParams(), ['my-shop'])).toEqual(['my-shop']);
  });
});
