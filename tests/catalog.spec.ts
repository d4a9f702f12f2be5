/**
 * The catalogue end to end on the production build: a product with two options, an image and a description
 * is created, listed, edited, duplicated and deleted (with and without JavaScript); a failed save keeps what
 * was typed; a CSV export imports back with nothing to change.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

/** An 8×8 PNG (the Store API reads it with sharp and makes its sizes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4kGKFFTEMLQkAUkZXgbEqHf4AAAAASUVORK5CYII=',
  'base64',
);

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Fills the create form with two options, generates the 4 variants and adds an image. */
async function fillProduct(page: Page, title: string, js: boolean) {
  await page.goto('/products/create');
  await page.getByLabel('Title', { exact: true }).fill(title);
  if (js) {
    await page.locator('label[for="descriptionHtml"]').scrollIntoViewIfNeeded();
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await page.keyboard.type('Hand-stitched in Jessore.');
  } else {
    await page.getByLabel('Description', { exact: true }).fill('Hand-stitched in Jessore.');
  }
  await page.getByLabel('Price (৳)', { exact: true }).fill('1200');
  await page.getByLabel('Vendor').fill('Jessore Stitch Collective');
  await page.getByLabel('Option 1 name').fill('Size');
  await page.getByLabel('Option 1 values').fill('S, M');
  await page.getByLabel('Option 2 name').fill('Colour');
  await page.getByLabel('Option 2 values').fill('Red, Blue');
  await page.getByLabel('Add images').setInputFiles({ name: 'cushion.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Generate variants' }).click();
  await expect(page.getByRole('rowheader', { name: 'M / Blue' })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(4);
  // The image was uploaded with the generate post and stays in the re-rendered form.
  await expect(page.getByLabel('Alt text for image 1')).toHaveValue('cushion');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('M / Blue price').fill('1350');
  await page.getByLabel('M / Blue quantity').fill('3');
}

async function createListEditDuplicateDelete(page: Page, js: boolean) {
  await signIn(page, OWNER);
  const title = unique(js ? 'E2E Kantha Cushion' : 'E2E NoJS Cushion');
  await fillProduct(page, title, js);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/products\/update\//);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('M / Blue price')).toHaveValue('1350.00');
  await expect(page.locator('textarea[name="descriptionHtml"]')).toHaveValue(/Hand-stitched in Jessore\./);

  await page.goto(`/products?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('4 variants');
  await expect(row).toContainText('৳1,200.00 – ৳1,350.00');
  await expect(page.getByText('Showing 1–1 of 1 product')).toBeVisible();

  await row.getByRole('link', { name: title }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} edited`);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Copy of ${title} edited`);
  await expect(page.getByRole('rowheader')).toHaveCount(4);

  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByText('Product deleted.')).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('Showing 1–1 of 1 product')).toBeVisible();
}

test.describe('products with JavaScript', () => {
  test('create with two options, an image and a description → list → edit → duplicate → delete', async ({ page }) => {
    await createListEditDuplicateDelete(page, true);
  });

  test('images are reordered by drag and saved in the new order', async ({ page }) => {
    await signIn(page, OWNER);
    const title = unique('E2E Drag Images');
    await page.goto('/products/create');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price (৳)', { exact: true }).fill('500');
    await page.getByLabel('Add images').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByLabel('Alt text for image 2')).toHaveValue('second');

    const rows = page.locator('[data-media-item]');
    await rows
      .nth(1)
      .locator('img')
      .dragTo(rows.nth(0), { targetPosition: { x: 4, y: 4 } });
    await expect(page.getByLabel('Alt text for image 1')).toHaveValue('second');
    await expect(page.getByLabel('Alt text for image 2')).toHaveValue('first');
    await expect(page.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/products\/update\//);
    await expect(page.getByLabel('Alt text for image 1')).toHaveValue('second');
    await expect(page.getByLabel('Alt text for image 2')).toHaveValue('first');

    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByText('Product deleted.')).toBeVisible();
  });

  test('manual collection products are reordered by drag and saved in the new order', async ({ page }) => {
    await signIn(page, OWNER);
    const prefix = unique('E2E Drag Coll');
    const [first, second] = [`${prefix} Alpha`, `${prefix} Beta`];
    const productUrls: string[] = [];
    for (const title of [first, second]) {
      await page.goto('/products/create');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Price (৳)', { exact: true }).fill('300');
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page).toHaveURL(/\/products\/update\//);
      productUrls.push(page.url());
    }

    await page.goto('/collections/create');
    await page.getByLabel('Title', { exact: true }).fill(prefix);
    for (const title of [first, second]) {
      await page.getByLabel('Find products to add').fill(title);
      // The second search by Enter, as on a phone's keyboard: it searches, and does not save the collection.
      if (title === second) await page.getByLabel('Find products to add').press('Enter');
      else await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: `Add ${title}` }).click();
    }
    await expect(page).toHaveURL(/\/collections\/create/);
    const rows = page.locator('[data-product-item]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(first);

    await rows
      .nth(1)
      .locator('span')
      .first()
      .dragTo(rows.nth(0), { targetPosition: { x: 4, y: 4 } });
    await expect(rows.nth(0)).toContainText(`1. ${second}`);
    await expect(rows.nth(1)).toContainText(`2. ${first}`);
    await expect(page.getByRole('button', { name: `Move ${second} up` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeDisabled();

    await page.getByRole('button', { name: 'Create collection' }).click();
    await expect(page).toHaveURL(/\/collections\/update\//);
    const collectionUrl = page.url();
    // The list finds it by its title: the box says what it searches, not the button's word.
    await page.goto('/collections');
    const filter = page.getByRole('search', { name: 'Search collections' });
    await filter.getByRole('searchbox', { name: 'Collection title' }).fill(prefix);
    await filter.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: prefix, exact: true })).toBeVisible();
    await page.goto(collectionUrl);
    await expect(rows.nth(0)).toContainText(`1. ${second}`);
    await expect(rows.nth(1)).toContainText(`2. ${first}`);

    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await expect(page.getByText('Collection deleted.')).toBeVisible();
    for (const url of productUrls) {
      await page.goto(url);
      await page.getByRole('link', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Delete product' }).click();
      await expect(page.getByText('Product deleted.')).toBeVisible();
    }
  });
});

test.describe('products without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same create, list, edit, duplicate and delete work as plain forms', async ({ page }) => {
    await createListEditDuplicateDelete(page, false);
  });

  test('a failed save re-renders everything that was typed, with field errors', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/products/create');
    await page.getByLabel('Price (৳)', { exact: true }).fill('abc');
    await page.getByLabel('Vendor').fill('Kumudini Handicrafts');
    await page.getByLabel('Tags').fill('kantha, gift');
    await page.getByLabel('Description', { exact: true }).fill('<p>Still here</p>');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
    await expect(page.getByText('Price must be a number')).toBeVisible();
    await expect(page.getByLabel('Price (৳)', { exact: true })).toHaveValue('abc');
    await expect(page.getByLabel('Vendor')).toHaveValue('Kumudini Handicrafts');
    await expect(page.getByLabel('Tags')).toHaveValue('kantha, gift');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('<p>Still here</p>');

    await page.getByLabel('Price (৳)', { exact: true }).fill('250');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByLabel('Vendor')).toHaveValue('Kumudini Handicrafts');
  });

  test('bulk delete asks for confirmation first', async ({ page }) => {
    await signIn(page, OWNER);
    const title = unique('E2E Bulk Mug');
    await page.goto('/products/create');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price (৳)', { exact: true }).fill('300');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/products\/update\//);
    await page.goto(`/products?q=${encodeURIComponent(title)}`);
    await page.getByLabel(`Select ${title}`).check();
    await page.getByLabel('Action', { exact: true }).selectOption('delete');
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(page.getByRole('heading', { name: 'Delete 1 product?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 product deleted.')).toBeVisible();
    await expect(page.getByText('No products match')).toBeVisible();
  });
});

test.describe('CSV', () => {
  test.use({ javaScriptEnabled: false });

  test('the exported list imports back with nothing to change', async ({ page }) => {
    await signIn(page, OWNER);
    const response = await page.request.get('/products/export.csv?q=Jamdani');
    expect(response.status()).toBe(200);
    const csv = await response.text();
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);

    await page.goto('/products/import');
    await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('status').filter({ hasText: /0 to create, 0 to update, \d+ unchanged/ })).toBeVisible();
    await expect(page.getByText('Nothing to change: the file matches your products.')).toBeVisible();
  });
});

test.describe('CSV with JavaScript (progress shown while a file is checked)', () => {
  test('an import previews a new product, then creates it', async ({ page }) => {
    await signIn(page, OWNER);
    const handle = `e2e-import-${Date.now().toString(36)}`;
    const csv = `Handle,Title,Status,Price,Quantity\r\n${handle},E2E Imported Tray,active,450.00,6\r\n`;
    await page.goto('/products/import');
    await page.getByLabel('CSV file').setInputFiles({ name: 'new.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 to create, 0 to update, 0 unchanged' })).toBeVisible();
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await expect(page.getByText('Import done: 1 created, 0 updated, 0 unchanged.')).toBeVisible();
  });
});
