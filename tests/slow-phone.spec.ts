/**
 * The flows that type into islands, on a low-end phone (issue 25; the theme customiser's is in online-store.spec.ts,
 * serial with the other theme writes): Chromium's CPU 4× slower and a slow
 * network (tests/helpers/slow-phone.ts). Each test types before the island has loaded and waits only for
 * what the seller would see (the saved value), never for a fixed time.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';
import { holdScripts, SLOW_4G, slowPhone } from './helpers/slow-phone.ts';

// A throttled phone takes seconds per page: the waits are for what the seller sees, with room to get there.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });
const slow = expect.configure({ timeout: 45_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The description box, whichever is on screen: the plain text box, or the editor once it has taken over. */
const description = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });

/** The description as the Store API saved it: the edit page carries the stored HTML beside the plain text box. */
const storedDescription = (page: Page) => page.locator('input[name="descriptionHtml.original"]');

test('a description typed on a slow phone, before and after Generate variants, is saved', async ({ page }) => {
  await signIn(page, OWNER);
  await slowPhone(page);
  const title = unique('E2E Slow Kantha');
  // Only the first bytes of the page: the seller starts typing while scripts are still on their way.
  await page.goto('/products/create', { waitUntil: 'commit' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  // Focusing the box fetches the editor; the seller types on, at a thumb's pace, while it loads and takes over.
  await description(page).click();
  await page.keyboard.type('Hand-stitched', { delay: 60 });
  await slow(page.getByRole('combobox', { name: 'Text style' })).toBeVisible();
  await page.getByLabel('Price (৳)', { exact: true }).fill('1200');
  await page.getByLabel('Option 1 name').fill('Colour');
  await page.getByLabel('Option 1 values').fill('Red, Blue');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  await slow(page.getByRole('rowheader', { name: 'Blue' })).toBeVisible();

  // Back from the round trip: the seller carries on typing at the end of the description. The label, as the box
  // under it may be swapped for the editor between a look and a tap.
  await page.locator('#descriptionHtml-label').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' in Jessore.', { delay: 60 });
  await page.getByRole('button', { name: 'Create product' }).first().click();
  await slow(page).toHaveURL(/\/products\/update\//);
  await slow(storedDescription(page)).toHaveValue('<p>Hand-stitched in Jessore.</p>');
  await expect(description(page)).toHaveValue('Hand-stitched in Jessore.');
});

for (const [before, after, end] of [
  ['Hand-stitched in Jessore.\n\nSince ', '1998.', 'a space'],
  ['Hand-stitched in Jessore.\n\n', 'Since 1998.', 'a new paragraph'],
] as const) {
  test(`a description begun before the page's scripts ran carries on in the editor after ${end}`, async ({ page }) => {
    await signIn(page, OWNER);
    // The CPU of a slow phone, and the scripts held until the seller has typed (holdScripts: not with a slow network):
    // the box is tapped before its loader has run, and the editor takes over mid-sentence.
    await slowPhone(page, { network: null });
    const typed = await holdScripts(page);
    await page.goto('/products/create', { waitUntil: 'commit' });
    await page.getByLabel('Title', { exact: true }).fill(unique('E2E Slow Jessore'));
    await page.getByLabel('Price (৳)', { exact: true }).fill('800');
    await description(page).click();
    await page.keyboard.type(before, { delay: 30 });
    typed();
    // The loader finds the box already in use and fetches the editor, which takes over with the seller's place kept.
    await slow(page.getByRole('combobox', { name: 'Text style' })).toBeVisible();
    await page.keyboard.type(after, { delay: 30 });
    await page.getByRole('button', { name: 'Create product' }).first().click();
    await slow(page).toHaveURL(/\/products\/update\//);
    await slow(storedDescription(page)).toHaveValue('<p>Hand-stitched in Jessore.</p><p>Since 1998.</p>');
  });
}

test('a formatting button pressed before the editor has loaded loads it and formats what is typed next', async ({ page }) => {
  await signIn(page, OWNER);
  await slowPhone(page);
  await page.goto('/products/create', { waitUntil: 'commit' });
  await page.getByLabel('Title', { exact: true }).fill(unique('E2E Slow Bold'));
  await page.getByLabel('Price (৳)', { exact: true }).fill('300');
  // The page's own few lines show the stand-in buttons; the editor itself has not been fetched.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await slow(page.getByRole('combobox', { name: 'Text style' })).toBeVisible();
  await page.keyboard.type('Pure cotton', { delay: 60 });
  await slow(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Create product' }).first().click();
  await slow(page).toHaveURL(/\/products\/update\//);
  await slow(storedDescription(page)).toHaveValue('<p><strong>Pure cotton</strong></p>');
});

test('an order taken from a chat on a slow phone keeps what was typed before the island loaded, totals beside Place order', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await slowPhone(page);
  await page.goto('/orders/create', { waitUntil: 'commit' });
  await page.getByLabel('Mobile number').fill('01719876511');
  await page.getByLabel('Full name').fill('Rumana Begum');
  const product = page.getByLabel('Product 1');
  const inStock = await product
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · [01] left$/.test(o.text))?.value ?? '');
  await product.selectOption(inStock);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 4, Zindabazar');

  // The island starts late and works out the totals from what the form already holds.
  const live = page.getByRole('region', { name: 'Live totals' });
  await slow(live.getByTestId('live-totals')).toContainText('Delivery: Outside Dhaka');
  const place = page.getByRole('button', { name: 'Place order' });
  const [totalsBox, placeBox] = [await live.boundingBox(), await place.boundingBox()];
  expect(placeBox!.y - (totalsBox!.y + totalsBox!.height), 'the totals end just above Place order').toBeLessThan(100);
  await expect(page.getByLabel('Full name')).toHaveValue('Rumana Begum');

  await place.click();
  await slow(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await slow(page.getByText('Rumana Begum').first()).toBeVisible();
  // The saved order holds what was typed before the island loaded: the phone, the address and the quantity.
  await expect(page.getByText('01719876511').first()).toBeVisible();
  await expect(page.getByText('House 4, Zindabazar').first()).toBeVisible();
  await expect(page.getByText(/ × 2$/).first()).toBeVisible();
});

test('the phone-order form stays where it is when its island draws the quick-find card above it', async ({ page }) => {
  await signIn(page, OWNER);
  // The scripts are held until the page has arrived and been laid out, so "before" is surely before the island.
  const arrived = await holdScripts(page);
  await page.goto('/orders/create', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => document.fonts.ready);
  const form = page.locator('#order-form');
  const before = (await form.boundingBox())!.y;
  arrived();
  await slow(page.getByRole('region', { name: 'Quick find' })).toBeVisible();
  // A form that moves under the seller's thumb is a layout shift (Lighthouse counted 0.13 on this page).
  expect(Math.abs((await form.boundingBox())!.y - before), 'the form moved when the island drew').toBeLessThan(1);
});

test('a menu item typed on a slow phone before the menu builder has loaded is kept and saved', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/navigations/create');
  await page.getByLabel('Name').fill(unique('E2E Slow menu'));
  await page.getByRole('button', { name: 'Add menu' }).click();
  await expect(page).toHaveURL(/\/store\/navigations\/update\//);
  const address = page.url();
  // The CPU of a slow phone; the scripts are held back until the seller has typed (holdScripts: not with a slow
  // network), so the typing surely comes before the island.
  await slowPhone(page, { network: null });
  const typed = await holdScripts(page);
  await page.goto(address, { waitUntil: 'commit' });
  // The form drawn by the server is on screen first: the seller names the first item there while the builder loads,
  // and carries on in the builder once it has taken the form's place.
  await page.locator('#new-label').fill('Winter sale');
  typed();
  const builder = page.getByRole('region', { name: 'Menu builder' });
  await slow(builder.getByTestId('builder-row')).toHaveCount(1);
  await expect(builder.getByLabel('Label')).toHaveValue('Winter sale');
  await expect(builder.locator('#builder-target-0')).toContainText('Home page');
  await builder.getByLabel('Label').fill('Winter sale, 20% off');
  await builder.getByRole('button', { name: 'Save menu' }).click();
  await slow(page.getByRole('status').filter({ hasText: 'Menu saved.' })).toBeVisible();
  await page.reload({ waitUntil: 'commit' });
  await slow(page.getByRole('region', { name: 'Menu builder' }).getByLabel('Label')).toHaveValue('Winter sale, 20% off');
});

test('a shop chosen on a slow phone while the page is still arriving is switched to', async ({ page }) => {
  await signIn(page, OWNER);
  // A network so slow that the orders list is still arriving when the header's shop switcher is on screen: the
  // switcher's script runs only once the whole page is in.
  const cdp = await slowPhone(page, { network: { ...SLOW_4G, downloadThroughput: 1500 } });
  await page.goto('/orders', { waitUntil: 'commit' });
  await page.getByLabel('Active shop').selectOption({ label: 'Sylhet Tea House' });
  expect(await page.evaluate(() => document.readyState), 'the choice came before the page had arrived').toBe('loading');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // With JavaScript the Switch button goes: the choice must not be left on screen unsent.
  await slow(page.getByRole('status').filter({ hasText: 'Switched to Sylhet Tea House.' })).toBeVisible();
  await expect(page.locator('#shop-switcher option:checked')).toHaveText('Sylhet Tea House');
});
