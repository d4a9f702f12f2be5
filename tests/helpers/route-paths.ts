/**
 * A real path for each route of the routes table, for tests and the budget that visit every page:
 * a route with parameters gets the first link to it on its parent page (an order from the orders list,
 * its invoice from the order), so a detail page is seen as a seller sees it, not as a 404.
 */
import type { BrowserContext } from 'playwright-core';
import { ROUTES, findRoute, pathFor } from '../../src/lib/routes.ts';

/** The value a parameter gets when its parent page links no record (a measurement of that path is of a 404). */
export const DUMMY = 'route-dummy-1';

/** `/orders/[id]` → a regular expression matching its paths. */
export function patternRegExp(pattern: string): RegExp {
  // Escape everything but the brackets, then turn each `[param]` into one path segment.
  const source = pattern.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[\w+\]/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const STATIC_PATTERNS = new Set<string>(ROUTES.filter((route) => !route.pattern.includes('[')).map((route) => route.pattern));

/** Resolves patterns to paths through one signed-in context, remembering what it found. */
export function routePaths(context: Pick<BrowserContext, 'newPage'>, baseURL: string) {
  const resolved = new Map<string, string>();
  const resolve = async (pattern: string): Promise<string> => {
    if (!pattern.includes('[')) return pattern;
    const known = resolved.get(pattern);
    if (known) return known;
    // Falls back to a dummy value when the parent shows no such link.
    const dummy = pathFor(pattern, new Proxy({}, { get: () => DUMMY }));
    const parent = findRoute(pattern)?.parent;
    let path = dummy;
    if (parent) {
      const parentPath = await resolve(parent);
      const page = await context.newPage();
      try {
        await page.goto(baseURL + parentPath, { waitUntil: 'domcontentloaded' });
        const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
        const matcher = patternRegExp(pattern);
        // Not a static page that happens to match (/orders/print) nor a download (/orders/export.csv).
        const isRecord = (href: string) => matcher.test(href) && !STATIC_PATTERNS.has(href) && !/\.\w+$/.test(href);
        path = hrefs.map((href) => href.split(/[?#]/)[0] ?? '').find(isRecord) ?? dummy;
      } finally {
        await page.close();
      }
    }
    resolved.set(pattern, path);
    return path;
  };
  return resolve;
}
