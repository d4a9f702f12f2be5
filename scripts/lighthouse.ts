/**
 * `npm run lighthouse`: Lighthouse's mobile scores of every route of the routes table (issue 25: each ≥ 98), a
 * measurement and not a timed test. Starts its own Store API and dashboard from the production build (dist/, or
 * E2E_DIST) on ports 4630/4631, signs in as the owner in Chromium to get a session, then runs Lighthouse (its default
 * mobile preset: a mid-range phone, simulated slow 4G and 4× CPU) on each route's page — signed-in routes with the
 * session's cookie, guest routes without, /login/two-step with a sign-in waiting for its code (the lapsed demo account
 * turns two-step on first) — in one headless /usr/bin/chromium started by chrome-launcher. The Courier booking app runs
 * beside them on LIGHTHOUSE_PORT + 2, so /app/{handle} frames the real app as a seller sees it (not Chromium's error
 * page for an app that does not answer, which cost the route its score). The storefront preview's SEO
 * is scored without `is-crawlable`: it is `noindex` on purpose. Prints each
 * route's performance, accessibility, best-practices and SEO scores (and what costs a route under the minimum its
 * points), then a table of them all, the lowest and median per category, and the routes it could not measure as a
 * seller sees them (no record to open, a redirect, an error status); exits 1 when a score is under LIGHTHOUSE_MIN (98)
 * or a route was not measured. LIGHTHOUSE_ROUTES=/login,/orders measures only those route patterns (to run the table
 * in batches); LIGHTHOUSE_JSON (.tmp/lighthouse.json) keeps the results, and LIGHTHOUSE_REPORTS=<folder> each route's
 * whole Lighthouse report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { generate } from 'otplib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { RouteEntry } from '../src/lib/routes.ts';
import { launchOptions } from '../tests/helpers/chromium.ts';
import { DUMMY, routePaths } from '../tests/helpers/route-paths.ts';
import { COURIER_APP, courierAppEnv, DIST_DIR, startNode, startStack, waitForUrl } from '../tests/helpers/servers.ts';
import { exitWith, ownerContext, routesAsked, signInAs } from './route-pages.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4630);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4631);
/** The Courier booking app's port (the API's APP_ORIGINS points /app/courier-booking at it). */
const APP_PORT = PORT + 2;
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 98);
const JSON_OUT = process.env.LIGHTHOUSE_JSON ?? '.tmp/lighthouse.json';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
type Category = (typeof CATEGORIES)[number];

interface Scored {
  pattern: string;
  path: string;
  scores: Record<Category, number>;
  /** The audits that cost points, worst first (what to fix). */
  misses: string[];
  /** Why the page measured is not the route as a seller sees it, when it is not. */
  problem?: string;
}

/** Lowest and median of a list of scores. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return `min ${sorted[0] ?? '—'} · median ${median ?? '—'}`;
}

const TWO_STEP = '/login/two-step';
/** Records of the demo data for routes whose parent page links none (the preview's menus link no page). */
const DEMO_PATHS: Record<string, string> = {
  '/store/preview/pages/[handle]': '/store/preview/pages/about-us', // published by api/src/seeds/content.ts
};
const PASSWORD = 'demo1234';

