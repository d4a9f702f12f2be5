/**
 * `npm run lighthouse`: Lighthouse's mobile scores of every route of the routes table (issue 25: each ≥ 98), a
 * measurement and not a timed test. Starts its own Store API and dashboard from the production build (dist/, or
 * E2E_DIST) on ports 4630/4631, signs in as the owner in Chromium to get a session, then runs Lighthouse (its default
 * mobile preset: a mid-range phone, simulated slow 4G and 4× CPU) on each route's page — signed-in routes with the
 * session's cookie, guest routes without — in one headless /usr/bin/chromium started by chrome-launcher. Prints each
 * route's performance, accessibility and best-practices scores and the lowest of them all; exits 1 when one is under
 * LIGHTHOUSE_MIN (98). LIGHTHOUSE_ROUTES=/login,/orders measures only those route patterns.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROUTES } from '../src/lib/routes.ts';
import { launchOptions } from '../tests/helpers/chromium.ts';
import { routePaths } from '../tests/helpers/route-paths.ts';
import { DIST_DIR, startStack } from '../tests/helpers/servers.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4630);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4631);
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 98);
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',').map((pattern) => pattern.trim());
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

interface Scored {
  pattern: string;
  path: string;
  scores: Record<Category, number>;
  /** The audits that cost points, worst first (what to fix). */
  misses: string[];
}

async function main(): Promise<number> {
  console.log(`lighthouse: starting Haat from ${DIST_DIR} on ports ${PORT}/${API_PORT}`);
  // Seeding the demo shop on a busy machine can take minutes: wait up to ten.
  const stack = await startStack(
    { port: PORT, apiPort: API_PORT, dataDir: `.tmp/lighthouse-data-${PORT}`, distDir: DIST_DIR },
    false,
    600_000,
  );
  const browser = await chromium.launch(launchOptions);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    // The owner's session, for the signed-in routes (Lighthouse sends it as a header on every request).
    const owner = await browser.newContext({ serviceWorkers: 'block' });
    const login = await owner.newPage();
    await login.goto(`${stack.baseURL}/login`);
    await login.getByLabel('Email').fill('owner@haat.test');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();
    await login.waitForURL(`${stack.baseURL}/`);
    await login.close();
    const cookie = (await owner.cookies(stack.baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
    const pathOf = routePaths(owner, stack.baseURL);

    const results: Scored[] = [];
    for (const route of ROUTES.filter((entry) => !ONLY || ONLY.includes(entry.pattern))) {
      const path = await pathOf(route.pattern);
      const run = await lighthouse(
        stack.baseURL + path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // The session cookie as a header: Lighthouse clears the browser's storage before it loads the page.
          ...(route.access === 'guest' ? {} : { extraHeaders: { Cookie: cookie } }),
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
      const note = lhr.runtimeError ? `  ERROR ${lhr.runtimeError.code}` : '';
      results.push({ pattern: route.pattern, path, scores, misses });
      const low = Math.min(...Object.values(scores)) < MIN ? `  UNDER ${MIN}` : '';
      console.log(
        `${route.pattern} → performance ${scores.performance} · accessibility ${scores.accessibility} · ` +
          `best practices ${scores['best-practices']}${low}${note}`,
      );
      if (low) console.log(`  costs points: ${misses.join('; ') || '(no single audit)'}`);
    }
    const lowest = CATEGORIES.map((id) => {
      const worst = results.reduce<Scored | null>((min, r) => (min === null || r.scores[id] < min.scores[id] ? r : min), null);
      return worst ? `${id} ${worst.scores[id]} (${worst.pattern})` : `${id} —`;
    });
    const under = results.filter((r) => Math.min(...Object.values(r.scores)) < MIN);
    console.log(`lighthouse: lowest ${lowest.join(' · ')}`);
    console.log(`lighthouse: ${results.length - under.length} of ${results.length} routes at ${MIN} or more in all three`);
    return under.length > 0 ? 1 : 0;
  } finally {
    chrome.kill();
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
