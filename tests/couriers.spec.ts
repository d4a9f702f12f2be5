/**
 * Couriers built in, with JavaScript off (issue 24 item 1): the owner books one confirmed order with Pathao from its
 * page, then ten more in bulk from the orders list; the demo shop is connected to the local courier sandboxes (seed).
 * Takes the oldest confirmed orders, so specs that use the newest (phone-defects) keep theirs.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER, signIn, signInRequest } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

async function confirmedOrders(request: APIRequestContext, baseURL: string): Promise<string[]> {
  await signInRequest(request, baseURL, OWNER);
  const html = await (await request.get('/orders?status=confirmed&limit=100&sort=placed_at')).text();
  return [...new Set([...html.matchAll(/href="\/orders\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}

test('books one order from its page and ten from the list, without JavaScript', async ({ page, request, baseURL }) => {
  const ids = await confirmedOrders(request, baseURL!);
  expect(ids.length).toBeGreaterThanOrEqual(11);
  const [one, ...rest] = ids.slice(0, 11);

  await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent(`/orders/${one}`)}`);
  const courier = page.getByRole('region', { name: 'Courier' });
  await courier.getByLabel('Courier').selectOption('pathao');
  await courier.getByRole('button', { name: 'See the charge' }).click();
  await expect(page.getByRole('region', { name: 'Courier' })).toContainText(/Pathao charges ৳\d|Pathao gives no price for this address/);
  await page.getByRole('region', { name: 'Courier' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Booked with Pathao: consignment/ })).toBeVisible();
  const booked = page.getByRole('region', { name: 'Courier' });
  await expect(booked).toContainText('Booked with Pathao');
  await expect(booked).toContainText('Courier charge');
  await expect(booked).toContainText('Waiting for pickup');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(/Booked with Pathao: consignment \S+, charge ৳/);

  // Ten more in bulk from the list: tick them, choose the courier, book.
  await page.goto('/orders?status=confirmed&limit=100&sort=placed_at');
  for (const id of rest) await page.locator(`input[type="checkbox"][value="${id}"]`).check();
  await page.getByLabel('Courier', { exact: true }).selectOption('steadfast');
  await page.getByRole('button', { name: 'Book with courier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked 10 with Steadfast.' })).toBeVisible();
  await page.goto(`/orders/${rest.at(-1)}`);
  await expect(page.getByRole('region', { name: 'Courier' })).toContainText('Booked with Steadfast');
});
