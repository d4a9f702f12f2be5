/**
 * Issue 24 item 2 in the production build with JavaScript off: the packing slip and the 80 mm receipt carry the
 * order's label codes, and a scanner reads them back from the page as Chromium prints it. Each code is read twice
 * with ZXing (tests/helpers/label-scan.ts): the SVG taken from the page, drawn at 203 dpi, and a screenshot of the
 * printed page at 203 dpi (the browser's own rendering, with the print stylesheet). Before booking the codes hold
 * the order number; once shipped, the consignment id the order page shows.
 */
import { expect, test, type APIRequest, type Page } from '@playwright/test';
import { OWNER, PASSWORD, signIn } from './helpers/auth.ts';
import { placeOrderAs } from './helpers/place-order.ts';
import { PORTS } from './helpers/ports.ts';
import { expectDocumentsScan, THERMAL_SCALE } from './helpers/label-scan.ts';

// CSS pixels are 1/96 inch: this scale draws the page at a 203 dpi thermal head's dots.
test.use({ javaScriptEnabled: false, deviceScaleFactor: THERMAL_SCALE });

/**
 * The oldest order in `status` of the owner's shop, as the orders list links it: one of the demo's, not one another
 * spec booked during the run (which order is newest depends on the order the specs ran in).
 */
async function firstOrder(page: Page, status: 'pending' | 'shipped'): Promise<string> {
  await page.goto(`/orders?status=${status}&sort=placed_at`);
  const href = await page.locator('a[href^="/orders/"]').filter({ hasText: /#\d+/ }).first().getAttribute('href');
  const id = /^\/orders\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no ${status} order in the list (${href})`);
  return id;
}

/** What the order page says a scanner should read: the courier's id once shipped, else the order number. */
async function expectedText(page: Page, id: string): Promise<string> {
  await page.goto(`/orders/${id}`);
  const status = page.getByRole('region', { name: 'Status' });
  const field = status.locator('input[name="trackingNumber"]');
  const shownId = status.locator('strong');
  let tracking = '';
  if ((await field.count()) > 0) tracking = await field.inputValue();
  else if ((await shownId.count()) > 0) tracking = (await shownId.first().textContent()) ?? '';
  if (tracking.trim()) return tracking.trim();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  return /#(\d+)/.exec(heading ?? '')![1]!;
}

/**
 * A new order of the owner's shop, shipped through the Store API with `consignmentId` (as a courier booking records
 * it): its own order, so no other spec's bookings change what it reads.
 */
async function shippedWith(request: APIRequest, consignmentId: string): Promise<string> {
  const { id } = await placeOrderAs(request, OWNER);
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORTS.api}` });
  const login = await api.post('/auth/sellers/login', { data: { email: OWNER, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  for (const status of ['confirmed', 'processing']) {
    expect((await api.post(`/admin/orders/${id}/status`, { headers, data: { status } })).status(), status).toBe(200);
  }
  const fulfil = await api.post(`/admin/orders/${id}/fulfil`, { headers, data: { courier: 'Pathao', trackingNumber: consignmentId } });
  expect(fulfil.status()).toBe(200);
  await api.dispose();
  return id;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER);
});

for (const status of ['pending', 'shipped'] as const) {
  test(`the packing slip and the 80 mm receipt of a ${status} order scan back to ${status === 'pending' ? 'its number' : 'its consignment id'}`, async ({
    page,
  }) => {
    const id = await firstOrder(page, status);
    await expectDocumentsScan(page, id, await expectedText(page, id));
  });
}

// Pathao's consignment ids have 14 characters: the longest Code 128 a label carries, drawn with the narrowest bars.
test('a 14-character Pathao consignment id scans back from both documents', async ({ page, playwright }) => {
  const text = 'DLMWZMW3NY764D';
  const id = await shippedWith(playwright.request, text);
  await expectDocumentsScan(page, id, text);
});
