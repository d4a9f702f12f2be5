import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { seedStores, storeSeed, type SeedSource } from './seed.ts';
import { $activeShop, $session, SIGNED_OUT } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  $session.set(SIGNED_OUT);
  $activeShop.set(null);
});

const user = { id: 'u1', name: 'Rahim', email: 'staff@haat.test', phone: '01712345678', activeShopId: 's1' };
const shop = { shopId: 's1', name: 'Dhaka Crafts', isShopAdmin: false, permissions: ['orders'] };

describe('storeSeed', () => {
  it('takes the user, the active shop and its permissions from the locals', () => {
    expect(storeSeed({ user, activeShop: shop })).toEqual({
      session: { user: { id: 'u1', name: 'Rahim', email: 'staff@haat.test' }, isShopAdmin: false, permissions: ['orders'] },
      activeShop: { shopId: 's1', name: 'Dhaka Crafts' },
      display: englishDisplay,
    });
  });

  it('carries the reader’s display prefs, English when the locals have none', () => {
    const bangla = displayFor('bn');
    expect(storeSeed({ user, activeShop: shop, display: bangla }).display).toEqual(bangla);
    expect(storeSeed({ user: null, activeShop: null, display: bangla }).display).toEqual(bangla);
  });

  it('leaves out everything an island does not need (phone, other fields)', () => {
    const seed = storeSeed({ user, activeShop: shop });
    expect(Object.keys(seed.session.user!)).toEqual(['id', 'name', 'email']);
  });

  it('copies the permission list instead of sharing the request’s array', () => {
    const seed = storeSeed({ user, activeShop: shop });
    expect(seed.session.permissions).not.toBe(shop.permissions);
  });

  it('gives a shop admin flag and no list when the shop has none', () => {
    const source: SeedSource = { user, activeShop: { shopId: 's2', name: 'Sylhet Tea House', isShopAdmin: true, permissions: null } };
    expect(storeSeed(source).session).toMatchObject({ isShopAdmin: true, permissions: [] });
  });

  it('gives a signed-in user without a shop no permissions', () => {
    expect(storeSeed({ user, activeShop: null })).toEqual({
      session: { user: { id: 'u1', name: 'Rahim', email: 'staff@haat.test' }, isShopAdmin: false, permissions: [] },
      activeShop: null,
      display: englishDisplay,
    });
  });

  it('gives a visitor the signed-out session, even if a shop lingers', () => {
    expect(storeSeed({ user: null, activeShop: shop })).toEqual({ session: SIGNED_OUT, activeShop: null, display: englishDisplay });
  });

  it('is plain JSON (it travels as an island prop)', () => {
    const seed = storeSeed({ user, activeShop: shop });
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed);
  });
});

describe('seedStores', () => {
  it('writes nothing on the server, where stores are shared between requests', () => {
    expect(typeof window).toBe('undefined');
    expect(seedStores(storeSeed({ user, activeShop: shop }))).toBe(false);
    expect($session.get()).toBe(SIGNED_OUT);
    expect($activeShop.get()).toBeNull();
  });

  it('fills $session and $activeShop in the browser', () => {
    vi.stubGlobal('window', {});
    const seed = storeSeed({ user, activeShop: shop });
    expect(seedStores(seed)).toBe(true);
    expect($session.get()).toEqual(seed.session);
    expect($activeShop.get()).toEqual({ shopId: 's1', name: 'Dhaka Crafts' });
  });

  it('does not notify subscribers when a second island seeds the same values', () => {
    vi.stubGlobal('window', {});
    seedStores(storeSeed({ user, activeShop: shop }));
    const listener = vi.fn();
    const unbindSession = $session.listen(listener);
    const unbindShop = $activeShop.listen(listener);
    seedStores(storeSeed({ user, activeShop: shop }));
    expect(listener).not.toHaveBeenCalled();
    unbindSession();
    unbindShop();
  });

  it('replaces the values when the shop changes', () => {
    vi.stubGlobal('window', {});
    seedStores(storeSeed({ user, activeShop: shop }));
    seedStores(storeSeed({ user, activeShop: { shopId: 's2', name: 'Sylhet Tea House', isShopAdmin: true, permissions: [] } }));
    expect($activeShop.get()).toEqual({ shopId: 's2', name: 'Sylhet Tea House' });
    expect($session.get().isShopAdmin).toBe(true);
  });
});
