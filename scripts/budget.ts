/**
 * `npm run budget`: the JavaScript each page makes a phone download. Starts its own Store API and
 * dashboard (production build in dist/, or E2E_DIST) on ports 4620/4621, signs in as the owner in
 * Chromium, visits every route of the routes table (guest routes signed out), adds up the gzip size
 * of every script the page downloads (files, module preloads and inline <script> text) and fails
 * when a page is over its budget.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { ROUTES, findRoute, pathFor } from '../src/lib/routes.ts';
import { launchOptions } from '../tests/helpers/chromium.ts';
import { DIST_DIR, startStack } from '../tests/helpers/servers.ts';

/** KB (gzip) a page may ship; the first matching pattern wins, else DEFAULT_BUDGET_KB. */
const BUDGETS: Record<string, number> = {
  '/': 130, // home charts: Chart.js, loaded when the charts scroll into view
  '/analytics': 130,
  '/products/create': 230, // the rich-text editor island (issue 3: edit pages ≤ 230 KB in total)
  '/products/update/[id]': 230,
  '/collections/create': 230,
  '/collections/update/[id]': 230,
  // Later issues raise pages that carry islands, e.g. '/products/create': 120.
};
const DEFAULT_BUDGET_KB = 15;

const PORT = Number(process.env.BUDGET_PORT ?? 4620);
const API_PORT = Number(process.env.BUDGET_API_PORT ?? 4621);
const DUMMY = 'budget-dummy-1';

const budgetFor = (pattern: string): number => BUDGETS[pattern] ?? DEFAULT_BUDGET_KB;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface PageResult {
  pattern: string;
  path: string;
  status: number;
  bytes: number;
  files: number;
  budget: number;
}

/** `/orders/[id]` → a regular expression matching its paths. */
function patternRegExp(pattern: string): RegExp {
  // Escape everything but the brackets, then turn each `[param]` into one path segment.
  const source = pattern.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[\w+\]/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const resolved = new Map<string, string>();
const STATIC_PATTERNS = new Set<string>(ROUTES.filter((route) => !route.pattern.includes('[')).map((route) => route.pattern));

/**
 * A real path for a route with parameters: the first link to it on its parent page (an order from
 * the orders list, its invoice from the order), so a detail page is measured as a seller sees it,
 * not as a 404. Falls back to a dummy value when the parent shows no such link.
 */
async function resolvePath(context: BrowserContext, baseURL: string, pattern: string): Promise<string> {
  if (!pattern.includes('[')) return pattern;
  const known = resolved.get(pattern);
  if (known) return known;
  const dummy = pathFor(pattern, new Proxy({}, { get: () => DUMMY }));
  const parent = findRoute(pattern)?.parent;
  let path = dummy;
  if (parent) {
    const parentPath = await resolvePath(context, baseURL, parent);
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
}

async function measure(context: BrowserContext, baseURL: string, pattern: string): Promise<PageResult> {
  const path = await resolvePath(context, baseURL, pattern);
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const isScript =
      type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isScript || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0, // a redirect or aborted response has no body
      ),
    );
  });
  const response = await page.goto(baseURL + path, { waitUntil: 'load' });
  // client:visible islands load when scrolled into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'))
      .map((script) => script.textContent ?? '')
      .filter((text) => text.trim() !== ''),
  );
  const fileBytes = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0);
  const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(Buffer.from(text)).length, 0);
  await page.close();
  return {
    pattern,
    path,
    status: response?.status() ?? 0,
    bytes: fileBytes + inlineBytes,
    files: scripts.size + inline.length,
    budget: budgetFor(pattern),
  };
}

async function main(): Promise<number> {
  console.log(`budget: starting Haat from ${DIST_DIR} on ports ${PORT}/${API_PORT}`);
  const stack = await startStack({
    port: PORT,
    apiPort: API_PORT,
    dataDir: '.tmp/budget-data',
    distDir: DIST_DIR,
  });
  const browser = await chromium.launch(launchOptions);
  try {
    const guest = await browser.newContext();
    const owner = await browser.newContext();
    const login = await owner.newPage();
    await login.goto(`${stack.baseURL}/login`);
    await login.getByLabel('Email').fill('owner@haat.test');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.waitForURL(`${stack.baseURL}/`);
    await login.close();

    const results: PageResult[] = [];
    for (const route of ROUTES) {
      const result = await measure(route.access === 'guest' ? guest : owner, stack.baseURL, route.pattern);
      results.push(result);
      const over = result.bytes > result.budget * 1024;
      const note = result.status === 200 ? '' : ` (HTTP ${result.status})`;
      const scripts = `${result.files} script${result.files === 1 ? '' : 's'}`;
      console.log(
        `${route.pattern} → ${kb(result.bytes)} KB  (budget ${result.budget} KB, ${scripts})${note}${over ? '  OVER BUDGET' : ''}`,
      );
    }
    const failed = results.filter((result) => result.bytes > result.budget * 1024);
    const notOk = results.filter((result) => result.status !== 200);
    for (const result of notOk) console.log(`warning: ${result.path} answered ${result.status}; its size is of that page`);
    console.log(`budget: ${results.length - failed.length} passed, ${failed.length} failed`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
