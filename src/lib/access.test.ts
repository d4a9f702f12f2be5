import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../contract/permissions.ts';
import { canAccess, checkAccess, hasPermission, permissionMessage, viewerOf, type ShopAccess, type Viewer } from './access.ts';
import { ROUTES, findRoute, type RouteEntry } from './routes.ts';

const admin: ShopAccess = { isShopAdmin: true, permissions: [] };
const staff = (...permissions: string[]): ShopAccess => ({ isShopAdmin: false, permissions });
const signedIn = (shop: ShopAccess | null): Viewer => ({ signedIn: true, shop });
const visitor: Viewer = { signedIn: false, shop: null };

describe('hasPermission', () => {
  it.each([
    ['a shop admin, any key', admin, 'promocodes', true],
    ['staff with the key', staff('orders'), 'orders', true],
    ['staff without it', staff('orders'), 'customers', false],
    ['a null list', { isShopAdmin: false, permissions: null }, 'orders', false],
    ['no shop', null, 'orders', false],
  ] as const)('%s → %s', (_label, shop, key, expected) => {
    expect(hasPermission(shop, key)).toBe(expected);
  });
});

describe('checkAccess', () => {
  it.each([
    ['/orders', signedIn(staff('orders')), { ok: true }],
    ['/orders/[id]', signedIn(staff('orders')), { ok: true }],
    ['/orders/[id]', signedIn(staff('customers')), { ok: false, reason: 'permission', key: 'orders', area: 'Orders' }],
    ['/settings/promocodes', signedIn(staff()), { ok: false, reason: 'permission', key: 'promocodes', area: 'Promo codes' }],
    ['/settings/promocodes', signedIn(admin), { ok: true }],
    ['/orders', visitor, { ok: false, reason: 'sign-in' }],
    ['/', signedIn(staff()), { ok: true }],
    ['/', visitor, { ok: false, reason: 'sign-in' }],
    ['/login', visitor, { ok: true }],
    ['/login', signedIn(admin), { ok: false, reason: 'guest-only' }],
    ['/reset-password', signedIn(admin), { ok: true }],
    ['/reset-password', visitor, { ok: true }],
    ['/build.json', visitor, { ok: true }],
    ['/404', visitor, { ok: true }],
    ['/orders/export.csv', signedIn(staff('orders')), { ok: true }],
    ['/orders/export.csv', signedIn(staff()), { ok: false, reason: 'permission', key: 'orders', area: 'Orders' }],
    ['/orders/export.csv', visitor, { ok: false, reason: 'sign-in' }],
    ['/no/such/route', signedIn(admin), { ok: false, reason: 'unlisted', pattern: '/no/such/route' }],
    ['/orders/42', signedIn(admin), { ok: false, reason: 'unlisted', pattern: '/orders/42' }],
  ] as const)('%s for %j → %j', (pattern, viewer, verdict) => {
    expect(checkAccess(pattern, viewer)).toEqual(verdict);
  });

  it('takes a routes-table entry as well as a pattern, with the same answer', () => {
    for (const route of ROUTES as readonly RouteEntry[]) {
      for (const viewer of [visitor, signedIn(staff()), signedIn(staff('orders', 'customers')), signedIn(admin)]) {
        expect(checkAccess(route, viewer), route.pattern).toEqual(checkAccess(route.pattern, viewer));
      }
    }
  });

  it('names every permission in words, never the key (except where the two are the same word)', () => {
    for (const key of PERMISSION_KEYS) {
      const verdict = checkAccess({ access: key }, signedIn(staff()));
      expect(verdict).toMatchObject({ ok: false, reason: 'permission', key });
      if (verdict.ok || verdict.reason !== 'permission') continue;
      expect(verdict.area, key).not.toMatch(/-/);
    }
  });
});

describe('canAccess', () => {
  it('is checkAccess as a yes or no, for links and the sidebar', () => {
    expect(canAccess('/customers', signedIn(staff('customers')))).toBe(true);
    expect(canAccess('/customers', signedIn(staff('orders')))).toBe(false);
    expect(canAccess(findRoute('/files')!, signedIn(admin))).toBe(true);
    expect(canAccess('/unlisted', signedIn(admin))).toBe(false);
  });
});

describe('viewerOf', () => {
  it('reads the viewer from the request locals', () => {
    expect(viewerOf({ user: { id: 'u1' } as never, activeShop: admin })).toEqual({ signedIn: true, shop: admin, twoStepSetup: false });
    expect(viewerOf({ user: null, activeShop: null })).toEqual({ signedIn: false, shop: null, twoStepSetup: false });
  });

  it('reads that a shop requires two-step of the user and they have none (issue 22 item 10)', () => {
    const viewer = viewerOf({ user: { twoStepSetupRequired: true }, activeShop: admin });
    expect(viewer.twoStepSetup).toBe(true);
    expect(canAccess('/orders', viewer)).toBe(false);
    expect(canAccess('/my-profile', { ...viewer, shop: { isShopAdmin: false, permissions: [] } })).toBe(true);
    expect(checkAccess('/settings/roles-access', viewer)).toEqual({ ok: false, reason: 'two-step-setup' });
  });
});

describe('permissionMessage', () => {
  it('names the area and what was refused', () => {
    expect(permissionMessage('Promo codes')).toBe('You need access to Promo codes to open this page.');
    expect(permissionMessage('Orders', 'for this')).toBe('You need access to Orders for this.');
  });
});
