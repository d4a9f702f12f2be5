/**
 * Files (/files): upload, see, link and delete a file, with and without JavaScript; the type comes from the
 * content. Inventory (/settings/inventory): adjust a variant's stock without JavaScript and find it in the history.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { OWNER, signIn } from './helpers/auth.ts';

const png = (colour: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel('Upload files').setInputFiles(files);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

async function deleteFile(page: Page, name: string) {
  await page.getByRole('link', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Delete “${name}”?` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete file' }).click();
  await expect(page.getByText('File deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Delete ${name}` })).toHaveCount(0);
}

test.describe('files', () => {
  test('upload an image, see it in both views with its link, and delete it', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/files');
    await upload(page, [{ name: `e2e-teal-${RUN}.png`, mimeType: 'image/png', buffer: await png('#0f766e') }]);
    await expect(page.getByText('1 file uploaded.')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: `e2e-teal-${RUN}.png` });
    await expect(card).toContainText('PNG');
    await expect(card).toContainText('640 × 480');
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    const link = card.getByRole('textbox', { name: `Link to e2e-teal-${RUN}.png` });
    await expect(link).toHaveValue(/\/media\/[0-9a-f]{64}\/original\.png$/);
    const served = await page.request.get(await link.inputValue());
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('row').filter({ hasText: `e2e-teal-${RUN}.png` })).toContainText('640 × 480');

    await page.getByRole('search', { name: 'Filter files' }).getByLabel('Search').fill(`e2e-teal-${RUN}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=e2e-teal/);
    await expect(page.getByText('1 file match')).toBeVisible();

    await deleteFile(page, `e2e-teal-${RUN}.png`);
    await expect(page).toHaveURL(/view=list/);
  });

  test('a large upload shows its progress and ends on the list with the file', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/files');
    // Slow the upload down (3 MB at 1.5 MB/s) so the progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1.5 * 1024 * 1024,
    });
    const name = `e2e-big-${RUN}.pdf`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    await upload(page, [{ name, mimeType: 'application/pdf', buffer: pdf }]);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(new RegExp(`${name}`));
    await expect(page.getByText('1 file uploaded.')).toBeVisible({ timeout: 15_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page).toHaveURL(/\/files$/);
    await expect(page.getByRole('progressbar')).toBeHidden();
    await page.goto(`/files?view=list&q=e2e-big-${RUN}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('PDF');
    await deleteFile(page, name);
  });

  test('a renamed program is refused with a clear message; a PDF named .png is a PDF', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/files');
    await upload(page, [
      { name: `e2e-invoice-${RUN}.png`, mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: `e2e-cat-${RUN}.jpg`, mimeType: 'image/jpeg', buffer: EXE },
    ]);
    await expect(page.getByRole('alert').first()).toContainText(
      `1 file uploaded. Not uploaded: e2e-cat-${RUN}.jpg (This file type is not supported.`,
    );
    await page.goto(`/files?view=list&q=e2e-invoice-${RUN}`);
    await expect(page.getByRole('row').filter({ hasText: `e2e-invoice-${RUN}.png` })).toContainText('PDF');
    await deleteFile(page, `e2e-invoice-${RUN}.png`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('upload two files and delete one', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/files');
    await upload(page, [
      { name: `e2e-nojs-a-${RUN}.png`, mimeType: 'image/png', buffer: await png('#7c3aed', 200, 100) },
      { name: `e2e-nojs-b-${RUN}.png`, mimeType: 'image/png', buffer: await png('#be123c', 100, 200) },
    ]);
    await expect(page.getByText('2 files uploaded.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `e2e-nojs-b-${RUN}.png` })).toContainText('100 × 200');
    await deleteFile(page, `e2e-nojs-a-${RUN}.png`);
    await expect(page.getByRole('listitem').filter({ hasText: `e2e-nojs-b-${RUN}.png` })).toBeVisible();
  });

  test('adjust a low-stock variant and find it in the history', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/settings/inventory?stock=low');
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: 'Apply' }) })
      .first();
    const before = Number(await row.locator('td.text-right span.font-medium').textContent());
    await row.getByLabel(/^Change for/).fill('12');
    await row.getByRole('combobox').selectOption('received');
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`now ${before + 12} in stock`)).toBeVisible();
    const history = page.getByRole('region', { name: 'Adjustment history' });
    await expect(history.getByRole('row').nth(1)).toContainText('+12');
    await expect(history.getByRole('row').nth(1)).toContainText('Received');
    await expect(history.getByRole('row').nth(1)).toContainText('Rahim Uddin');
  });
});
