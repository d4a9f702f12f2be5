/**
 * The notification centre (issue 27 item 3). Without JavaScript: the top bar's bell carries the unread count from
 * the server, /notifications lists another member's new order, and opening it lands on the order and marks it read.
 * With JavaScript: an order placed by another member (the staff member, through the Store API) appears as a
 * notification on the owner's open page without a reload, and the bell's count follows.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';
import { placeOrderAs } from './helpers/place-order.ts';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const unreadOf = async (page: Page) => Number((await bell(page).getAttribute('data-unread')) ?? 0);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the bell counts another member’s new order; the page lists it and opening it lands on the order', async ({ page, playwright }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, OWNER);
    const before = await unreadOf(page);
    const order = await placeOrderAs(playwright.request, STAFF);
    await page.goto('/');
    expect(await unreadOf(page)).toBe(before + 1);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('link', { name: `New order #${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    expect(await unreadOf(page)).toBe(before);
  });
});

test.describe('with JavaScript', () => {
  test('another member’s order appears on the open page as a notification, and the bell follows', async ({ page, playwright }) => {
    await signIn(page, OWNER);
    await page.goto('/orders');
    const before = await unreadOf(page);
    const order = await placeOrderAs(playwright.request, STAFF);
    // The page polls every 10 s while visible (src/scripts/notification-poll.ts): no reload, no fixed wait.
    const shown = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: `New order #${order.number}` });
    await expect(shown).toBeVisible({ timeout: 25_000 });
    await expect(bell(page).locator('[data-bell-count]')).toHaveText(String(before + 1));
    // The bell opens the panel (loaded on first use) with the order in it.
    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: `New order #${order.number}` }),
    ).toBeVisible();
  });
});
