/**
 * What a new seller met on a 360 px phone (issue 25), on the production build without JavaScript (the main path):
 * the variants Generate variants makes carry the product's quantity and prices, each variant's quantity is on screen
 * without sideways scrolling, and the step answers 200 (nothing went wrong); an order taken from a chat shows no
 * dead island output, posts "Update totals" (nothing typed goes into the address) and has its totals above Place order.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

test('Generate variants gives the new variants the quantity and prices typed above, quantity on screen at 360 px', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/products/create');
  await page.getByLabel('Title', { exact: true }).fill(`E2E First Saree ${Date.now().toString(36)}`);
  await page.getByLabel('Price (৳)', { exact: true }).fill('4800');
  await page.getByLabel('Compare-at price (৳)', { exact: true }).fill('5200');
  await page.getByLabel('Quantity', { exact: true }).fill('10');
  await page.getByLabel('Option 1 name').fill('Colour');
  await page.getByLabel('Option 1 values').fill('Red, Blue');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Generate variants' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  for (const colour of ['Red', 'Blue']) {
    await expect(page.getByLabel(`${colour} quantity`)).toHaveValue('10');
    await expect(page.getByLabel(`${colour} price`)).toHaveValue('4800');
    await expect(page.getByLabel(`${colour} compare-at price`)).toHaveValue('5200');
    const box = await page.getByLabel(`${colour} quantity`).boundingBox();
    expect(box, `${colour} quantity is laid out`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${colour} quantity ends inside the 360 px screen`).toBeLessThanOrEqual(360);
  }
});

test('taking an order without JavaScript: no dead finders or second totals, Update totals posts, totals above Place order', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/orders/create');
  await expect(page.getByLabel('Find a customer by phone or name')).toHaveCount(0);
  await expect(page.getByLabel('Add a product by title or SKU')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Totals' })).toHaveCount(1);

  await page.getByLabel('Mobile number').fill('01719876522');
  await page.getByLabel('Full name').fill('Parvin Akter');
  const product = page.getByLabel('Product 1');
  const inStock = await product
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · 0 left$/.test(o.text))?.value ?? '');
  await product.selectOption(inStock);
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 7, Amberkhana');
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.isNavigationRequest()),
    page.getByRole('button', { name: 'Update totals' }).click(),
  ]);
  expect(request.method()).toBe('POST');
  await expect(page.getByTestId('quote-totals')).toContainText('Delivery: Outside Dhaka');
  for (const typed of ['Parvin', '01719876522', 'Amberkhana']) expect(page.url()).not.toContain(typed);
  await expect(page.getByLabel('Full name')).toHaveValue('Parvin Akter');
  await expect(page.getByRole('heading', { name: 'Totals' })).toHaveCount(1);
  const [totalsBox, placeBox] = [
    await page.locator('#totals-static').boundingBox(),
    await page.getByRole('button', { name: 'Place order' }).boundingBox(),
  ];
  expect(placeBox!.y - (totalsBox!.y + totalsBox!.height), 'the totals end just above Place order').toBeLessThan(100);
});

test('the sign-up phone box shows an example, not a number that looks typed', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', 'e.g. 01711…');
  await expect(page.getByLabel('Phone')).toHaveValue('');
});

test('the search-engine previews show the shop’s own address, not a made-up one', async ({ page }) => {
  await signIn(page, OWNER);
  // Dhaka Crafts: dhaka-crafts.haat.shop, or its own domain once another spec has made that primary.
  const shopAddress = /^(dhaka-crafts\.haat\.shop|dhakacrafts\.test)/;
  for (const [path, rest] of [
    ['/products/create', ' › products › url-handle'],
    ['/store/blog/create', ' › blog › url-handle'],
  ] as const) {
    await page.goto(path);
    const line = page.locator('[data-search-preview] p').first();
    await expect(line).toHaveText(new RegExp(`${shopAddress.source}${rest}$`));
  }
  await page.goto('/store/seo-and-social-media');
  await expect(page.locator('[data-search-preview] p').first()).toHaveText(new RegExp(`${shopAddress.source}$`));
});

/** Links inside running text that colour alone sets apart (what axe's link-in-text-block rule finds). */
const linksWithoutUnderline = (page: Page) =>
  page
    .locator('main p a')
    .evaluateAll((links) =>
      links
        .filter((link) => !getComputedStyle(link).textDecorationLine.includes('underline'))
        .map((link) => link.textContent?.trim() ?? ''),
    );

test('links inside text are underlined, not told apart by colour alone (axe link-in-text-block)', async ({ page }) => {
  await page.goto('/reset-password');
  expect(await linksWithoutUnderline(page), '/reset-password').toEqual([]);
  await signIn(page, OWNER);
  for (const path of ['/settings/shipping', '/settings/shipping/custom', '/store/seo-and-social-media']) {
    await page.goto(path);
    expect(await linksWithoutUnderline(page), path).toEqual([]);
  }
});
