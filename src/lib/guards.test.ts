import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../contract/permissions.ts';
import type { ShopAccess } from './access.ts';
import { decideAccess, type GuardFacts } from './guards.ts';
import { ROUTES, findRoute, type RouteEntry } from './routes.ts';

const allRoutes: readonly RouteEntry[] = ROUTES;
const owner: ShopAccess = { isShopAdmin: true, permissions: [] };
const staffWith = (...permissions: string[]): ShopAccess => ({ isShopAdmin: false, permissions });

function route(pattern: string): RouteEntry {
  const entry = findRoute(pattern);
  if (!entry) throw new Error(`No route ${pattern} in the routes table`);
  return entry;
}

function facts(overrides: Partial<GuardFacts> & { route: RouteEntry }): GuardFacts {
  return { requested: overrides.route.pattern, signedIn: true, activeShop: owner, remainingDays: 30, ...overrides };
}

const guestRoutes = ['/login', '/signup', '/forget-password'];
const protectedRoutes = allRoutes.filter((entry) => entry.access !== 'guest' && entry.access !== 'public');
const keyedRoutes = allRoutes.filter((entry) => (PERMISSION_KEYS as readonly string[]).includes(entry.access));
const exemptPatterns = ['/upgrade', '/checkout/thanks', '/my-profile', '/login', '/signup', '/forget-password', '/reset-password'];

