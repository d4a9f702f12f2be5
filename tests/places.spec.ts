/**
 * District and area from the lists (issue 24 item 6): without JavaScript the business address lists a newly chosen
 * district's areas after "Show the district's areas", keeps what was typed, and refuses an area of another district;
 * with JavaScript the order form's area list follows the district at once and filters as the seller types.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('the business address lists the chosen district’s areas and refuses one of another district', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/store/business-settings');
    const district = page.getByLabel('District', { exact: true });
    const area = page.getByLabel('Area, upazila or thana');
    await expect(area.locator('option', { hasText: 'Gulshan' })).toHaveCount(1);
    await page.getByLabel('Address', { exact: true }).fill('House 9, Zindabazar');
    await district.selectOption('Sylhet');
    await area.selectOption('Gulshan');
    await page.getByRole('button', { name: 'Show the district’s areas' }).click();

    // The form as typed, now with Sylhet's areas; nothing saved (no toast).
    await expect(district).toHaveValue('Sylhet');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('House 9, Zindabazar');
    await expect(area.locator('option', { hasText: 'Sylhet Sadar' })).toHaveCount(1);
    await expect(area.locator('option', { hasText: 'Dhanmondi' })).toHaveCount(0);
    await expect(area).toHaveValue('Gulshan');
    await expect(area.locator('option:checked')).toHaveText('Gulshan — not in this district’s list');
    await expect(page.getByRole('status').filter({ hasText: 'Business settings saved.' })).toHaveCount(0);

    // Saving an area of another district: its field error, and what was typed kept.
    await page.getByRole('button', { name: 'Save business settings' }).click();
    await expect(page.getByText('Choose the area from the district’s list', { exact: true })).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(district).toHaveValue('Sylhet');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('House 9, Zindabazar');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page fits 320 px').toBeLessThanOrEqual(320);
  });
});

test('with JavaScript the order form’s area list follows the district at once and filters as the seller types', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/orders/create');
  const district = page.getByLabel('District', { exact: true });
  const area = page.locator('select[name="area"]');
  await expect(page.getByRole('button', { name: 'Show the district’s areas' })).toBeHidden();
  await district.selectOption({ label: 'Dhaka city' });
  await expect(area.locator('option', { hasText: 'Dhanmondi' })).toHaveCount(1);
  await expect(area.locator('option', { hasText: 'Savar' })).toHaveCount(0);
  await district.selectOption({ label: 'Dhaka suburbs' });
  await expect(area.locator('option', { hasText: 'Dhanmondi' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Type to filter the areas' }).fill('sav');
  await expect(area).toHaveValue('Savar');
  await expect(area.locator('option')).toHaveCount(2);
});

test.describe('a customer’s address without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is added with its district’s area, chosen after “Show the district’s areas”', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/customers');
    const href = await page
      .locator('a[href^="/customers/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? '').find((h) => /^\/customers\/[^/?]+$/.test(h)));
    await page.goto(href!);
    const add = page.locator('details', { hasText: 'Add an address' });
    await add.locator('summary').click();
    await add.getByLabel('Name on the parcel').fill('E2E Parcel');
    await add.getByLabel('Phone').fill('01712345678');
    await add.getByLabel('Address', { exact: true }).fill('Station Road');
    await add.getByLabel('District', { exact: true }).selectOption('Cumilla');
    await add.getByRole('button', { name: 'Show the district’s areas' }).click();

    const again = page.locator('details[open]', { hasText: 'Add an address' });
    await expect(again.getByLabel('Name on the parcel')).toHaveValue('E2E Parcel');
    await again.getByLabel('Area, upazila or thana').selectOption('Debidwar');
    await again.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
    await expect(page.getByText('Debidwar, Cumilla').first()).toBeVisible();
  });
});
