import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../contract/permissions.ts';
import type { Viewer } from './access.ts';
import { findPages, KEYWORDS, PAGE_RESULTS_LIMIT } from './page-search.ts';
import { findRoute, ROUTES } from './routes.ts';

const owner: Viewer = { signedIn: true, shop: { isShopAdmin: true, permissions: [] } };
const staffWith = (...permissions: string[]): Viewer => ({ signedIn: true, shop: { isShopAdmin: false, permissions } });
const demoStaff = staffWith('orders', 'customers', 'products-and-collections');
const patterns = (q: string, viewer: Viewer) => findPages(q, viewer).map((route) => route.pattern);

describe('findPages', () => {
  it.each([
    ['tax', '/settings/tax'],
    ['VAT', '/settings/tax'],
    ['payout', '/earnings'],
    ['courier', '/settings/shipping'],
    ['pathao', '/settings/shipping'],
    ['coupon', '/settings/promocodes'],
    ['staff', '/settings/roles-access'],
    ['domain', '/settings/domain'],
    ['orders', '/orders'],
    ['password', '/my-profile'],
    ['  Shipping ', '/settings/shipping'],
  ])('%j finds %s first for a shop admin', (q, pattern) => {
    expect(patterns(q, owner)[0]).toBe(pattern);
  });

  it.each(['tax', 'vat', 'payout', 'courier', 'domain', 'staff', 'coupon'])('%j offers the demo staff no page they may not open', (q) => {
    for (const pattern of patterns(q, demoStaff)) {
      const access = findRoute(pattern)!.access;
      expect(['signin', 'orders', 'customers', 'products-and-collections'], `${q} → ${pattern}`).toContain(access);
    }
    expect(patterns(q, demoStaff)).not.toContain('/settings/tax');
    expect(patterns(q, demoStaff)).not.toContain('/earnings');
  });

  it.each(PERMISSION_KEYS)('a member holding only %s is offered only pages of that key or of any member', (key) => {
    const viewer = staffWith(key);
    for (const route of ROUTES) {
      for (const found of findPages(route.title, viewer)) expect(['signin', key]).toContain(findRoute(found.pattern)!.access);
    }
  });

  it('offers nothing for one character or none, and at most a few pages', () => {
    expect(findPages('t', owner)).toEqual([]);
    expect(findPages('', owner)).toEqual([]);
    expect(findPages('se', owner).length).toBeLessThanOrEqual(PAGE_RESULTS_LIMIT);
  });

  it('never offers a page with a parameter or a step of a flow', () => {
    for (const route of ROUTES) for (const found of patterns(route.title, owner)) expect(found).not.toMatch(/\[|^\/search$|\/upgrade\/pay/);
  });

  it('keywords name pages of the routes table only', () => {
    for (const pattern of Object.keys(KEYWORDS)) expect(findRoute(pattern), pattern).toBeDefined();
  });
});
