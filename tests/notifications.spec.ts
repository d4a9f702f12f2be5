/**
 * Notifications (spec §9): news from outside the seller's current action, carried across a redirect
 * by the flash cookie like toasts but shown in their own polite region, 24 px from the top-right
 * corner, 384 px wide, for 4.5 s. Without JavaScript they are plain HTML and stay until the next page.
 */
import { expect, test, type BrowserContext } from '@playwright/test';

const NEWS = [
  { kind: 'notification', title: 'Import finished', message: '120 products were added to your shop.' },
  { kind: 'success', message: 'Saved.' },
];

/** Puts a pending notification in the flash cookie, as `addNotification` does on the server. */
async function withNotification(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'flash', value: encodeURIComponent(JSON.stringify(NEWS)), url: baseURL ?? 'http://localhost' }]);
}

test.describe('notifications', () => {
  test('render without JavaScript in their own region, apart from the toasts, and stay', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await withNotification(context, baseURL);
    const page = await context.newPage();
    await page.goto('/login');
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const note = region.getByRole('status');
    await expect(note).toContainText('Import finished');
    await expect(note).toContainText('120 products were added to your shop.');
    // The toast keeps its own place, outside the notifications region.
    await expect(page.locator('[data-toast]')).toContainText('Saved.');
    await expect(region.locator('[data-toast]')).toHaveCount(0);
    await page.waitForTimeout(5000);
    await expect(note).toBeVisible();
    // Its × is a link, so it closes without JavaScript too.
    await region.getByRole('link', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();
    await context.close();
  });

  test('go after 4.5 s with JavaScript, and only once', async ({ page, context, baseURL }) => {
    await withNotification(context, baseURL);
    await page.goto('/login');
    const note = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(note).toContainText('Import finished');
    // 384 px wide, 24 px from the top-right corner; the toast 8 px from the top (spec §9).
    const box = (await note.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.round(box.width)).toBe(Math.min(384, width - 48));
    expect(Math.round(width - (box.x + box.width))).toBe(24);
    expect(Math.round(box.y)).toBe(24);
    expect(Math.round((await page.locator('[data-toast]').boundingBox())!.y)).toBe(8);
    await page.waitForTimeout(3000);
    await expect(note).toBeVisible();
    await expect(note).toBeHidden({ timeout: 3000 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0);
  });

  test('close with their Dismiss button', async ({ page, context, baseURL }) => {
    await withNotification(context, baseURL);
    await page.goto('/login');
    const region = page.getByRole('region', { name: 'Notifications' });
    await region.getByRole('link', { name: 'Dismiss' }).click();
    await expect(region.getByRole('status')).toHaveCount(0);
  });
});
