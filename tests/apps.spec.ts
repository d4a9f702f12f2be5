/**
 * Apps (issue 14) against the production build, with the Courier booking app on its own origin and the Steadfast
 * sandbox (playwright.config.ts): the owner installs the app in Sylhet Tea House, opens it, books an order and sees
 * the tracking number on the order page; messages from anywhere but the app's own frame are ignored; staff without
 * `my-apps` cannot install.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';
import { PORTS } from './helpers/ports.ts';

const APP_ORIGIN = `http://127.0.0.1:${PORTS.courierApp}`;
const appFrame = (page: Page) => page.frameLocator('iframe[title="App: Courier booking"]');

async function switchShop(page: Page, name: string, javaScript = true) {
  // With JavaScript choosing the shop switches to it; without, the Switch button posts the choice.
  await page.getByLabel('Active shop').selectOption({ label: name });
  if (!javaScript) await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Switched to ${name}.` })).toBeVisible();
}

test('the owner installs the courier app, opens it, books an order and sees the tracking number on the order page', async ({ page }) => {
  await signIn(page, OWNER);
  await switchShop(page, 'Sylhet Tea House');
  await page.goto('/appstore');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Courier booking' }) });
  await expect(card.getByRole('list', { name: 'Scopes of Courier booking' })).toHaveText('Orders');
  await expect(card).toContainText(`Runs on ${APP_ORIGIN}`);
  await card.getByRole('button', { name: 'Install Courier booking and allow Orders' }).click();

  await expect(page).toHaveURL('/app/courier-booking');
  await expect(page.getByRole('status').filter({ hasText: 'Courier booking is installed.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App: Courier booking');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courier booking' })).toHaveAttribute(
    'href',
    '/app/courier-booking',
  );
  const iframe = page.locator('iframe[title="App: Courier booking"]');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');

  // The app gets a session token over the bridge and lists the shop's orders waiting for a courier.
  const row = appFrame(page).getByRole('list', { name: 'Orders waiting for a courier' }).getByRole('listitem').first();
  const book = row.getByRole('button', { name: /^Book #\d+ with Steadfast$/ });
  await expect(book).toBeVisible({ timeout: 15_000 });
  const number = (await book.textContent())!.match(/#(\d+)/)![1]!;
  const orderId = await row.getAttribute('data-order-id');
  await book.click();
  const booked = row.getByText(/^Booked: tracking number [0-9A-F]{8}$/);
  await expect(booked).toBeVisible({ timeout: 15_000 });
  const tracking = (await booked.textContent())!.split(' ').at(-1)!;
  // The app's toast reaches the dashboard through $toasts, named after the app.
  await expect(
    page.getByRole('status').filter({ hasText: `Courier booking: Order #${number} booked with Steadfast: ${tracking}` }),
  ).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(page.getByText(`Shipped with Steadfast, tracking number ${tracking}`)).toBeVisible();
});

test("the app page frames only the shop's installed apps and ignores messages from anywhere else", async ({ page }) => {
  await signIn(page, OWNER);
  const response = await page.goto('/app/courier-booking');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`frame-src ${APP_ORIGIN.replace(/\./g, '\\.')}(;|$)`));
  expect(csp).not.toContain('youtube');
  await expect(appFrame(page).getByRole('heading', { name: 'Courier booking' })).toBeVisible({ timeout: 15_000 });

  // From the dashboard's own window (another origin than the app's), and forged events claiming the app's origin
  // or coming from another window: none of them may show a toast.
  await page.evaluate((appOrigin) => {
    window.postMessage({ haat: 1, type: 'toast', message: 'Forged from the dashboard window' }, '*');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://evil.example',
        source: window,
        data: { haat: 1, type: 'toast', message: 'Forged from evil' },
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: appOrigin,
        source: window,
        data: { haat: 1, type: 'toast', message: 'Forged with the app origin' },
      }),
    );
  }, APP_ORIGIN);
  // The app's own frame is heard (so the silence above is the bridge's check, not a dead listener).
  const frame = page.frames().find((f) => f.url().startsWith(APP_ORIGIN));
  await frame!.evaluate(
    (dashboard) => window.parent.postMessage({ haat: 1, type: 'toast', message: 'Hello from the app' }, dashboard),
    new URL(page.url()).origin,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Courier booking: Hello from the app' })).toBeVisible();
  await expect(page.getByText(/Forged/)).toHaveCount(0);

  // An app the shop has not installed has no page.
  expect((await page.goto('/app/sms-order-alerts'))!.status()).toBe(404);
});

test('staff without my-apps cannot open the app store or install, but may open an installed app', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/appstore');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert').filter({ hasText: 'You need access to Apps' })).toBeVisible();
  // The install action checks /appstore's key itself, wherever it is posted from.
  const refused = await page.request.post('/?_action=apps.install', {
    form: { handle: 'sms-order-alerts' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await page.goto('/app/courier-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App: Courier booking');
  await expect(appFrame(page).getByRole('heading', { name: 'Courier booking' })).toBeVisible({ timeout: 15_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the owner uninstalls the app with a plain form: its link and page are gone', async ({ page }) => {
    await signIn(page, OWNER);
    await switchShop(page, 'Sylhet Tea House', false); // installed there by the first test of this file
    await page.goto('/appstore');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Courier booking' }) });
    await card.getByRole('button', { name: 'Uninstall Courier booking' }).click();
    await expect(page).toHaveURL('/appstore');
    await expect(page.getByRole('status').filter({ hasText: 'everything it was given is revoked' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Install Courier booking and allow Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courier booking' })).toHaveCount(0);
    expect((await page.goto('/app/courier-booking'))!.status()).toBe(404);
  });
});
