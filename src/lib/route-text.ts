/**
 * The routes table's words in the request's language (README "Messages"): each route's title and summary, and
 * each sidebar group, are messages in routes.messages.json named from the pattern (`/orders/[id]` →
 * `route_orders_id_title`). The table keeps its English for the code that reads it; route-text.test.ts holds
 * the two together. Server-only: the lookup by name reaches every route's message, which no island needs.
 */
import { m } from '../paraglide/messages.js';
import type { NavGroup, RouteEntry } from './routes.ts';

type Message = () => string;
const messages = m as unknown as Record<string, Message | undefined>;

/** Keys already worked out: the sidebar asks for some forty titles on every page. */
const keys = new Map<string, string>();

/** `/` → `home`, `/orders/[id]/invoice` → `orders_id_invoice`. */
export function routeKey(pattern: string): string {
  if (pattern === '/') return 'home';
  let key = keys.get(pattern);
  if (key === undefined) {
    key = pattern
      .replace(/[[\]]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
    keys.set(pattern, key);
  }
  return key;
}

export const titleMessage = (pattern: string) => `route_${routeKey(pattern)}_title`;
export const summaryMessage = (pattern: string) => `route_${routeKey(pattern)}_summary`;
export const navGroupMessage = (group: NavGroup) => `route_nav_${group.toLowerCase()}`;

export function routeTitle(route: Pick<RouteEntry, 'pattern' | 'title'>): string {
  return messages[titleMessage(route.pattern)]?.() ?? route.title;
}

export function navGroupLabel(group: NavGroup): string {
  return messages[navGroupMessage(group)]?.() ?? group;
}

/** The entry with its title and summary in the request's language (Astro.locals.route). */
export function localizedRoute(route: RouteEntry | null): RouteEntry | null {
  if (!route) return null;
  return { ...route, title: routeTitle(route), summary: messages[summaryMessage(route.pattern)]?.() ?? route.summary };
}
