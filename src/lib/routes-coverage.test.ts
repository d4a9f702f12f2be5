/**
 * Deny by default: the guard refuses any route pattern without an entry in the routes table, so
 * every file under src/pages must have one (ROUTES for pages, OTHER_ROUTES for endpoints and error
 * pages). This test reads the folder, so a new page fails here before it is refused in the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTES, ROUTES, findAccessEntry, findRoute } from './routes.ts';

const PAGES_DIR = fileURLToPath(new URL('../pages', import.meta.url));

/** Every routable file under src/pages, as a path relative to it (`orders/[id].astro`). */
function pageFiles(): string[] {
  return readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(astro|ts|js|md|mdx|html)$/.test(file))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('_')))
    .filter((file) => !/\.(test|spec)\.ts$/.test(file))
    .sort();
}

/** Astro's route pattern for a page file: `orders/index.astro` → `/orders`, `orders/export.csv.ts` → `/orders/export.csv`. */
function patternOfFile(file: string): string {
  const withoutExtension = file.replace(/\.(astro|ts|js|md|mdx|html)$/, '');
  const path = withoutExtension.replace(/(^|\/)index$/, '');
  return `/${path}`;
}

describe('patternOfFile', () => {
  it.each([
    ['index.astro', '/'],
    ['orders/index.astro', '/orders'],
    ['orders/[id].astro', '/orders/[id]'],
    ['orders/[id]/invoice.astro', '/orders/[id]/invoice'],
    ['orders/export.csv.ts', '/orders/export.csv'],
    ['media/[...key].ts', '/media/[...key]'],
    ['build.json.ts', '/build.json'],
    ['404.astro', '/404'],
    ['settings/shipping/custom/index.astro', '/settings/shipping/custom'],
  ])('%s → %s', (file, pattern) => {
    expect(patternOfFile(file)).toBe(pattern);
  });
});

describe('the routes table covers src/pages', () => {
  const files = pageFiles();

  it('finds the page files (the folder is read, not a fixed list)', () => {
    expect(files).toContain('index.astro');
    expect(files).toContain('orders/[id].astro');
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [file]))('src/pages/%s has its entry in src/lib/routes.ts', (file) => {
    const pattern = patternOfFile(file);
    expect(
      findAccessEntry(pattern),
      `src/pages/${file} has no entry in src/lib/routes.ts: add { pattern: '${pattern}', access, title, layout, summary … } ` +
        `to ROUTES (a page) or to OTHER_ROUTES (an endpoint); until then the guard refuses it with the 404 page.`,
    ).toBeDefined();
  });

  it('lists each endpoint and error page in OTHER_ROUTES, not as a page', () => {
    for (const file of files.filter((name) => name.endsWith('.ts') || /^\d{3}\.astro$/.test(name))) {
      const pattern = patternOfFile(file);
      expect(findRoute(pattern), `${pattern} is not a page: move it from ROUTES to OTHER_ROUTES`).toBeUndefined();
    }
  });

  it('has a file for every endpoint and error page of OTHER_ROUTES (Astro’s own routes aside)', () => {
    const patterns = new Set(files.map(patternOfFile));
    const stale = OTHER_ROUTES.filter((route) => route.kind !== 'astro' && !patterns.has(route.pattern)).map((route) => route.pattern);
    expect(stale).toEqual([]);
  });

  it('points every `sameAs` at a page of the table', () => {
    for (const route of OTHER_ROUTES) {
      if ('sameAs' in route) expect(findRoute(route.sameAs), route.pattern).toBeDefined();
    }
  });

  it('never lists a pattern twice', () => {
    const patterns = [...ROUTES, ...OTHER_ROUTES].map((route) => route.pattern);
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([]);
  });

  // The middleware asks for the bell's count before a page with the top bar renders (lib/bell-summary.ts): a page drawn
  // without it must say so, or every visit would pay for a count nobody sees.
  it.each(files.filter((file) => file.endsWith('.astro')).map((file) => [file]))('src/pages/%s: topBar matches its layout', (file) => {
    const route = findRoute(patternOfFile(file));
    if (!route || route.layout !== 'default') return;
    const drawsTopBar = /from '[./]*layouts\/DefaultLayout\.astro'/.test(readFileSync(`${PAGES_DIR}/${file}`, 'utf8'));
    expect(
      route.topBar !== false,
      `${route.pattern}: set topBar: false in src/lib/routes.ts exactly when the page has no DefaultLayout`,
    ).toBe(drawsTopBar);
  });
});
