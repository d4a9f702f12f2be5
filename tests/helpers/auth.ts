/** Demo logins (api/src/seeds) and signing in, through the form as a user would or by a form POST. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';
export const OWNER = 'owner@haat.test';
export const STAFF = 'staff@haat.test';
export const LAPSED = 'lapsed@haat.test';

/** Permission keys of the staff demo user in Dhaka Crafts. */
export const STAFF_PERMISSIONS = ['orders', 'customers', 'products-and-collections'] as const;

/** Signs in through the login page (labels "Email", "Password", button "Sign in"). */
export async function signIn(page: Page, email: string, password = PASSWORD, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in with the login form's POST (same origin, as a browser sends it); the request context
 * keeps the `auth:token` cookie for its later requests.
 */
export async function signInRequest(request: APIRequestContext, baseURL: string, email: string, password = PASSWORD): Promise<void> {
  const response = await request.post('/login?_action=auth.login', {
    form: { email, password, next: '/' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(303);
  const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
  expect(
    cookies.some((h) => h.value.startsWith('auth:token=')),
    `sign-in of ${email} set no auth:token cookie`,
  ).toBe(true);
}
