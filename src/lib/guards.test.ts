import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, PERMISSION_LABELS, type PermissionKey } from '../../contract/permissions.ts';
import type { ShopAccess } from './access.ts';
import { decideAccess, unlistedMessage, type GuardFacts } from './guards.ts';
import { ROUTES, findRoute, type RouteEntry } from './routes.ts';

const allRoutes: readonly RouteEntry[] = ROUTES;
const owner: ShopAccess = { isShopAdmin: true, permissions: [] };
const staffWith = (...permissions: string[]): ShopAccess => ({ isShopAdmin: false, permissions });

function route(pattern: string): RouteEntry {
  const entry = findRoute(pattern);
  if (!entry) throw new Error(`No route ${pattern} in the routes table`);
  return entry;
}

function facts({ route: entry, ...overrides }: Partial<GuardFacts> & { route: RouteEntry }): GuardFacts {
  return { pattern: entry.pattern, requested: entry.pattern, signedIn: true, activeShop: owner, remainingDays: 30, ...overrides };
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
      'without the key are sent from %s home with an error naming the area of "%s"',
      (pattern, key, title) => {
        const verdict = decideAccess(facts({ route: route(pattern), activeShop: staffWith(...PERMISSION_KEYS.filter((k) => k !== key)) }));
        const area = PERMISSION_LABELS[key as PermissionKey];
        expect(verdict).toEqual({ kind: 'redirect', to: '/', error: `You need access to ${area} to open ${title}.` });
      },
    );

    it('are told the area in words, never the internal key', () => {
      const verdict = decideAccess(facts({ route: route('/settings/promocodes'), activeShop: staffWith('orders') }));
      expect(verdict).toEqual({ kind: 'redirect', to: '/', error: 'You need access to Promo codes to open Promo codes.' });
      expect(JSON.stringify(verdict)).not.toContain('promocodes');
    });

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
      expect(verdict).toMatchObject({ kind: 'redirect', to: '/', error: expect.stringContaining('Orders') });
    });
  });

  describe('a lapsed subscription', () => {
    it('marks the billing, profile and auth routes as exempt', () => {
      const exempt = allRoutes.filter((entry) => entry.subscriptionExempt).map((entry) => entry.pattern);
      expect(exempt).toEqual(expect.arrayContaining(exemptPatterns));
    });

    // The notification centre stays open so a lapsed seller can read "your plan has ended" and what came before.
    it('exempts nothing but billing (/upgrade…, /checkout/…), the profile, the notifications and the auth pages', () => {
      const isBillingProfileOrAuth = (entry: RouteEntry) =>
        entry.layout === 'auth' || entry.pattern === '/my-profile' || /^\/(upgrade|checkout|notifications)(\/|$)/.test(entry.pattern);
      const stray = allRoutes.filter((entry) => entry.subscriptionExempt && !isBillingProfileOrAuth(entry)).map((entry) => entry.pattern);
      expect(stray).toEqual([]);
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

  describe('routes that are not pages', () => {
    const base = { requested: '/x', signedIn: true, activeShop: owner, remainingDays: 30 };

    it('refuses a route pattern with no entry in the routes table (deny by default), naming the fix', () => {
      expect(decideAccess({ ...base, pattern: '/orders/create-draft' })).toEqual({
        kind: 'refuse',
        status: 404,
        message: unlistedMessage('/orders/create-draft'),
      });
      expect(unlistedMessage('/x')).toContain('src/lib/routes.ts');
    });

    it('refuses an unlisted route to visitors and shop admins alike', () => {
      expect(decideAccess({ ...base, pattern: '/secret', signedIn: false, activeShop: null })).toMatchObject({
        kind: 'refuse',
        status: 404,
      });
      expect(decideAccess({ ...base, pattern: '/secret', activeShop: owner })).toMatchObject({ kind: 'refuse', status: 404 });
    });

    it.each(['/404', '/500', '/503', '/build.json', '/media/[...key]', '/_actions/[...path]', '/_server-islands/[name]', '/_image'])(
      'lets anyone fetch %s',
      (pattern) => {
        expect(decideAccess({ ...base, pattern, signedIn: false, activeShop: null })).toEqual({ kind: 'allow' });
        expect(decideAccess({ ...base, pattern, remainingDays: -5 })).toEqual({ kind: 'allow' });
      },
    );

    it.each([
      ['/orders/export.csv', 'orders', 'Orders'],
      ['/products/export.csv', 'products-and-collections', 'Products and collections'],
    ])('guards %s like its list page (key %s)', (pattern, key, area) => {
      expect(decideAccess({ ...base, pattern, activeShop: staffWith(key) })).toEqual({ kind: 'allow' });
      expect(decideAccess({ ...base, pattern, activeShop: staffWith() })).toEqual({
        kind: 'refuse',
        status: 403,
        message: `You need access to ${area} for this.`,
      });
      expect(decideAccess({ ...base, pattern, requested: `${pattern}?ids=1`, signedIn: false, activeShop: null })).toEqual({
        kind: 'redirect',
        to: `/login?next=${encodeURIComponent(`${pattern}?ids=1`)}`,
      });
    });

    it('leaves exports open when the subscription has lapsed (own data)', () => {
      expect(decideAccess({ ...base, pattern: '/orders/export.csv', remainingDays: -10 })).toEqual({ kind: 'allow' });
    });
  });

  describe('a member who must set up two-step sign-in (issue 22 item 10)', () => {
    const open = protectedRoutes.filter((entry) => entry.openDuringTwoStepSetup);

    it('has only /my-profile open, whatever their keys', () => {
      expect(open.map((entry) => entry.pattern)).toEqual(['/my-profile']);
      expect(decideAccess(facts({ route: route('/my-profile'), activeShop: staffWith(), twoStepSetup: true }))).toEqual({ kind: 'allow' });
    });

    it.each(protectedRoutes.filter((entry) => !entry.openDuringTwoStepSetup).map((entry) => [entry.pattern]))(
      'is led from %s to set it up on /my-profile',
      (pattern) => {
        expect(decideAccess(facts({ route: route(pattern), twoStepSetup: true }))).toEqual({
          kind: 'redirect',
          to: '/my-profile#two-step',
          error: 'A shop you work in requires two-step sign-in. Set it up below to continue.',
        });
      },
    );

    it('gets a 403 from endpoints and signs out as anyone does', () => {
      const base = { requested: '/', signedIn: true, activeShop: owner, remainingDays: 30, twoStepSetup: true };
      expect(decideAccess({ ...base, pattern: '/orders/export.csv' })).toMatchObject({ kind: 'refuse', status: 403 });
      expect(decideAccess({ ...base, pattern: '/_actions/[...path]' })).toEqual({ kind: 'allow' });
      expect(decideAccess({ ...base, pattern: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    });
  });
});
