/**
 * The Store API stopped (issue 2 §5): a second dashboard process whose API_URL points at a port
 * where nothing listens. Signed-in pages answer 503 with a plain explanation and no stack trace,
 * and the process keeps serving.
 */
import { expect, test } from '@playwright/test';
import { PORTS } from './helpers/ports.ts';
import { startDashboard, type Running } from './helpers/servers.ts';

const PORT = PORTS.outageDashboard;
const DEAD_API = `http://127.0.0.1:${PORTS.deadApi}`;
const base = `http://127.0.0.1:${PORT}`;

let dashboard: Running;

test.beforeAll(async () => {
  dashboard = await startDashboard(PORT, DEAD_API);
});

test.afterAll(async () => {
  await dashboard?.stop();
});

test('with the Store API down a signed-in page is the 503 page, and the dashboard keeps serving', async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { Cookie: 'auth:token=any-token-at-all' },
  });
  for (const path of ['/', '/orders?status=pending']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(503);
    const html = await response.text();
    expect(html).toContain('Service unavailable');
    expect(html).toContain('The store service is not answering right now');
    expect(html).not.toMatch(/\bat .+\.(m?js|ts):\d+/); // no stack frames
    expect(html).not.toMatch(/ECONNREFUSED|TypeError|fetch failed/);
  }
  // Still serving: the login page of the same process answers normally.
  const login = await playwright.request.newContext({ baseURL: base });
  expect((await login.get('/login')).status()).toBe(200);
  expect(dashboard.child.exitCode).toBeNull();
  await request.dispose();
  await login.dispose();
});

test('the 503 page renders in the browser with a way to try again', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: 'auth:token', value: 'whatever', url: base }]);
  const page = await context.newPage();
  const response = await page.goto('/customers');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /^\/customers\/?$/);
  await context.close();
});

test('with the Store API down the sign-in form answers with the 503 page, not a 500', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: base });
  const response = await request.post('/login?_action=auth.login', {
    form: { email: 'owner@haat.test', password: 'demo1234', next: '/' },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain('Service unavailable');
  expect(html).toMatch(/we stop waiting for it after \d+ seconds/); // the page-wide deadline (issue 9 item 10)
  await request.dispose();
});
