/**
 * What the budget and the Lighthouse run share: the routes asked for (all of the routes table, or the patterns an
 * environment variable names), the owner's signed-in browser context, and running the script's main as its exit code.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../api/src/seed.ts';
import { ROUTES, type RouteEntry } from '../src/lib/routes.ts';

/** The routes table's entries, or only the patterns `variable` names, comma-separated (`/login,/orders`). */
export function routesAsked(variable: string): readonly RouteEntry[] {
  const only = process.env[variable]?.split(',').map((pattern) => pattern.trim());
  return ROUTES.filter((entry) => !only || only.includes(entry.pattern));
}

/** Signs `email` in (demo password) through the login form of the dashboard at `baseURL`. */
export async function signInAs(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A context signed in as the demo owner. No service worker (public/sw.js): it would answer the static files from its
 * cache after the first page, and both scripts measure what a first visit costs.
 */
export async function ownerContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const owner = await browser.newContext({ serviceWorkers: 'block' });
  const login = await owner.newPage();
  await signInAs(login, baseURL, 'owner@haat.test');
  await login.close();
  return owner;
}

/** Runs `main` and exits with its code (1 on an error, printed). */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
