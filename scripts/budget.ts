/**
 * `npm run budget`: what each page makes a phone download, as the browser received it. Starts its own
 * Store API and dashboard (production build in dist/, or E2E_DIST) on ports 4620/4621, signs in as the
 * owner in Chromium, visits every route of the routes table (guest routes signed out) with the cache off,
 * and reads each response's transfer size from the DevTools protocol (`Network.loadingFinished`
 * encodedDataLength: compressed body and headers, what a seller pays for). It fails when a page's
 * scripts are over its budget, or when an HTML, CSS or JavaScript answer of 1 KB or more arrived without
 * a Content-Encoding. The report adds the transfer of HTML + CSS + JavaScript + fonts per page. Pages with a
 * rich-text field are measured twice (issue 25): as loaded, and again after the field is focused and the
 * editor it fetches then has taken over, each state against its own budget.
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { launchOptions } from '../tests/helpers/chromium.ts';
import { routePaths } from '../tests/helpers/route-paths.ts';
import { DIST_DIR, startStack } from '../tests/helpers/servers.ts';
import { exitWith, ownerContext, routesAsked } from './route-pages.ts';

/** KB of scripts (transferred: compressed, with headers) a page may ship; the first matching pattern wins, else DEFAULT_BUDGET_KB. */
const BUDGETS: Record<string, number> = {
  // '/', '/analytics' and '/earnings' keep the default: their charts are SVG drawn on the server since issue 25 (was 130,
  // for Chart.js).
  // Rich-text pages until the field is focused (issue 25): the editor loads on demand (see EDITOR_BUDGET_KB).
  '/products/create': 20,
  '/products/update/[id]': 20,
  '/collections/create': 20,
  '/collections/update/[id]': 20,
  '/upgrade': 15, // plans and billing (issue 10): no island
  '/checkout/thanks': 15, // a few lines that poll while bKash has not confirmed
  '/upgrade/invoices/[id]': 0, // the printable invoice ships no JavaScript
  '/store/pages/create': 20, // issue 13: the page and post editors carry the rich-text field
  '/store/pages/update/[id]': 20,
  '/store/blog/create': 20,
  '/store/blog/update/[id]': 20,
  '/orders/create': 90, // issue 11: the phone-order island (React, live totals; Headless UI comboboxes load on first use)
  '/appstore': 15, // issue 14: install and uninstall are plain forms
  '/app/[handle]': 15, // the app host (sandboxed iframe, postMessage bridge): plain DOM since issue 25, no React (was 90)
  '/settings/domain': 15, // issue 14: no island
  '/store/navigations/update/[id]': 110, // issue 13: the menu builder island (React, drag, Headless UI combobox on first use)
  '/store/themes/customise': 15, // the customiser's live preview: plain DOM since issue 25, no React (was 130)
  // Later issues raise pages that carry islands, e.g. '/products/create': 120.
};
const DEFAULT_BUDGET_KB = 15;

/** KB of scripts a rich-text page may have fetched in all once its field is focused and the editor has loaded (issue 3: ≤ 230 KB). */
const EDITOR_BUDGET_KB = 230;
/** The rich-text field's box: focusing it fetches the editor, which marks itself ready once it has taken over. */
const RICH_TEXT_FIELD = '[data-rich-text] textarea';
const EDITOR_READY = '.rte[data-ready]';

/** Pages measured for their island: a run that finds no script there measured another state of the page and fails. */
const ISLAND_PAGES = new Set(['/store/themes/customise']);

const PORT = Number(process.env.BUDGET_PORT ?? 4620);
const API_PORT = Number(process.env.BUDGET_API_PORT ?? 4621);

const budgetFor = (pattern: string): number => BUDGETS[pattern] ?? DEFAULT_BUDGET_KB;
const missesIsland = (result: PageResult) => ISLAND_PAGES.has(result.pattern) && result.scripts === 0;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** Over the page's budget as loaded, or (a rich-text page) over the editor's once the field was focused. */
const overBudget = (result: PageResult) =>
  result.transfer.js > result.budget * 1024 || (result.focused !== undefined && result.focused.js > result.focused.budget * 1024);

/** What the page's answers weigh on the wire, by kind. */
type Kind = 'html' | 'css' | 'js' | 'font';
const KINDS: Record<string, Kind> = { Document: 'html', Stylesheet: 'css', Script: 'js', Font: 'font' };

/** An answer that should be compressed (HTML, CSS, JS of 1 KB or more) and was not. */
interface Uncompressed {
  url: string;
  bytes: number;
}

interface PageResult {
  pattern: string;
  path: string;
  status: number;
  /** Transferred bytes per kind. */
  transfer: Record<Kind, number>;
  scripts: number;
  uncompressed: Uncompressed[];
  budget: number;
  /** A rich-text page: scripts transferred once the field was focused and the editor loaded (all of them, page's included). */
  focused?: { js: number; scripts: number; budget: number } | undefined;
}

/** Below this an answer is left uncompressed on purpose (the encoding would save nothing). */
const COMPRESS_FROM_BYTES = 1024;

