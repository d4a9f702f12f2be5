/**
 * Issue 24's "done when", end to end on a brand-new account, on a 360 px phone with JavaScript off: a new seller
 * signs up (confirmed from the e-mail), adds a product, takes a cash-on-delivery chat order for a number other Haat
 * shops have delivered to, sees that number's record (counts only, no other shop's name, items or amounts), turns on
 * the customer's text messages, connects Pathao with the sandbox's credentials, books the order from its page, prints
 * the packing slip and the 80 mm receipt whose codes scan back to the consignment id, and the customer is texted.
 * Its own Store API (mail to an SMTP server and SMS to the SSL Wireless sandbox, both in this process; parcels to the
 * courier sandboxes the Playwright config starts) and dashboard: like `npm start`, with nothing set up beforehand.
 */
import { expect, test, type Page } from '@playwright/test';
import { PATHAO_SANDBOX_CREDENTIALS } from '../api/src/platform/couriers/pathao-sandbox.ts';
import {
  SSL_WIRELESS_SANDBOX_TOKEN,
  startSslWirelessSandbox,
  type SslWirelessSandbox,
} from '../api/src/platform/sms/ssl-wireless-sandbox.ts';
import { expectDocumentsScan, THERMAL_SCALE } from './helpers/label-scan.ts';
import { useMailStack } from './helpers/mail-stack.ts';
import { CONFIRM_SUBJECT, confirmLink, fillSignup, mailsTo } from './helpers/signup.ts';
import { overflowOf } from './helpers/overflow.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';

const SMS_URL = `http://127.0.0.1:${PORTS.journeySms}`;
const stack = useMailStack(
  'journey',
  {
    port: PORTS.journeyDashboard,
    apiPort: PORTS.journeyApi,
    smtpPort: PORTS.journeySmtp,
    dataDir: DATA_DIRS.journey,
    courierSandboxPort: PORTS.courierSandboxes,
  },
  { SSLWIRELESS_BASE_URL: SMS_URL, SSLWIRELESS_API_TOKEN: SSL_WIRELESS_SANDBOX_TOKEN },
);
const { newPage } = stack;

/** A phone with a 360 px screen; its 203 / 96 pixel ratio also draws a printed page at a thermal head's dots. */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: THERMAL_SCALE };

/**
 * A customer of the demo shop Dhaka Crafts (api/src/seeds/orders.ts: its most loyal customer, the same number on every
 * seed): 43 orders delivered, 2 returned and 6 cancelled there, the record a new shop sees across Haat. Their name
 * there, and the demo shops' names, must not reach the new shop's page.
 */
const CUSTOMER = { phone: '01868748875', msisdn: '8801868748875', record: '43 delivered, 2 returned, 6 cancelled', rate: '84% delivered' };
const ELSEWHERE = ['Dhaka Crafts', 'Sylhet Tea House', 'Khulna Fabrics', 'Rokeya Chowdhury'];
/** Words of every demo product title (api/src/seeds/catalog.ts): none is in this seller's product. */
const DEMO_TITLE = /\b(Hand-stitched|Heritage|Village|Festive|Classic|Royal|Riverside|Monsoon|Boishakhi|Minimal) [A-Z]/;

let sms: SslWirelessSandbox | undefined;
test.beforeAll(async () => {
  sms = await startSslWirelessSandbox({ port: PORTS.journeySms });
});
test.afterAll(async () => {
  await sms?.close();
});

/** Every amount of money the page's main part shows (৳1,450.00 …). */
const amountsOn = async (page: Page) => [...new Set((await page.getByRole('main').innerText()).match(/৳[\d,]+\.\d\d/g) ?? [])];

