/** The sidebar (ARCHITECTURE.md): the routes table's nav entries the user may open, grouped. */
import { canAccess, type ShopAccess } from './access.ts';
import { navGroupLabel, routeTitle } from './route-text.ts';
import { ROUTES, type NavGroup, type RouteEntry } from './routes.ts';

export const NAV_ORDER: readonly NavGroup[] = [
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
];

export interface NavSection {
  group: NavGroup;
  /** The group's name in the request's language. */
  label: string;
  links: { href: string; label: string; pattern: string }[];
}

/** True when a signed-in user with this active shop may open the route (the one rule, `canAccess`). */
export function canOpen(route: RouteEntry, shop: ShopAccess | null): boolean {
  return canAccess(route, { signedIn: true, shop });
}

/** The app host page: each installed app is a link to it under Apps (issue 14). */
const APP_PAGE = '/app/[handle]';

/** The routes table's nav entries by group, in table order: read once, not on every page. */
const NAV_ROUTES = new Map<NavGroup, readonly RouteEntry[]>(
  NAV_ORDER.map((group) => [group, (ROUTES as readonly RouteEntry[]).filter((route) => route.nav === group)]),
);
const appPage = (ROUTES as readonly RouteEntry[]).find((route) => route.pattern === APP_PAGE);

/**
 * The sidebar: the routes table's nav entries the user may open, by group, and the shop's installed apps under
 * Apps (each through the app host page's own entry, so the same access rule decides).
 */
export function navigationFor(shop: ShopAccess | null, apps: readonly { handle: string; name: string }[] = []): NavSection[] {
  const appLinks =
    appPage && canOpen(appPage, shop)
      ? apps.map((app) => ({ href: `/app/${encodeURIComponent(app.handle)}`, label: app.name, pattern: `/app/${app.handle}` }))
      : [];
  return NAV_ORDER.map((group) => ({
    group,
    label: navGroupLabel(group),
    links: [
      ...NAV_ROUTES.get(group)!
        .filter((route) => canOpen(route, shop))
        .map((route) => ({ href: route.pattern, label: route.navLabel ?? routeTitle(route), pattern: route.pattern })),
      ...(group === 'Apps' ? appLinks : []),
    ],
  })).filter((section) => section.links.length > 0);
}

/** The section a page belongs to, for highlighting: itself or its nearest nav ancestor. */
export function isCurrent(linkPattern: string, pagePattern: string | undefined): boolean {
  if (!pagePattern) return false;
  if (linkPattern === '/') return pagePattern === '/';
  return pagePattern === linkPattern || pagePattern.startsWith(`${linkPattern}/`);
}