async function cookieHeader(context: BrowserContext, baseURL: string): Promise<string> {
  return (await context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * The cookies of a sign-in waiting for its code: the lapsed demo account (its own shop, not the owner's measured one)
 * turns two-step sign-in on in /my-profile as a seller does, then signs in again with its password.
 */
async function pendingTwoStep(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInAs(page, baseURL, 'lapsed@haat.test');
    await page.goto(`${baseURL}/my-profile`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // The password is asked for only when the Store API wants a fresh factor (not right after signing in).
    const password = page.getByLabel('Your password');
    const shown = page.getByTestId('two-step-secret');
    await password.or(shown).first().waitFor();
    if (await password.isVisible()) {
      await password.fill(PASSWORD);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    }
    const secret = (await shown.innerText()).replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await context.clearCookies();
    await signInAs(page, baseURL, 'lapsed@haat.test');
    if (new URL(page.url()).pathname !== TWO_STEP) throw new Error(`a two-step sign-in landed on ${page.url()}`);
    return await cookieHeader(context, baseURL);
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  console.log(`lighthouse: starting Haat from ${DIST_DIR} on ports ${PORT}/${API_PORT}`);
  // Seeding the demo shop on a busy machine can take minutes: wait up to ten.
  const stack = await startStack(
    { port: PORT, apiPort: API_PORT, dataDir: `.tmp/lighthouse-data-${PORT}`, distDir: DIST_DIR, courierAppPort: APP_PORT },
    false,
    600_000,
  );
  // Its Steadfast sandbox is not needed: the app's page books nothing while it is measured.
  const app = startNode(
    [COURIER_APP],
    courierAppEnv({ port: APP_PORT, apiUrl: `http://127.0.0.1:${API_PORT}`, dashboardUrl: stack.baseURL, steadfastPort: APP_PORT + 1 }),
    'courier-app',
  );
  try {
    await waitForUrl(`http://127.0.0.1:${APP_PORT}/health`, app.child, 60_000);
  } catch (error) {
    await app.stop();
    await stack.stop();
    throw new Error(`${(error as Error).message}\n${app.output()}`, { cause: error });
  }
  const browser = await chromium.launch(launchOptions);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    // The owner's session, for the signed-in routes (Lighthouse sends it as a header on every request).
    const owner = await ownerContext(browser, stack.baseURL);
    const cookie = await cookieHeader(owner, stack.baseURL);
    const pathOf = routePaths(owner, stack.baseURL);
    const wanted = routesAsked('LIGHTHOUSE_ROUTES');
    // The code form opens only while a password was just accepted: a sign-in of an account with two-step on.
    const pending = wanted.some((route) => route.pattern === TWO_STEP) ? await pendingTwoStep(browser, stack.baseURL) : '';

    const results: Scored[] = [];
    for (const route of wanted) {
      const found = await pathOf(route.pattern);
      const path = found.includes(DUMMY) ? (DEMO_PATHS[route.pattern] ?? found) : found;
      const preview = route.pattern.startsWith('/store/preview');
      const session = route.pattern === TWO_STEP ? pending : route.access === 'guest' ? '' : cookie;
      const run = await lighthouse(
        stack.baseURL + path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // The preview is `noindex` on purpose: search engines index the live store, never the dashboard's copy.
          ...(preview ? { skipAudits: ['is-crawlable'] } : {}),
          // The session cookie as a header: Lighthouse clears the browser's storage before it loads the page.
          ...(session ? { extraHeaders: { Cookie: session } } : {}),
        },
        // The default config is the mobile preset.
      );
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
        Category,
        number
      >;
      const misses = Object.values(lhr.audits)
        .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .filter((audit) => CATEGORIES.some((id) => lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)))
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .slice(0, 4)
        .map((audit) => `${audit.id} ${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      // A page that is not the route's own: no record to open, sent elsewhere, or an error document.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const status = lhr.audits['http-status-code']?.score === 0 ? lhr.audits['http-status-code'].displayValue : undefined;
      const problem = path.includes(DUMMY)
        ? `no link to a record on ${(route as RouteEntry).parent ?? 'its parent'}`
        : lhr.runtimeError
          ? `error ${lhr.runtimeError.code}`
          : landed !== path
            ? `redirected to ${landed}`
            : status
              ? `answered ${status}`
              : undefined;
      results.push({ pattern: route.pattern, path, scores, misses, ...(problem ? { problem } : {}) });
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${route.pattern.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
      }
      const low = Math.min(...Object.values(scores)) < MIN ? `  UNDER ${MIN}` : '';
      console.log(
        `${route.pattern} → ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(' · ')}${low}` +
          (problem ? `  NOT MEASURED AS SEEN: ${problem}` : ''),
      );
      if (low) console.log(`  costs points: ${misses.join('; ') || '(no single audit)'}`);
    }
    mkdirSync(dirname(JSON_OUT), { recursive: true });
    writeFileSync(JSON_OUT, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));

    console.log(`\n| route | ${CATEGORIES.map((id) => SHORT[id]).join(' | ')} | note |`);
    console.log(`| --- | ${CATEGORIES.map(() => '--:').join(' | ')} | --- |`);
    for (const r of results) {
      const note = r.problem ?? (Math.min(...Object.values(r.scores)) < MIN ? r.misses.slice(0, 2).join('; ') : '');
      console.log(`| ${r.pattern} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} | ${note} |`);
    }
    for (const id of CATEGORIES) console.log(`lighthouse: ${id} ${spread(results.map((r) => r.scores[id]))}`);
    const under = results.filter((r) => Math.min(...Object.values(r.scores)) < MIN);
    const unmeasured = results.filter((r) => r.problem);
    console.log(`lighthouse: ${results.length - under.length} of ${results.length} routes at ${MIN} or more in all four`);
    for (const r of unmeasured) console.log(`lighthouse: ${r.pattern} not measured as a seller sees it: ${r.problem}`);
    return under.length > 0 || unmeasured.length > 0 ? 1 : 0;
  } finally {
    chrome.kill();
    await browser.close();
    await app.stop();
    await stack.stop();
  }
}

exitWith(main);
