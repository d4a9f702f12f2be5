/**
 * Paying for a plan through the local bKash sandbox (issue 10), on the production build with its own Store API and
 * fresh demo data (paying changes plans other specs rely on). The sandbox is the one playwright.config.ts starts.
 */
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_PAYER } from '../api/src/platform/bkash/sandbox.ts';
import { LAPSED, OWNER, STAFF, signIn } from './helpers/auth.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { startStack } from './helpers/servers.ts';

const DAY = 86_400_000;
const dhakaDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(date); // as the dashboard shows it: 23 Dec 2026

/** A free port for this spec's dashboard (the spec's fixed ports are all taken by other servers). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let stop: (() => Promise<void>) | undefined;
let baseURL = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const stack = await startStack({ port, apiPort: PORTS.billingApi, dataDir: DATA_DIRS.billing, bkashPort: PORTS.bkashSandbox });
  stop = stack.stop;
  baseURL = stack.baseURL;
});
test.afterAll(async () => stop?.());

/** On the sandbox's payer page: the demo wallet, OTP and PIN, then confirm (or cancel). */
async function onBkash(page: Page, choice: 'pay' | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORTS.bkashSandbox}/payment\\?paymentId=`));
  if (choice === 'cancel') return page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('bKash account number').fill(SANDBOX_PAYER.wallet);
  await page.getByLabel('Verification code (OTP)').fill(SANDBOX_PAYER.otp);
  await page.getByLabel('PIN').fill(SANDBOX_PAYER.pin);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lapsed seller renews Starter through bKash and reaches /orders', async ({ page }) => {
    await signIn(page, LAPSED, undefined, `${baseURL}/login`);
    await page.goto(`${baseURL}/orders`);
    await expect(page).toHaveURL(`${baseURL}/upgrade`);
    await expect(page.getByRole('alert').filter({ hasText: 'ended on' })).toBeVisible();

    await page.getByTestId('plan-Starter').getByRole('link', { name: 'Renew Starter' }).click();
    await expect(page.getByTestId('amount-due')).toHaveText('৳999.00');
    await page.getByRole('button', { name: 'Pay ৳999.00 with bKash' }).click();

    await onBkash(page, 'pay');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/checkout/thanks\\?paymentID=[^&]+$`));
    await expect(page.getByRole('heading', { name: 'Your shop is on Starter, monthly' })).toBeVisible();
    await expect(page.getByTestId('new-end-date')).toHaveText(dhakaDate(new Date(Date.now() + 30 * DAY)));
    await expect(page.getByTestId('trx-id')).toHaveText(/^SBX/);

    await page.goto(`${baseURL}/orders`);
    await expect(page).toHaveURL(`${baseURL}/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});

test('the owner switches Growth → Pro yearly, sees the credit, pays, and opens the invoice', async ({ page }) => {
  await signIn(page, OWNER, undefined, `${baseURL}/login`);
  await page.goto(`${baseURL}/upgrade`);
  await expect(page.getByTestId('plan-Growth')).toContainText('Current plan');
  // With JavaScript the yearly prices come with the choice itself: no "Show prices" press (issue 25 polish).
  await expect(page.getByRole('button', { name: 'Show prices' })).toBeHidden();
  await page.getByLabel('Yearly (two months free)').check();
  await expect(page).toHaveURL(/tier=yearly/);
  await expect(page.getByTestId('plan-Pro')).toContainText('/ year');
  await page.getByTestId('plan-Pro').getByRole('link', { name: 'Choose Pro' }).click();

  const credit = Math.floor((249_900 * 29) / 30);
  const due = 4_999_000 - credit;
  const taka = (poisha: number) => `৳${(poisha / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(page.getByText('Credit for 29 unused days of Growth')).toBeVisible();
  await expect(page.getByTestId('credit')).toHaveText(`−${taka(credit)}`);
  await expect(page.getByTestId('amount-due')).toHaveText(taka(due));
  await page.getByRole('button', { name: `Pay ${taka(due)} with bKash` }).click();

  await onBkash(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Your shop is on Pro, yearly' })).toBeVisible();
  const endDate = dhakaDate(new Date(Date.now() + 365 * DAY));
  await expect(page.getByTestId('new-end-date')).toHaveText(endDate);
  const topBar = page.getByRole('banner').getByRole('link', { name: /Pro/ });
  await expect(topBar).toContainText('365 days left');
  await expect(page.getByRole('banner').getByTestId('plan-end')).toHaveText(`until ${endDate}`);
  const trx = (await page.getByTestId('trx-id').textContent()) ?? '';

  await page.getByRole('link', { name: /^SUB-\d{4}-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice SUB-/ })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-total')).toHaveText(taka(due));
  await expect(page.getByTestId('invoice-trx')).toHaveText(trx);
  await expect(page.getByText('Dhaka Crafts', { exact: true })).toBeVisible();
  await expect(page.getByText(/wallet 017•+575/)).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
  // Its own document, not the dashboard's layout: it says what it is for too (Lighthouse's SEO audit).
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

  await page.goto(`${baseURL}/upgrade/invoices`);
  await expect(page.getByRole('row', { name: new RegExp(`Pro, yearly .*${taka(due).replace('.', '\\.')}.*Paid`) })).toBeVisible();
});

test('a cancelled payment returns to /upgrade with the reason and changes nothing', async ({ page }) => {
  await signIn(page, OWNER, undefined, `${baseURL}/login`);
  await page.goto(`${baseURL}/upgrade`);
  const endBefore = await page.getByTestId('current-end').textContent();
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  await page.getByTestId('plan-Pro').getByRole('link', { name: 'Renew Pro' }).click();
  await page.getByRole('button', { name: /^Pay .* with bKash$/ }).click();

  await onBkash(page, 'cancel');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/upgrade\\?`));
  await expect(page.getByTestId('payment-problem')).toContainText('You cancelled the payment on bKash. Nothing was charged.');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  await expect(page.getByTestId('current-end')).toHaveText(endBefore ?? '');
});

test('staff see the plans and invoices but are told to ask a shop admin to pay', async ({ page }) => {
  await signIn(page, STAFF, undefined, `${baseURL}/login`);
  await page.goto(`${baseURL}/upgrade`);
  // Staff see the plans and their prices, not "Choose" or "Renew" links they cannot use (issue 25 item 9).
  await expect(page.getByTestId('plan-Growth')).toContainText('/ month');
  await expect(page.getByTestId('plan-Growth').getByRole('link')).toHaveCount(0);
  await expect(page.getByText('Only a shop admin can change the plan or pay. Ask a shop admin of this shop.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /with bKash/ })).toHaveCount(0);
  await page.goto(`${baseURL}/upgrade/invoices`);
  const invoice = page.getByRole('link', { name: /^SUB-\d{4}-\d{6}$/ }).first();
  await expect(invoice).toBeVisible();
  const invoicePath = (await invoice.getAttribute('href')) ?? '';

  const pay = await page.goto(`${baseURL}/upgrade/pay`);
  expect(pay?.status()).toBe(200);
  await expect(page.getByText('There is no payment waiting for bKash.')).toBeVisible();

  // Phone first: 320 px wide without a page-wide horizontal scroll (wide tables scroll in their card).
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/upgrade?tier=yearly', '/upgrade/invoices', invoicePath, '/checkout/thanks']) {
    await page.goto(`${baseURL}${path}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});

test('while bKash has not confirmed, /checkout/thanks says so and its short poll shows the result once paid', async ({ page, context }) => {
  await signIn(page, OWNER, undefined, `${baseURL}/login`);
  await page.goto(`${baseURL}/upgrade`);
  await page.getByTestId('plan-Pro').getByRole('link', { name: 'Renew Pro' }).click();
  await page.getByRole('button', { name: /^Pay .* with bKash$/ }).click();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  const paymentID = new URL(page.url()).searchParams.get('paymentId') ?? '';

  const waiting = await context.newPage();
  await waiting.goto(`${baseURL}/checkout/thanks?paymentID=${paymentID}`);
  await expect(waiting.getByRole('heading', { level: 1, name: 'Waiting for bKash' })).toBeVisible();
  await expect(waiting.getByRole('link', { name: 'Refresh' })).toBeVisible();

  await onBkash(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Your shop is on Pro, monthly' })).toBeVisible();
  await expect(waiting.getByRole('heading', { name: 'Your shop is on Pro, monthly' })).toBeVisible({ timeout: 15_000 });
});
