/** Orders with JavaScript disabled: a shared order link, status change, note, invoice; filters in the URL; bulk print. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { STAFF, signIn, signInRequest } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

/** Ids of orders in a status, read from the orders list as the staff member sees it. */
async function orderIds(request: APIRequestContext, baseURL: string, status: string): Promise<string[]> {
  await signInRequest(request, baseURL, STAFF);
  const html = await (await request.get(`/orders?status=${status}&limit=100`)).text();
  return [...html.matchAll(/href="\/orders\/([0-9a-f-]{36})"/g)].map((m) => m[1]!);
}

test('staff opens a shared order link, confirms the order, adds a note and opens its invoice', async ({ page, request, baseURL }) => {
  const ids = await orderIds(request, baseURL!, 'pending');
  const id = ids.at(-1)!;
  expect(id).toBeTruthy();

  // The link shared in a chat survives the sign-in.
  await signIn(page, STAFF, undefined, `/login?next=${encodeURIComponent(`/orders/${id}`)}`);
  await expect(page).toHaveURL(`/orders/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Order #\d+$/);
  const number = (await heading.textContent())!.replace('Order ', '');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Orders');

  // Only the moves the state machine allows are offered.
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(`/orders/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Order marked confirmed.' })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Start processing' })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Status changed from Pending to Confirmed');

  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByLabel('Add a note').fill('Customer asked us to call before delivery.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText('Customer asked us to call before delivery.');
  await expect(notes.getByRole('listitem').first()).toContainText('Karim Hossain');

  // The customer's name and phone are links a finger can hit: 24 px tall at least (Lighthouse target-size, issue 25).
  for (const link of await page.locator('a[href^="tel:"], a[href^="/customers/"]').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  // Reaching the customer in chat (issue 24): wa.me with the number in international form and the order typed in.
  const whatsApp = page.getByRole('link', { name: 'Message on WhatsApp' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/8801\\d{9}\\?text=.*${encodeURIComponent(`#${number.slice(1)}`)}`),
  );
  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(`/orders/${id}/invoice`);
  const invoice = page.getByRole('article', { name: `Invoice ${number}` });
  await expect(invoice).toContainText('Dhaka Crafts');
  await expect(invoice).toContainText('Subtotal');
  await expect(invoice.getByTestId('order-total')).toHaveText(/^৳[\d,]+\.\d{2}$/);
  // The courier calls the number under Ship to (issue 25).
  await expect(invoice.getByTestId('ship-to')).toContainText(/\+?\d[\d -]{9,}/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Print options' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: '80 mm' }).click();
  await expect(page).toHaveURL(`/orders/${id}/invoice?size=80mm`);
  await expect(invoice.getByTestId('order-total')).toBeVisible();
});

test('the orders filters live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, STAFF, undefined, '/login?next=%2Forders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Payment method').selectOption('cod');
  await page.getByLabel('Sort').selectOption('-total');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/method=cod/);
  await expect(page).toHaveURL(/sort=-total/);

  await page
    .getByRole('navigation', { name: 'Order status' })
    .getByRole('link', { name: /Delivered/ })
    .click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page).toHaveURL(/method=cod/);
  const summary = await page.getByText(/^Showing .* orders?$/).textContent();

  await page.reload();
  await expect(page.getByLabel('Payment method')).toHaveValue('cod');
  await expect(page.getByLabel('Sort')).toHaveValue('-total');
  await expect(page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /Delivered/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/^Showing .* orders?$/)).toHaveText(summary!);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Delivered');
  await expect(rows.nth(1)).toContainText('Cash on delivery');
});

test('bulk actions print the selected orders, one per page, without JavaScript', async ({ page }) => {
  await signIn(page, STAFF, undefined, '/login?next=%2Forders%3Fstatus%3Dprocessing');
  const boxes = page.getByRole('checkbox', { name: /^Select order #/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Print packing slips' }).click();
  await expect(page).toHaveURL(/\/orders\/print\?doc=packing-slip/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  expect(
    await page
      .locator('article.doc')
      .first()
      .evaluate((el) => getComputedStyle(el).breakAfter),
  ).toBe('page');
});
