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

test('with the Store API down the sign-in form answers 503 on the form itself, the e-mail still in it (issue 25)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@haat.test');
  await page.getByLabel('Password').fill('demo1234');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(503);
  await expect(page.getByRole('alert')).toContainText('The store service is not answering right now.');
  await expect(page.getByLabel('Email')).toHaveValue('owner@haat.test');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await context.close();
});
