/**
 * Text messages to customers (issue 24 item 3): the settings page /settings/sms without JavaScript (a template with a
 * placeholder the Store API does not know comes back with its error and everything typed kept, then saves), its live
 * count of characters and SMS parts with JavaScript, the count on a low-end phone typed into before the page's
 * script has loaded (nothing typed is lost), and an order's page saying what its customer was texted.
 * Writes only the "Order delivered" templates of Dhaka Crafts, which no other spec reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn, signInRequest } from './helpers/auth.ts';
import { holdScripts, slowPhone } from './helpers/slow-phone.ts';

test.describe.configure({ mode: 'serial' });

const delivered = (page: Page) => page.getByRole('group', { name: 'Order delivered' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a template with an unknown placeholder comes back with its error and what was typed, then saves', async ({ page }) => {
    await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent('/settings/sms')}`);
    await expect(page.getByRole('heading', { name: 'Text messages', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sms-usage')).toContainText('Customers who replied STOP');
    const stamp = Date.now().toString(36);
    const typo = `Delivered {order} {oder} ${stamp}`;
    const bangla = 'অর্ডার {order} ডেলিভারি হয়েছে, ধন্যবাদ!';
    await delivered(page).getByLabel('Message in English').fill(typo);
    await delivered(page).getByLabel('Message in Bangla').fill(bangla);
    await page.getByRole('button', { name: 'Save text messages' }).click();

    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(delivered(page).getByText('Use only the placeholders {order}, {total}, {tracking}, {shop}, {name}')).toBeVisible();
    await expect(delivered(page).getByLabel('Message in English')).toHaveValue(typo);
    await expect(delivered(page).getByLabel('Message in Bangla')).toHaveValue(bangla);
    // The server counts what was typed: 'অর্ডার #10234 ডেলিভারি হয়েছে, ধন্যবাদ!' is 39 UTF-16 units, one part.
    await expect(page.locator('#sms-delivered-bn-count')).toHaveText('Characters: 39 · SMS parts: 1 · Cost: ৳0.35 a message');
    await expect(page.locator('#sms-delivered-bn-preview')).toHaveText('অর্ডার #10234 ডেলিভারি হয়েছে, ধন্যবাদ!');

    const fixed = `Delivered {order}. Thank you! ${stamp}`;
    await delivered(page).getByLabel('Message in English').fill(fixed);
    await page.getByRole('button', { name: 'Save text messages' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text message settings saved.' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/sms$/);
    await expect(delivered(page).getByLabel('Message in English')).toHaveValue(fixed);
    await expect(delivered(page).getByLabel('Message in Bangla')).toHaveValue(bangla);
  });

  test("an order's page says what its customer was texted when it was confirmed", async ({ page, request, baseURL }) => {
    await signInRequest(request, baseURL!, OWNER);
    const html = await (await request.get('/orders?status=pending&limit=100')).text();
    const ids = [...new Set([...html.matchAll(/href="\/orders\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
    const id = ids.at(-1);
    expect(id).toBeDefined();
    await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent(`/orders/${id}`)}`);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const texts = page.getByTestId('order-sms');
    await expect(texts.getByRole('heading', { name: 'Text messages' })).toBeVisible();
    await expect(texts).toContainText('Order confirmed');
    await expect(texts).toContainText(
      /Waiting to be sent|Sent |Not sent: the customer replied STOP|Not sent: the order has no Bangladeshi mobile number/,
    );
    await expect(texts.getByRole('link', { name: 'Text message settings' })).toHaveAttribute('href', '/settings/sms');
  });
});

test('the count follows the template as it is typed', async ({ page }) => {
  await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent('/settings/sms')}`);
  const english = delivered(page).getByLabel('Message in English');
  const count = page.locator('#sms-delivered-en-count');
  await english.fill('x'.repeat(160));
  await expect(count).toHaveText('Characters: 160 · SMS parts: 1 · Cost: ৳0.35 a message');
  await english.press('End');
  await english.pressSequentially('y');
  await expect(count).toHaveText('Characters: 161 · SMS parts: 2 · Cost: ৳0.70 a message');
  await expect(page.locator('#sms-delivered-en-rule')).toContainText('English letters only: 160 characters fit in one SMS');
  // One Bangla letter makes it Unicode: 70 in one, 67 a part.
  await english.pressSequentially('অ');
  await expect(count).toHaveText('Characters: 162 · SMS parts: 3 · Cost: ৳1.05 a message');
  await expect(page.locator('#sms-delivered-en-rule')).toContainText('70 characters fit in one SMS');
  await expect(page.locator('#sms-delivered-en-preview')).toHaveText(`${'x'.repeat(160)}yঅ`);
});

test('on a slow phone, a template typed before the page’s script has loaded is kept and counted', async ({ page }) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 45_000 });
  await signIn(page, OWNER);
  // The CPU of a slow phone; the scripts wait until the seller has typed (holdScripts: not with a slow network), so
  // the typing surely comes before the count's script.
  await slowPhone(page, { network: null });
  const typed = await holdScripts(page);
  await page.goto('/settings/sms', { waitUntil: 'commit' });
  const bangla = delivered(page).getByLabel('Message in Bangla');
  const text = 'অ'.repeat(71);
  await bangla.fill(text);
  typed();
  await slow(page.locator('#sms-delivered-bn-count')).toHaveText('Characters: 71 · SMS parts: 2 · Cost: ৳0.70 a message');
  await expect(bangla).toHaveValue(text);
  await bangla.press('End');
  await bangla.pressSequentially('আ');
  await slow(page.locator('#sms-delivered-bn-count')).toHaveText('Characters: 72 · SMS parts: 2 · Cost: ৳0.70 a message');
  await expect(bangla).toHaveValue(`${text}আ`);
});
