/**
 * A first day that guides and the COD record (issue 24 items 4 and 5, issue 25 item 11), on the production build
 * without JavaScript at 360 px: a new shop's Home leads with what to do, shows the first steps unticked, the store
 * link as a selectable field and a QR poster whose opening ticks "Share"; hiding the list is kept on the server.
 * The orders list shows each number's delivery record as a badge, the same one the order's page explains.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

async function switchShop(page: Page, name: string) {
  await page.getByLabel('Active shop').selectOption({ label: name });
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Switched to ${name}.` })).toBeVisible();
}

test('a new shop’s Home: what to do first, the first steps ticking themselves, the store link and its QR poster', async ({ page }) => {
  await signIn(page, OWNER);
  const handle = `first-day-${Date.now().toString(36)}`;
  await page.goto('/create');
  await page.getByLabel('Shop name').fill('First Day Saree');
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Business category').selectOption('clothing');
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'First Day Saree is ready.' })).toBeVisible();

  // The first screen leads with what needs doing (each a link), the plan on one line under it.
  const todo = page.getByTestId('home-todo');
  await expect(todo.getByRole('link', { name: /Orders to confirm/ })).toHaveAttribute('href', '/orders?status=pending');
  await expect(todo.getByRole('link', { name: /COD to collect/ })).toHaveAttribute('href', '/orders?status=delivered&payment=cod_pending');
  const todoBox = (await todo.boundingBox())!;
  const planBox = (await page.getByTestId('plan-line').boundingBox())!;
  expect(todoBox.y).toBeLessThan(planBox.y);
  expect(todoBox.y + todoBox.height).toBeLessThan(740); // on the phone's first screen

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/products/create');
  await expect(checklist.getByRole('link', { name: 'Add your business address and phone' })).toBeVisible();

  // Without JavaScript: the address in a read-only field to select, no Copy button that would do nothing.
  const field = page.getByLabel('Store address');
  await expect(field).toHaveValue(new RegExp(`^https://${handle}\\.`));
  await expect(field).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'View my store' })).toHaveAttribute('href', (await field.inputValue()) as string);

  await page.getByRole('link', { name: 'Print a QR poster' }).click();
  await expect(page.getByRole('heading', { name: 'First Day Saree' })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /QR code of/ })
      .locator('path')
      .first(),
  ).toBeAttached();
  await page.goto('/');
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();
  await expect(checklist.locator('li[data-done="true"]')).toHaveText(/Share your store link/);

  // Hidden is kept on the server: it stays hidden after a reload.
  await checklist.getByRole('button', { name: 'Hide this checklist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The checklist is hidden.' })).toBeVisible();
  await expect(page.getByTestId('setup-checklist')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('setup-checklist')).toHaveCount(0);

  await switchShop(page, 'Dhaka Crafts');
});

test('the orders list shows each number’s delivery record as a badge, explained on the order’s page', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/orders?status=pending');
  const firstRow = page.locator('tbody tr').first();
  const badge = firstRow.locator('[data-risk]');
  await expect(badge).toHaveText(/^(\d+% delivered|New number)/);
  const shown = (await badge.innerText()).split('\n')[0]!.trim();
  await firstRow.getByRole('link', { name: /^#\d+$/ }).click();
  const card = page.locator('[data-risk-card]');
  await expect(card.getByRole('heading', { name: 'Delivery record of this number' })).toBeVisible();
  await expect(card.locator('[data-risk]')).toContainText(shown);
  await expect(card.getByText('Across Haat', { exact: true })).toBeVisible();
  await expect(card.getByText(/counts only, never another shop’s name, items or amounts/)).toBeVisible();

  await page.goto('/orders');
  await page.getByRole('link', { name: 'Orders that need a call' }).click();
  await expect(page).toHaveURL(/needsCall=true/);
  await expect(page.getByLabel('Needs a call only')).toBeChecked();
});
