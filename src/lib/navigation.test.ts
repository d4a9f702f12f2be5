import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../contract/permissions.ts';
import type { ShopAccess } from './access.ts';
import { NAV_ORDER, canOpen, isCurrent, navigationFor } from './navigation.ts';
import { ROUTES, findRoute, type RouteEntry } from './routes.ts';

const staff: ShopAccess = { isShopAdmin: false, permissions: ['orders', 'customers', 'products-and-collections'] };
const owner: ShopAccess = { isShopAdmin: true, permissions: null };
const groups = (shop: ShopAccess | null) => navigationFor(shop).map((section) => section.group);
const hrefs = (shop: ShopAccess | null) => navigationFor(shop).flatMap((section) => section.links.map((link) => link.href));

describe('navigationFor', () => {
  it('shows staff with orders, customers and products-and-collections exactly their groups', () => {
    expect(groups(staff)).toEqual(['Home', 'Orders', 'Products', 'Collections', 'Customers', 'Analytics']);
  });

  it.each(['Settings', 'Store', 'Earnings', 'Files', 'Apps'])('hides %s from that staff member', (group) => {
    expect(groups(staff)).not.toContain(group);
  });

  it('links that staff member to the pages they may open', () => {
    expect(hrefs(staff)).toEqual(['/', '/orders', '/products', '/collections', '/customers', '/analytics']);
  });

  it('shows the owner every group in spec order', () => {
    expect(groups(owner)).toEqual([...NAV_ORDER]);
    expect(NAV_ORDER).toEqual([
      'Home',
      'Orders',
      'Products',
      'Collections',
      'Customers',
      'Analytics',
      'Earnings',
      'Files',
      'Store',
      'Settings',
      'Apps',
    ]);
  });

  it('gives the owner a link to every route the table puts in the sidebar', () => {
    const inNav = (ROUTES as readonly RouteEntry[]).filter((route) => route.nav).map((route) => route.pattern);
    expect(hrefs(owner).sort()).toEqual(inNav.sort());
  });

  it('lists the Store and Settings pages in table order', () => {
    const section = (group: string) =>
      navigationFor(owner)
        .find((entry) => entry.group === group)
        ?.links.map((link) => link.href);
    expect(section('Store')).toEqual([
      '/store/themes',
      '/store/pages',
      '/store/blog',
      '/store/navigations',
      '/store/business-settings',
      '/store/logo-and-favicon',
      '/store/seo-and-social-media',
    ]);
    expect(section('Settings')).toEqual([
      '/settings/checkout',
      '/settings/domain',
      '/settings/inventory',
      '/settings/promocodes',
      '/settings/roles-access',
      '/settings/shipping',
      '/settings/sms',
      '/settings/tax',
    ]);
  });

  it.each([
    ['staff without keys', { isShopAdmin: false, permissions: [] }],
    ['staff with a null list', { isShopAdmin: false, permissions: null }],
    ['no active shop', null],
  ] as [string, ShopAccess | null][])('shows %s only Home and Analytics', (_label, shop) => {
    expect(groups(shop)).toEqual(['Home', 'Analytics']);
  });

  it('never shows a detail, create or edit page', () => {
    for (const href of hrefs(owner)) {
      expect(href, href).not.toMatch(/\[|\/create$|\/update\//);
    }
  });

  it('gives each key holder exactly the keyed links of that key', () => {
    for (const key of PERMISSION_KEYS) {
      const keyed = hrefs({ isShopAdmin: false, permissions: [key] }).filter((href) => findRoute(href)?.access === key);
      const expected = (ROUTES as readonly RouteEntry[]).filter((route) => route.nav && route.access === key).map((route) => route.pattern);
      expect(keyed, key).toEqual(expected);
    }
  });
});

describe('canOpen', () => {
  it.each([
    ['/', null, true],
    ['/analytics', null, true],
    ['/reset-password', null, true],
    ['/login', owner, false],
    ['/orders', staff, true],
    ['/earnings', staff, false],
    ['/earnings', owner, true],
  ] as [string, ShopAccess | null, boolean][])('%s for %o: %s', (pattern, shop, expected) => {
    expect(canOpen(findRoute(pattern)!, shop)).toBe(expected);
  });
});

describe('isCurrent', () => {
  it.each([
    ['/', '/', true],
    ['/', '/orders', false],
    ['/orders', '/orders', true],
    ['/orders', '/orders/[id]', true],
    ['/orders', '/ordersx', false],
    ['/products', '/products/update/[id]', true],
    ['/store/pages', '/store/pages/create', true],
    ['/store/pages', '/store/blog', false],
    ['/orders', undefined, false],
  ])('highlights %s on %s: %s', (link, page, expected) => {
    expect(isCurrent(link, page)).toBe(expected);
  });
});

describe('installed apps in the sidebar', () => {
  const apps = [{ handle: 'courier-booking', name: 'Courier booking' }];
  const appsLinks = (shop: ShopAccess | null) => navigationFor(shop, apps).find((section) => section.group === 'Apps')?.links ?? [];

  it('lists each installed app under Apps after the app store', () => {
    expect(appsLinks(owner).map((link) => [link.href, link.label])).toEqual([
      ['/appstore', 'App store'],
      ['/app/courier-booking', 'Courier booking'],
    ]);
  });

  it('lets staff without my-apps open installed apps, but not the app store', () => {
    expect(appsLinks(staff).map((link) => link.href)).toEqual(['/app/courier-booking']);
  });
});
