import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/errors.ts';
import { sellersApi, type ShopListEntry } from './api/sellers.ts';
import { subscriptionApi } from './api/subscription.ts';
import { chooseActiveShop, loadSession } from './session.ts';

vi.mock('./api/sellers.ts', () => ({ sellersApi: { user: vi.fn(), shopList: vi.fn(), changeShop: vi.fn() } }));
vi.mock('./api/subscription.ts', () => ({ subscriptionApi: { active: vi.fn() } }));
vi.mock('./api/apps.ts', () => ({ appsApi: { installed: vi.fn().mockResolvedValue([]) } }));

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

describe('loadSession and its 5-second cache', () => {
  const user = (activeShopId: string | null) => ({
    id: 'u1',
    name: 'Rina',
    email: 'rina@example.com',
    phone: '',
    activeShopId,
    language: 'en' as const,
    digits: null,
    grouping: null,
  });

  beforeEach(() => {
    vi.mocked(sellersApi.user).mockReset().mockResolvedValue(user('a'));
    vi.mocked(sellersApi.shopList)
      .mockReset()
      .mockResolvedValue([shop('a')]);
    vi.mocked(sellersApi.changeShop).mockReset().mockResolvedValue({ shopId: 'a' });
    vi.mocked(subscriptionApi.active).mockReset().mockResolvedValue(null);
  });

  it('asks for the shop list once within the cache time', async () => {
    await loadSession('token-1', 'a');
    await loadSession('token-1', 'a');
    expect(sellersApi.shopList).toHaveBeenCalledTimes(1);
    expect(subscriptionApi.active).toHaveBeenCalledTimes(1);
  });

  it('still refuses a session the Store API ended a moment ago (suspended, removed, password changed)', async () => {
    await loadSession('token-2', 'a');
    vi.mocked(sellersApi.user).mockRejectedValue(new ApiError(401, 'Your session has expired. Please sign in again.', 'UNAUTHORIZED'));
    await expect(loadSession('token-2', 'a')).rejects.toMatchObject({ status: 401 });
  });

  it('loads afresh when the Store API moved the session to another shop', async () => {
    await loadSession('token-3', 'a');
    vi.mocked(sellersApi.user).mockResolvedValue(user(null));
    vi.mocked(sellersApi.shopList).mockResolvedValue([]);
    const data = await loadSession('token-3', 'a');
    expect(data.activeShop).toBeNull();
    expect(sellersApi.shopList).toHaveBeenCalledTimes(2);
  });
});