describe('decideAccess', () => {
  describe('anonymous visitors', () => {
    it.each(protectedRoutes.map((entry) => [entry.pattern]))('are sent from %s to the login page', (pattern) => {
      const verdict = decideAccess(facts({ route: route(pattern), signedIn: false, activeShop: null }));
      expect(verdict).toEqual({ kind: 'redirect', to: `/login?next=${encodeURIComponent(pattern)}` });
    });

    it.each([
      ['/orders?status=pending', '/orders', '/login?next=%2Forders%3Fstatus%3Dpending'],
      ['/products/update/42?tab=images&x=1', '/products/update/[id]', '/login?next=%2Fproducts%2Fupdate%2F42%3Ftab%3Dimages%26x%3D1'],
      ['/', '/', '/login?next=%2F'],
    ])('keep the requested path and query %s encoded in next', (requested, pattern, to) => {
      expect(decideAccess(facts({ route: route(pattern), requested, signedIn: false, activeShop: null }))).toEqual({
        kind: 'redirect',
        to,
      });
    });

    it.each(guestRoutes.map((pattern) => [pattern]))('may open the guest route %s', (pattern) => {
      expect(decideAccess(facts({ route: route(pattern), signedIn: false, activeShop: null }))).toEqual({ kind: 'allow' });
    });

    it('may open /reset-password', () => {
      expect(decideAccess(facts({ route: route('/reset-password'), signedIn: false, activeShop: null }))).toEqual({ kind: 'allow' });
    });

    it('are sent to login even when the subscription has lapsed', () => {
      const verdict = decideAccess(facts({ route: route('/orders'), signedIn: false, activeShop: null, remainingDays: -5 }));
      expect(verdict).toEqual({ kind: 'redirect', to: '/login?next=%2Forders' });
    });
  });

  describe('signed-in users', () => {
    it.each(guestRoutes.map((pattern) => [pattern]))('are sent from the guest route %s to home', (pattern) => {
      expect(decideAccess(facts({ route: route(pattern) }))).toEqual({ kind: 'redirect', to: '/' });
    });

    it('may open /reset-password', () => {
      expect(decideAccess(facts({ route: route('/reset-password') }))).toEqual({ kind: 'allow' });
    });

    it('may open /reset-password with a lapsed subscription and no shop', () => {
      expect(decideAccess(facts({ route: route('/reset-password'), activeShop: null, remainingDays: -1 }))).toEqual({ kind: 'allow' });
    });

    it.each(protectedRoutes.map((entry) => [entry.pattern]))('who administer the shop may open %s', (pattern) => {
      expect(decideAccess(facts({ route: route(pattern), activeShop: owner }))).toEqual({ kind: 'allow' });
    });

    it.each(keyedRoutes.map((entry) => [entry.access, entry.pattern]))(
      'who administer the shop pass the %s key of %s with no permissions list',
      (_key, pattern) => {
        expect(decideAccess(facts({ route: route(pattern), activeShop: { isShopAdmin: true, permissions: null } }))).toEqual({
          kind: 'allow',
        });
      },
    );
  });

  describe('staff', () => {
    it.each(keyedRoutes.map((entry) => [entry.pattern, entry.access, entry.title]))(
      'without the key are sent from %s home with an error naming "%s"',
      (pattern, key, title) => {
        const verdict = decideAccess(facts({ route: route(pattern), activeShop: staffWith(...PERMISSION_KEYS.filter((k) => k !== key)) }));
        expect(verdict).toEqual({ kind: 'redirect', to: '/', error: `You need the "${key}" permission to open ${title}.` });
      },
    );

    it.each(keyedRoutes.map((entry) => [entry.pattern, entry.access]))('with the key may open %s (%s)', (pattern, key) => {
      expect(decideAccess(facts({ route: route(pattern), activeShop: staffWith(key) }))).toEqual({ kind: 'allow' });
    });

    it.each([
      ['a null permissions list', { isShopAdmin: false, permissions: null }],
      ['no permissions list', { isShopAdmin: false }],
      ['an empty permissions list', { isShopAdmin: false, permissions: [] }],
      ['no active shop', null],
    ] as [string, ShopAccess | null][])('with %s have no keys', (_label, activeShop) => {
      for (const entry of keyedRoutes) {
        const verdict = decideAccess(facts({ route: entry, activeShop }));
        expect(verdict, entry.pattern).toMatchObject({ kind: 'redirect', to: '/' });
      }
    });

    it('with no keys may still open the sign-in-only routes', () => {
      const signinOnly = allRoutes.filter((entry) => entry.access === 'signin');
      expect(signinOnly.map((entry) => entry.pattern)).toContain('/');
      for (const entry of signinOnly) {
        expect(decideAccess(facts({ route: entry, activeShop: staffWith() })), entry.pattern).toEqual({ kind: 'allow' });
      }
    });

    it('are refused before the subscription is looked at', () => {
      const verdict = decideAccess(facts({ route: route('/orders'), activeShop: staffWith(), remainingDays: -3 }));
      expect(verdict).toMatchObject({ kind: 'redirect', to: '/', error: expect.stringContaining('"orders"') });
    });
  });

  describe('a lapsed subscription', () => {
    it('marks exactly the billing, profile and auth routes as exempt', () => {
      expect(
        allRoutes
          .filter((entry) => entry.subscriptionExempt)
          .map((entry) => entry.pattern)
          .sort(),
      ).toEqual([...exemptPatterns].sort());
    });

    it.each(allRoutes.filter((entry) => !entry.subscriptionExempt && entry.access !== 'guest').map((entry) => [entry.pattern]))(
      'sends %s to /upgrade when remaining days are below zero',
      (pattern) => {
        expect(decideAccess(facts({ route: route(pattern), remainingDays: -1 }))).toEqual({ kind: 'redirect', to: '/upgrade' });
      },
    );

    it.each(['/upgrade', '/checkout/thanks', '/my-profile', '/reset-password'].map((pattern) => [pattern]))(
      'leaves the exempt route %s open when remaining days are below zero',
      (pattern) => {
        expect(decideAccess(facts({ route: route(pattern), remainingDays: -100 }))).toEqual({ kind: 'allow' });
      },
    );

    it.each(guestRoutes.map((pattern) => [pattern]))('leaves the auth route %s open to visitors', (pattern) => {
      expect(decideAccess(facts({ route: route(pattern), signedIn: false, activeShop: null, remainingDays: -1 }))).toEqual({
        kind: 'allow',
      });
    });

    it.each([
      [0, 'opens', { kind: 'allow' }],
      [1, 'opens', { kind: 'allow' }],
      [-1, 'redirects', { kind: 'redirect', to: '/upgrade' }],
    ])('with %i remaining days %s /orders', (remainingDays, _word, verdict) => {
      expect(decideAccess(facts({ route: route('/orders'), remainingDays }))).toEqual(verdict);
    });
  });
});
