/**
 * Earnings with JavaScript off: the owner sees the demo shop's balances, next payout and payouts (a failed one with
 * its reason), opens a payout's ledger lines, downloads a statement, and a wrong wallet number or statement range
 * keeps what was typed.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

test('the owner sees balances and payouts, opens a payout and downloads a statement', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  for (const label of ['Available', 'Pending', 'Scheduled', 'Paid out'])
    await expect(page.locator(`[data-stat="${label}"]`)).toContainText('৳');
  await expect(page.getByTestId('next-payout')).toContainText(/bKash wallet 0177•••8575|No payout is coming/);
  const payouts = page.getByTestId('payouts');
  await expect(payouts.getByText('Paid').first()).toBeVisible();
  await expect(payouts.getByText('Failed')).toBeVisible();
  await expect(payouts.getByText('daily receiving limit reached')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earnings by day, last 30 days' }).getByText('Show as table')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\n')[0]).toContain('Date,Type,Order,Description');
  expect(text).toContain('Total');

  await payouts.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible();
  await expect(page.getByTestId('ledger-lines')).toContainText('Order #');
});

test('a wrong wallet number is refused and the form keeps what was typed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/earnings');
  await page.getByLabel('Pay me to').selectOption('nagad');
  await page.getByLabel('Wallet number').fill('12345');
  await page.getByLabel('Minimum payout (BDT)').fill('750');
  await page.getByRole('button', { name: 'Save payout settings' }).click();
  await expect(page.getByText('Enter a Bangladeshi mobile number like 01711000000')).toBeVisible();
  await expect(page.getByLabel('Wallet number')).toHaveValue('12345');
  await expect(page.getByLabel('Wallet number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Pay me to')).toHaveValue('nagad');
  await expect(page.getByLabel('Minimum payout (BDT)')).toHaveValue('750');
});

test('a statement range the wrong way round comes back with its dates and the reason under the end date', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/earnings');
  const statement = page.getByRole('region', { name: 'Statement' });
  await statement.getByLabel('From', { exact: true }).fill('2026-11-10');
  await statement.getByLabel('To', { exact: true }).fill('2026-11-01');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page).toHaveURL(/\/earnings\?from=2026-11-10&to=2026-11-01/);
  const to = statement.getByLabel('To', { exact: true });
  await expect(to).toHaveAccessibleDescription('The end date must be on or after the start date');
  await expect(to).toHaveValue('2026-11-01');
  await expect(statement.getByLabel('From', { exact: true })).toHaveValue('2026-11-10');
});
