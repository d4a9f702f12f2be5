/**
 * Store settings with JavaScript disabled: the seller saves business settings (an invalid field keeps what was
 * typed), sets a logo by upload and from the file library, and the invoice shows the address and the logo.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);

const png = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** The invoice of the newest order, as the orders list links it. */
async function openInvoice(page: Page): Promise<void> {
  await page.goto('/orders');
  const href = await page
    .locator('a[href^="/orders/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((h) => /^\/orders\/[0-9a-f-]{36}$/.test(h)));
  expect(href).toBeTruthy();
  await page.goto(`${href}/invoice`);
}

test('the seller saves business settings without JavaScript; an invalid phone keeps what was typed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/business-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business settings' })).toBeVisible();
  await expect(page.getByLabel('Store name')).toHaveValue('Dhaka Crafts');

  const street = `House ${RUN}, Road 27`;
  await page.getByLabel('Address', { exact: true }).fill(street);
  await page.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await page.getByLabel('Area, upazila or thana').selectOption('Gulshan');
  await page.getByLabel('Postcode').fill('1212');
  await page.getByLabel('Contact phone').fill('0171');
  await page.getByLabel('BIN, VAT registration (optional)').fill('000987654-0202');
  await page.getByRole('button', { name: 'Save business settings' }).click();

  await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
  const phone = page.getByLabel('Contact phone');
  await expect(phone).toHaveValue('0171');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a Bangladeshi mobile number like 01711000000', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(street);
  await expect(page.getByLabel('Area, upazila or thana')).toHaveValue('Gulshan');
  await expect(page.getByLabel('Postcode')).toHaveValue('1212');

  await phone.fill('01822334455');
  await page.getByRole('button', { name: 'Save business settings' }).click();
  await expect(page).toHaveURL('/store/business-settings');
  await expect(page.getByRole('status').filter({ hasText: 'Business settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Contact phone')).toHaveValue('01822334455');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(street);

  await openInvoice(page);
  const shop = page.getByTestId('document-shop');
  await expect(shop).toContainText('Dhaka Crafts');
  await expect(shop).toContainText(street);
  await expect(shop).toContainText('Gulshan, Dhaka 1212');
  await expect(shop).toContainText('Phone 01822334455');
  await expect(shop).toContainText('BIN 000987654-0202');
});

test('the seller uploads a logo, picks another from the files, and the invoice prints it', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/logo-and-favicon');
  await expect(page.getByRole('heading', { level: 1, name: 'Logo and favicon' })).toBeVisible();
  const logo = page.getByRole('region', { name: 'Logo', exact: true });
  await expect(logo).toContainText('Recommended:');
  await expect(logo.getByRole('img', { name: 'Dhaka Crafts logo' })).toBeVisible();

  // Upload a new one (multipart post, no JavaScript).
  const name = `e2e-logo-${RUN}.png`;
  await logo.getByLabel('Replace with a new logo').setInputFiles({ name, mimeType: 'image/png', buffer: await png('#0f766e', 800, 200) });
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page).toHaveURL('/store/logo-and-favicon');
  await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded and set.' })).toBeVisible();
  await expect(logo).toContainText(`${name} · 800 × 200 px`);
  const uploaded = await logo.getByRole('img', { name: 'Dhaka Crafts logo' }).getAttribute('src');

  // Choosing nothing says so; then pick the seeded square logo from the library.
  const library = page.getByRole('region', { name: 'Choose from your files' });
  await library.getByRole('button', { name: 'Use as logo' }).click();
  await expect(page.getByText('Choose an image first')).toBeVisible();
  await library.getByRole('radio', { name: /^logo-square\.png/ }).check();
  await library.getByRole('button', { name: 'Use as logo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logo updated.' })).toBeVisible();
  await expect(logo).toContainText('logo-square.png · 512 × 512 px');

  // Back to the uploaded one, then print.
  await library.getByRole('radio', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) }).check();
  await library.getByRole('button', { name: 'Use as logo' }).click();
  await expect(logo).toContainText(name);
  await expect(logo.getByRole('img', { name: 'Dhaka Crafts logo' })).toHaveAttribute('src', uploaded!);

  await openInvoice(page);
  const printed = page.getByTestId('document-shop').getByRole('img', { name: 'Dhaka Crafts' });
  await expect(printed).toBeVisible();
  expect(await printed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('link', { name: '80 mm' }).click();
  await expect(printed).toBeVisible();
  const box = (await printed.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(40); // 10 mm at 96 dpi ≈ 38 px
});

test('the seller removes the favicon and sees the empty state', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/logo-and-favicon');
  const favicon = page.getByRole('region', { name: 'Favicon' });
  await favicon.getByRole('button', { name: 'Remove favicon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Favicon removed.' })).toBeVisible();
  await expect(favicon).toContainText('No favicon yet');
  await expect(favicon.getByLabel('Upload a favicon')).toBeVisible();
});
