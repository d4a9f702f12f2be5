/**
 * Saved views without JavaScript (issue 27 item 2): on /orders a staff member filters by a status, saves the view as
 * "To pack", sees its tab (the row fits a 320 px phone), opens it (the filter applies), renames it and deletes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { STAFF, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

const views = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });
const statusTab = (page: Page, status: string) =>
  page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: new RegExp(`^${status}`) });

test('save the confirmed orders as "To pack", open it, rename it and delete it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, STAFF);
  await page.goto('/orders');
  await statusTab(page, 'Confirmed').click();
  await expect(page).toHaveURL(/[?&]status=confirmed/);

  await page.getByText('Save this view').click();
  await page.getByLabel('View name').fill('To pack');
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(views(page).getByRole('link', { name: 'To pack' })).toHaveAttribute('aria-current', 'page');
  // The tabs wrap within their row: no sideways scroll on a 320 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Opening the view from the whole list applies its filter.
  await page.goto('/orders');
  await views(page).getByRole('link', { name: 'To pack' }).click();
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(statusTab(page, 'Confirmed')).toHaveAttribute('aria-current', 'page');

  // The same name again is refused under the field.
  await page.getByText('Save this view').click();
  await page.getByLabel('View name').fill('to pack');
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('You already have a view with this name on this list').first()).toBeVisible();

  await page.getByText('Manage views').click();
  await page.getByLabel('New name for To pack').fill('Packing today');
  await page.getByRole('button', { name: 'Rename To pack' }).click();
  await expect(views(page).getByRole('link', { name: 'Packing today' })).toBeVisible();
  await expect(views(page).getByRole('link', { name: 'To pack' })).toHaveCount(0);

  await page.getByText('Manage views').click();
  await page.getByRole('button', { name: 'Delete view Packing today' }).click();
  await expect(page.getByText('View deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Packing today' })).toHaveCount(0);
});
