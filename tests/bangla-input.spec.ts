/**
 * Bangla input with JavaScript off (issue 23 item 4): a phone order typed in Bangla digits, and a product whose
 * price is typed in Bangla digits with a lakh comma and whose Bangla title becomes a Latin handle. The server
 * reads the digits (contract/normalise.ts); number fields are text fields, so the browser sends them as typed.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

test('a phone order with the phone and quantity typed in Bangla digits is placed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/orders/create');
  await page.getByLabel('Mobile number').fill('০১৭১৯-৮৭৬৫৪৪');
  await page.getByLabel('Full name').fill('রহিমা বেগম');
  const inStock = await page
    .getByLabel('Product 1')
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · [01] left$/.test(o.text))?.value ?? '');
  expect(inStock).not.toBe('');
  await page.getByLabel('Product 1').selectOption(inStock);
  await page.locator('#item-0-quantity').fill('২');
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 9, Amberkhana');
  await page.getByRole('button', { name: 'Update totals' }).click();
  // The totals count two of the product, and the field keeps what was typed.
  await expect(page.getByText(/× 2\b/).first()).toBeVisible();
  await expect(page.locator('#item-0-quantity')).toHaveValue('২');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: '01719876544' })).toBeVisible();
  await expect(page.getByText(/× 2\b/).first()).toBeVisible();
});

test('a product priced in Bangla digits with a Bangla title gets that price and a Latin handle', async ({ page }) => {
  await signIn(page, OWNER);
  const run = Date.now().toString(36);
  await page.goto('/products/create');
  await page.getByLabel('Title', { exact: true }).fill(`লাল জামদানি ${run}`);
  await page.getByLabel('Price (৳)', { exact: true }).fill('৪,৫০০');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/products\/update\//);
  await expect(page.getByLabel('Price (৳)', { exact: true })).toHaveValue('4500.00');
  await expect(page.locator('input[name="handle"]')).toHaveValue(`lal-jamdani-${run}`);
});
