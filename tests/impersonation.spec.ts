/**
 * The impersonation link (spec §4, issue 2 §2): `npm run api -- impersonate <email>` prints a
 * one-time `/login?token=…` link. PGlite allows ONE process per data folder, so the command cannot
 * run beside the shared e2e Store API (a second process sees stale data and its writes are lost).
 * This spec therefore uses its own data folder in the order an operator would: seed, impersonate
 * (no server holding the folder), then start a Store API and a dashboard on it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { API_CLI, ROOT, apiEnv, startDashboard, startNode, waitForUrl, wipeData, type Running } from './helpers/servers.ts';

const ports = { port: PORTS.impersonationDashboard, apiPort: PORTS.impersonationApi, dataDir: DATA_DIRS.impersonation };
const base = `http://127.0.0.1:${ports.port}`;
const run = promisify(execFile);
/** Runs `node api/src/cli.ts …` on this spec's data folder; a first open (initdb, seed) takes 10–60 s on a busy machine. */
async function cli(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [API_CLI, ...args], { cwd: ROOT, env: apiEnv(ports), timeout: 180_000 });
    return stdout;
  } catch (error) {
    const { signal, stdout, stderr } = error as { signal?: string; stdout?: string; stderr?: string };
    throw new Error(`api ${args.join(' ')} failed${signal ? ` (${signal}, timed out?)` : ''}:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

let api: Running | undefined;
let dashboard: Running | undefined;
let links: string[] = [];

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  wipeData(ports.dataDir);
  await cli('seed');
  for (let i = 0; i < 2; i++) links.push((await cli('impersonate', 'staff@haat.test')).trim().split('\n').pop() ?? '');
  api = startNode([API_CLI, 'serve'], apiEnv(ports), 'impersonation-api');
  await waitForUrl(`http://127.0.0.1:${ports.apiPort}/health`, api.child);
  dashboard = await startDashboard(ports.port, `http://127.0.0.1:${ports.apiPort}`);
});

test.afterAll(async () => {
  await dashboard?.stop();
  await api?.stop();
  links = [];
});

test('the link signs out whoever is signed in, signs the staff member in and leaves the address bar', async ({ browser }) => {
  const [link] = links;
  expect(link).toMatch(new RegExp(`^${base}/login\\?token=[A-Za-z0-9_-]{20,}$`));
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signIn(page, OWNER);
  await expect(page.locator('summary', { hasText: 'Rahim Uddin' })).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.locator('summary', { hasText: 'Karim Hossain' })).toBeVisible();
  // One-time: the same link again only shows the login page (the failure is only logged).
  await context.clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(`${base}/login`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await context.close();
});

test('a link works in a fresh browser without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: base,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(links[1]);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.locator('summary', { hasText: 'Karim Hossain' })).toBeVisible();
  await context.close();
});
