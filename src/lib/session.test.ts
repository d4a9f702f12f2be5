import { describe, expect, it } from 'vitest';
import type { ShopListEntry } from './api/sellers.ts';
import { chooseActiveShop } from './session.ts';

const shop = (shopId: string): ShopListEntry => ({ shopId, name: `Shop ${shopId}`, isShopAdmin: true, permissions: [] });
const shops = [shop('a'), shop('b'), shop('c')];

describe('chooseActiveShop', () => {
  it.each([
    ['the remembered shop when it is still in the list', shops, 'b', 'b'],
    ['the first shop when none is remembered', shops, undefined, 'a'],
    ['the first shop when the remembered one is gone', shops, 'zz', 'a'],
    ['the first shop for an empty remembered id', shops, '', 'a'],
    ['the only shop', [shop('x')], 'x', 'x'],
  ])('picks %s', (_label, list, stored, expected) => {
    expect(chooseActiveShop(list, stored)?.shopId).toBe(expected);
  });

  it('is null for a user without shops', () => {
    expect(chooseActiveShop([], 'a')).toBeNull();
    expect(chooseActiveShop([], undefined)).toBeNull();
  });
});
