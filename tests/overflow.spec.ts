/**
 * No page wider than the phone (issue 8): every route of the routes table, at 320 and 360 px, as the
 * owner (guest pages signed out). A page fails when `document.documentElement.scrollWidth` exceeds the
 * viewport; the message names the route and the widest elements that stick out (wide tables must
 * scroll inside their own card, so what a scrolling box clips does not count).
 */
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { ROUTES } from '../src/lib/routes.ts';
import { OWNER, signIn } from './helpers/auth.ts';
import { PORTS } from './helpers/ports.ts';
import { overflowOf } from './helpers/overflow.ts';
import { routePaths } from './helpers/route-paths.ts';

const WIDTHS = [320, 360];

test.setTimeout(60_000);

let owner: BrowserContext;
let guest: BrowserContext;
let pathOf: (pattern: string) => Promise<string>;

async function contexts(browser: Browser, baseURL: string) {
  owner = await browser.newContext({ baseURL });
  guest = await browser.newContext({ baseURL });
  const page = await owner.newPage();
  await signIn(page, OWNER);
  await page.close();
  pathOf = routePaths(owner, baseURL);
}

test.beforeAll(async ({ browser }) => contexts(browser, `http://127.0.0.1:${PORTS.dashboard}`));
test.afterAll(async () => {
  await owner.close();
  await guest.close();
});

for (const route of ROUTES) {
  test(`${route.pattern} fits ${WIDTHS.join(' and ')} px`, async () => {
    const path = await pathOf(route.pattern);
    const page = await (route.access === 'guest' ? guest : owner).newPage();
    try {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path, { waitUntil: 'load' });
        // Islands and charts that load when scrolled into view get their chance to widen the page.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        const { excess, offenders } = await overflowOf(page);
        if (excess > 0) problems.push(`${path} at ${width} px is ${excess} px wider than the screen:\n    ${offenders.join('\n    ')}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await page.close();
    }
  });
}
