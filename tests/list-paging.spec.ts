/**
 * Keyset paging of the orders and customers lists with JavaScript disabled: Next and Previous are plain links
 * carrying the Store API's cursor and the page number, every page is a URL that shows the same rows when opened
 * again, and Last reads the end of the list.
 */
import { expect, test, type Page } from '@playwright/test';
import { STAFF, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

/** The ids of the rows linked from the list (order or customer pages), in order. */
const rowIds = async (page: Page, area: 'orders' | 'customers') => [
  ...new Set([...(await page.content()).matchAll(new RegExp(`href="/${area}/([0-9a-f-]{36})"`, 'g'))].map((m) => m[1]!)),
];

test('orders: Next, Previous and Last page by cursor, and a page link shows the same orders again', async ({ page }) => {
  await signIn(page, STAFF, undefined, '/login?next=%2Forders%3Fstatus%3Ddelivered');
  await expect(page).toHaveURL('/orders?status=delivered');
  const pager = page.getByRole('navigation', { name: 'Order pages' });
  const summary = page.getByText(/^Showing .* orders?$/);
  const total = /of ([\d,]+) orders$/.exec((await summary.textContent())!)![1]!;
  await expect(pager).toBeVisible();
  const first = await rowIds(page, 'orders');
  expect(first.length).toBe(20);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/status=delivered&page=2&after=[\w-]+$/);
  await expect(summary).toHaveText(`Showing 21–40 of ${total} orders`);
  await expect(pager).toContainText('Page 2 of');
  const second = await rowIds(page, 'orders');
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=3&after=/);
  // The URL changes when the new page starts to arrive: read its rows once the pager under them shows, as a person would.
  await expect(summary).toHaveText(`Showing 41–60 of ${total} orders`);
  await expect(pager).toBeVisible();
  const third = page.url();
  const thirdIds = await rowIds(page, 'orders');

  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2&before=[\w-]+$/);
  // Back from page 3 (41–60) are rows 21–40, counted from the start as they were on the way there.
  await expect(summary).toHaveText(`Showing 21–40 of ${total} orders`);
  await expect(pager).toBeVisible();
  expect(await rowIds(page, 'orders')).toEqual(second);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/orders?status=delivered');
  await expect(summary).toHaveText(`Showing 1–20 of ${total} orders`);
  await expect(pager).toBeVisible();
  expect(await rowIds(page, 'orders')).toEqual(first);

  // A shared page link opens the same page.
  await page.goto(third);
  expect(await rowIds(page, 'orders')).toEqual(thirdIds);
  await expect(summary).toHaveText(`Showing 41–60 of ${total} orders`);

  await pager.getByRole('link', { name: 'Last' }).click();
  await expect(page).toHaveURL(/before=end/);
  await expect(summary).toHaveText(new RegExp(`–${total} of ${total} orders$`));
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Previous' }).click();
  // Pages before Last stay counted from the end, so their link says so.
  await expect(page).toHaveURL(/before=[\w-]+&end=1$/);
  await expect(summary).toHaveText(/^Showing [\d,]+–[\d,]+ of [\d,]+ orders$/);
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('href', /after=[\w-]+&end=1$/);

  // A cursor that is not one is left out: the numbered page shows instead of an error.
  await page.goto('/orders?status=delivered&page=7&after=%3Cnot-a-cursor%3E');
  await expect(summary).toHaveText(`Showing 121–140 of ${total} orders`);
});

test('customers: Next and Previous page by cursor', async ({ page }) => {
  await signIn(page, STAFF, undefined, '/login?next=%2Fcustomers');
  await expect(page).toHaveURL('/customers');
  const pager = page.getByRole('navigation', { name: 'Customer pages' });
  await expect(pager).toBeVisible();
  const first = await rowIds(page, 'customers');
  expect(first.length).toBe(20);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2&after=[\w-]+$/);
  await expect(page.getByText(/^Showing 21–40 of [\d,]+ customers$/)).toBeVisible();
  await expect(pager).toBeVisible();
  const second = await rowIds(page, 'customers');
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/customers');
  await expect(pager).toBeVisible();
  expect(await rowIds(page, 'customers')).toEqual(first);
});