/** Taka text of `poisha`, as the dashboard writes an amount in English (৳1,520.00). */
const taka = (poisha: number) => `৳${(poisha / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const poishaOf = (text: string) => Math.round(Number(text.replace(/[৳,]/g, '')) * 100);

/** The page fits the phone's width: nothing makes the seller scroll sideways. */
async function expectFitsPhone(page: Page) {
  const { excess, offenders } = await overflowOf(page);
  expect.soft(excess, `${page.url()} is wider than the phone:\n${offenders.join('\n')}`).toBeLessThanOrEqual(0);
}

test('a new seller signs up, sells to a known number by chat, books Pathao, prints scannable labels and the customer is texted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await newPage(browser, PHONE);
  const run = `${Date.now().toString(36)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  // A one-word brand makes the shop's web address one long word (shapla-nakshikanthaghar.haat.shop) on narrow pages.
  const seller = { name: 'Shapla Begum', email: `shapla-${run}@haat.test`, password: 'long-enough-1', shop: 'Shapla Nakshikanthaghar' };
  const product = { title: `Handloom Gamchha ${run}`, price: '৳1,450.00' };
  // The sandbox keeps every message of the run: this test's are the ones after these.
  const earlier = sms!.control.messages().length;
  const checklist = page.getByTestId('setup-checklist');

  await test.step('signs up and opens the shop from the confirmation e-mail', async () => {
    await page.goto('/signup');
    await expectFitsPhone(page);
    await fillSignup(page, { ...seller, phone: `0171${String(Date.now()).slice(-7)}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await page.goto(await confirmLink(stack, seller.email));
    expect(mailsTo(stack, seller.email, CONFIRM_SUBJECT)).toHaveLength(1);
    await page.getByRole('button', { name: 'Confirm and open my shop' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: `Welcome to Haat, ${seller.name}! Your shop is ready.` })).toBeVisible();
    await expect(page.getByRole('main').getByText(seller.shop).first()).toBeVisible();
    await expect(checklist.getByText('0 of 5 done')).toBeVisible();
    await expectFitsPhone(page);
  });

  await test.step('adds a product with a price and stock', async () => {
    await checklist.getByRole('link', { name: 'Add a product' }).click();
    await expect(page).toHaveURL('/products/create');
    await page.getByLabel('Title', { exact: true }).fill(product.title);
    await page.getByLabel('Price (৳)', { exact: true }).fill('1450');
    await page.getByLabel('Quantity', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/products\/update\//);
    await expect(page.getByLabel('Price (৳)', { exact: true })).toHaveValue('1450.00');
    await expectFitsPhone(page);
    await page.goto('/');
    await expect(checklist.getByText('1 of 5 done')).toBeVisible();
    await expect(checklist.locator('li[data-done="true"]')).toHaveText(/Add a product/);
  });

  let orderPath = '';
  let orderNumber = '';
  let total = '';
  await test.step('takes a cash-on-delivery order from a chat', async () => {
    await page.goto('/orders/create');
    await page.getByLabel('Mobile number').fill(CUSTOMER.phone);
    await page.getByLabel('Full name').fill('Momena Khatun');
    await page.getByLabel('Product 1').selectOption({ label: `${product.title} · ${product.price} · 12 left` });
    await page.getByLabel('District').selectOption({ label: 'Dhaka city' });
    await page.getByRole('button', { name: 'Show the district’s areas' }).click();
    await page.getByLabel('Area / thana (optional)').selectOption('Dhanmondi');
    await page.getByLabel('Address', { exact: true }).fill('House 12, Road 5');
    await page.getByLabel('Payment').selectOption({ label: 'Cash on delivery' });
    await expectFitsPhone(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const placed = page.getByRole('status').filter({ hasText: /Order #\d+ placed\./ });
    await expect(placed).toBeVisible();
    orderNumber = /#(\d+)/.exec(await placed.innerText())![1]!;
    orderPath = new URL(page.url()).pathname;
  });

  await test.step('sees the number’s record from the other shops, and nothing else of theirs', async () => {
    const card = page.locator('[data-risk-card]');
    await expect(card.getByRole('heading', { name: 'Delivery record of this number' })).toBeVisible();
    await expect(card.locator('[data-risk]')).toContainText(CUSTOMER.rate);
    await expect(card.getByText('In this shop', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      '0 delivered, 0 returned, 0 cancelled',
    );
    await expect(card.getByText('Across Haat', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      `${CUSTOMER.record} · ${CUSTOMER.rate}`,
    );
    await expectFitsPhone(page);
    const text = await page.locator('body').innerText();
    for (const word of ELSEWHERE) expect(text, `the order page names ${word}`).not.toContain(word);
    expect(text, 'the order page shows a demo shop’s product').not.toMatch(DEMO_TITLE);
    await expect(page.getByText(product.title)).toBeVisible();
    // Every amount on the page is this order's: the product, the delivery charge, the total (or nothing paid yet).
    total = (await page.getByTestId('order-total').innerText()).trim();
    const own = [product.price, total, taka(poishaOf(total) - poishaOf(product.price)), '৳0.00'];
    for (const amount of await amountsOn(page)) expect(own, `${amount} on the order page`).toContain(amount);

    // The orders list says the same record as a badge on the order's row.
    await page.goto('/orders');
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `#${orderNumber}` }) });
    await expect(row.locator('[data-risk]')).toContainText(CUSTOMER.rate);
    await expectFitsPhone(page);
  });

  await test.step('turns on the customer’s text messages for confirmed and shipped orders', async () => {
    await page.goto('/settings/sms');
    await page.getByLabel('Customers get the messages in').selectOption('en');
    for (const event of ['Order confirmed', 'Order shipped'])
      await page.getByRole('group', { name: event }).getByLabel('Text the customer when this happens').check();
    await page.getByRole('button', { name: 'Save text messages' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text message settings saved.' })).toBeVisible();
    await expectFitsPhone(page);
  });

  await test.step('confirms the order', async () => {
    await page.goto(orderPath);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('This order is Confirmed');
    await expect(page.getByTestId('order-sms')).toContainText('Order confirmed');
  });

  await test.step('connects Pathao with the sandbox’s credentials', async () => {
    await page.goto('/settings/shipping/couriers');
    const pathao = page.getByRole('region', { name: 'Pathao' });
    await expect(pathao).toContainText('Not connected');
    await pathao.getByLabel('Client ID').fill(PATHAO_SANDBOX_CREDENTIALS.clientId);
    await pathao.getByLabel('Client secret').fill(PATHAO_SANDBOX_CREDENTIALS.clientSecret);
    await pathao.getByLabel('Merchant e-mail').fill(PATHAO_SANDBOX_CREDENTIALS.username);
    await pathao.getByLabel('Merchant password').fill(PATHAO_SANDBOX_CREDENTIALS.password);
    await pathao.getByLabel('Pickup store ID').fill(PATHAO_SANDBOX_CREDENTIALS.storeId);
    await pathao.getByRole('button', { name: 'Save Pathao details' }).click();
    // Connecting a courier asks for a fresh factor: the password (two-step sign-in is off); the secrets typed are kept.
    await expect(pathao.getByText('To confirm this change, enter your password.')).toBeVisible();
    await expect(pathao.getByLabel('Client secret')).toHaveValue(PATHAO_SANDBOX_CREDENTIALS.clientSecret);
    await expectFitsPhone(page);
    await pathao.getByLabel('Your password').fill(seller.password);
    await pathao.getByRole('button', { name: 'Save Pathao details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pathao is connected.' })).toBeVisible();
    await expect(pathao).toContainText('Connected since');
    await page.goto('/');
    await expect(checklist.locator('li[data-done="true"]').filter({ hasText: 'Connect a courier' })).toHaveCount(1);
  });

  let consignment = '';
  await test.step('books the order with Pathao from its page', async () => {
    await page.goto(orderPath);
    const courier = page.getByRole('region', { name: 'Courier' });
    await courier.getByLabel('Courier', { exact: true }).selectOption('pathao');
    await courier.getByRole('button', { name: 'Book', exact: true }).click();
    const booked = page.getByRole('status').filter({ hasText: /Booked with Pathao: consignment \S+\./ });
    await expect(booked).toBeVisible();
    consignment = /consignment (\S+)\./.exec(await booked.innerText())![1]!;
    await expect(courier).toContainText('Booked with Pathao');
    await expect(courier).toContainText(consignment);
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('This order is Shipped');
    await expect(status.getByLabel('Tracking number')).toHaveValue(consignment);
    await expectFitsPhone(page);
  });

  await test.step('prints the packing slip and the 80 mm receipt, whose codes scan back to the consignment id', async () => {
    await expectDocumentsScan(page, orderPath.split('/').at(-1)!, consignment);
    // The receipt (the last document read) is the new shop's, with nothing of another's.
    const text = await page.locator('body').innerText();
    expect(text).toContain(seller.shop);
    for (const word of ELSEWHERE) expect(text, `the receipt names ${word}`).not.toContain(word);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the customer is texted when the order is confirmed and when it is shipped', async () => {
    const texts = () =>
      sms!.control
        .messages()
        .slice(earlier)
        .filter((m) => m.msisdn === CUSTOMER.msisdn);
    await expect.poll(() => texts().length, { timeout: 60_000 }).toBe(2);
    // In the order the order moved: "confirmed" before "shipped", whose link tracks the consignment.
    expect(texts().map((m) => m.sms)).toEqual([
      `${seller.shop}: your order #${orderNumber} of ${total} is confirmed. We will text you when it ships.`,
      `${seller.shop}: order #${orderNumber} is on its way. Track it: https://merchant.pathao.com/tracking?consignment_id=${consignment}`,
    ]);
    expect(texts().map((m) => m.sid)).toEqual(['Haat', 'Haat']);
    await expect(async () => {
      await page.goto(orderPath);
      await expect(page.getByTestId('order-sms').getByText(/^Sent /)).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('order-sms')).toContainText(`consignment_id=${consignment}`);
  });
});
