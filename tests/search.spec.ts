/**
 * The top bar's search box without JavaScript (issue 27 item 1): a phone number typed in Bangla digits with +880,
 * spaces and a dash lands on its one order; staff never see a setting they may not open; odd text answers a page.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

const BOX = 'Find orders, customers, products and settings';
const bangla = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

async function find(page: Page, text: string) {
  await page.getByLabel(BOX).fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test('an order found by its phone in Bangla digits from the top bar opens directly', async ({ page }) => {
  // A phone no other order has: 0179 and 7 digits of the clock.
  const phone = `0179${String(Date.now()).slice(-7)}`;
  await signIn(page, OWNER);
  await page.goto('/orders/create');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Full name').fill('Search Test Customer');
  const email = page.getByLabel('Email', { exact: true });
  if (await email.isVisible()) await email.fill('search-test@example.com'); // another spec may require it meanwhile
  const inStock = await page
    .getByLabel('Product 1')
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · 0 left$/.test(o.text))?.value ?? '');
  await page.getByLabel('Product 1').selectOption(inStock);
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 4, Road 7');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = page.url();

  // From another page, as a seller with the customer on the line would type it: "+৮৮০ ১৭৯x-xxxxxxx".
  await page.goto('/products');
  await find(page, `+${bangla('880')} ${bangla(phone.slice(1, 5))}-${bangla(phone.slice(5))}`);
  await expect(page).toHaveURL(orderUrl);
});

test('staff searching "tax" or "payout" are offered no setting they may not open; the owner is', async ({ browser }) => {
  const staff = await browser.newPage();
  await signIn(staff, STAFF);
  for (const [q, path] of [
    ['tax', '/settings/tax'],
    ['payout', '/earnings'],
  ]) {
    await find(staff, q);
    await expect(staff).toHaveURL(`/search?q=${q}`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Search: ${q}`);
    await expect(staff.locator(`main a[href="${path}"]`)).toHaveCount(0);
  }
  await staff.close();

  const owner = await browser.newPage();
  await signIn(owner, OWNER);
  await find(owner, 'tax');
  await expect(owner.getByRole('region', { name: 'Pages and settings' }).getByRole('link', { name: 'Tax' })).toHaveAttribute(
    'href',
    '/settings/tax',
  );
  await find(owner, 'payout');
  await expect(owner.locator('main a[href="/earnings"]')).toHaveCount(1);
  await owner.close();
});

test('odd text answers a page: 10,000 characters, NUL, LIKE and regex characters', async ({ page }) => {
  await signIn(page, OWNER);
  for (const q of ['x'.repeat(10_000), 'a\u0000b', '%_%', '.*[(?', "'; drop table orders; --"]) {
    const response = await page.goto(`/search?${new URLSearchParams({ q })}`);
    expect(response?.status(), q.slice(0, 20)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search');
  }
});

test('the search box fits a 320 px phone beside the menu and the account menu', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, OWNER);
  await page.goto('/orders');
  for (const control of [
    page.getByLabel(BOX),
    page.getByRole('button', { name: 'Find', exact: true }),
    page.getByText('Menu', { exact: true }),
  ])
    await expect(control).toBeInViewport();
  await expect(page.getByText('Account menu')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('"/" and Ctrl+K put the cursor in the search box, not while typing in another field', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/orders');
    const box = page.getByLabel(BOX);
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.getByRole('main').getByRole('searchbox').first().focus();
    await page.keyboard.press('/');
    await expect(box).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });
});
