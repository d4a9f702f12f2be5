/**
 * Custom domain with JavaScript off: the owner connects the demo domain, sees the exact DNS records to add, checks
 * again against the local DNS sandbox (a real DNS server the Store API's node:dns client asks) and sees it active,
 * makes it primary, and removes it.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

test('the owner connects a domain, sees it active through the DNS sandbox, makes it primary and removes it', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/domain');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain' })).toBeVisible();
  await expect(page.getByTestId('primary-address')).toHaveText('dhaka-crafts.haat.shop');

  await page.getByLabel('Domain', { exact: true }).fill('not a domain');
  await page.getByRole('button', { name: 'Connect domain' }).click();
  await expect(page.getByText('Enter a domain name like yourshop.com')).toBeVisible();
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue('not a domain');

  await page.getByLabel('Domain', { exact: true }).fill('www.DhakaCrafts.test');
  await page.getByRole('button', { name: 'Connect domain' }).click();
  const card = page.locator('[data-domain="dhakacrafts.test"]');
  await expect(card.locator('[data-status]')).toHaveText('Pending');
  await expect(card.getByRole('table')).toContainText('203.0.113.10');
  await expect(card.getByRole('table')).toContainText('shops.haat.shop');
  await expect(card.getByRole('table')).toContainText('haat-verify=');

  await card.getByRole('button', { name: 'Check again' }).click();
  await expect(card.locator('[data-status]')).toHaveText('Active');
  await card.getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByTestId('primary-address')).toHaveText('dhakacrafts.test');

  await card.getByRole('button', { name: 'Remove dhakacrafts.test' }).click();
  await expect(page.locator('[data-domain="dhakacrafts.test"]')).toHaveCount(0);
  await expect(page.getByTestId('primary-address')).toHaveText('dhaka-crafts.haat.shop');
});