/** Loads `url` (the page of `pattern` at `path`) in a fresh tab and adds up what arrived. */
async function measure(context: BrowserContext, url: string, path: string, pattern: string): Promise<PageResult> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Every page pays for its files as a first visit would: nothing comes from the cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const answers = new Map<string, { kind: Kind; url: string; status: number; encoding: string; decoded: number; transfer: number }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const kind = KINDS[type];
    if (!kind) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    answers.set(requestId, {
      kind,
      url: response.url,
      status: response.status,
      encoding: headers['content-encoding'] ?? '',
      decoded: 0,
      transfer: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const answer = answers.get(requestId);
    if (answer) answer.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const answer = answers.get(requestId);
    if (answer) answer.transfer = encodedDataLength;
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  // client:visible islands load when scrolled into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const scriptsSoFar = () => [...answers.values()].filter((answer) => answer.kind === 'js');
  const loaded = scriptsSoFar();
  let focused: PageResult['focused'];
  const field = page.locator(RICH_TEXT_FIELD).first();
  if ((await field.count()) > 0) {
    await field.focus();
    await page.locator(EDITOR_READY).first().waitFor();
    await page.waitForLoadState('networkidle');
    const all = scriptsSoFar();
    focused = { js: all.reduce((sum, answer) => sum + answer.transfer, 0), scripts: all.length, budget: EDITOR_BUDGET_KB };
  }
  await cdp.detach();
  await page.close();
  const transfer: Record<Kind, number> = { html: 0, css: 0, js: 0, font: 0 };
  const uncompressed: Uncompressed[] = [];
  for (const answer of answers.values()) {
    const shouldCompress = answer.kind !== 'font' && answer.status === 200 && answer.decoded >= COMPRESS_FROM_BYTES;
    if (shouldCompress && !/^(br|gzip|zstd|deflate)$/.test(answer.encoding)) uncompressed.push({ url: answer.url, bytes: answer.decoded });
    if (answer.kind === 'js' && !loaded.includes(answer)) continue; // the editor's, counted in `focused`
    transfer[answer.kind] += answer.transfer;
  }
  const status = response?.status() ?? 0;
  return { pattern, path, status, transfer, scripts: loaded.length, uncompressed, budget: budgetFor(pattern), focused };
}

async function main(): Promise<number> {
  console.log(`budget: starting Haat from ${DIST_DIR} on ports ${PORT}/${API_PORT}`);
  const stack = await startStack({
    port: PORT,
    apiPort: API_PORT,
    dataDir: PORT === 4620 ? '.tmp/budget-data' : `.tmp/budget-data-${PORT}`, // two runs side by side keep apart
    distDir: DIST_DIR,
  });
  const browser = await chromium.launch(launchOptions);
  try {
    // No service worker (public/sw.js), as in ownerContext: the budget measures what a first visit downloads.
    const guest = await browser.newContext({ serviceWorkers: 'block' });
    const owner = await ownerContext(browser, stack.baseURL);

    const results: PageResult[] = [];
    const pathOf = routePaths(owner, stack.baseURL);
    // BUDGET_ROUTES=/appstore,/app/[handle]: only these route patterns (one area's pages while developing).
    for (const route of routesAsked('BUDGET_ROUTES')) {
      const path = await pathOf(route.pattern);
      const result = await measure(route.access === 'guest' ? guest : owner, stack.baseURL + path, path, route.pattern);
      results.push(result);
      const { html, css, js, font } = result.transfer;
      const over = overBudget(result);
      const note = result.status === 200 ? '' : ` (HTTP ${result.status})`;
      const scripts = `${result.scripts} script${result.scripts === 1 ? '' : 's'}`;
      console.log(
        `${route.pattern} → JS ${kb(js)} KB (budget ${result.budget} KB, ${scripts})${note}${over ? '  OVER BUDGET' : ''}` +
          `  · transfer HTML ${kb(html)} + CSS ${kb(css)} + JS ${kb(js)} + fonts ${kb(font)} = ${kb(html + css + js + font)} KB`,
      );
      if (result.focused) {
        const { js: all, scripts: count, budget } = result.focused;
        console.log(
          `  focused: JS ${kb(all)} KB in all (budget ${budget} KB, ${count} scripts)${all > budget * 1024 ? '  OVER BUDGET' : ''}`,
        );
      }
      for (const { url, bytes } of result.uncompressed) console.log(`  NOT COMPRESSED: ${url} (${kb(bytes)} KB)`);
      if (missesIsland(result))
        console.log(`  NO ISLAND: ${route.pattern} was measured without its island (is the demo seed's state there?)`);
    }
    const failed = results.filter((result) => overBudget(result) || result.uncompressed.length > 0 || missesIsland(result));
    const notOk = results.filter((result) => result.status !== 200);
    for (const result of notOk) console.log(`warning: ${result.path} answered ${result.status}; its size is of that page`);
    console.log(
      `budget: ${results.length - failed.length} passed, ${failed.length} failed (over budget, sent uncompressed or missing its island)`,
    );
    return failed.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

exitWith(main);
