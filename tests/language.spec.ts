/**
 * The dashboard in Bangla without JavaScript (issue 23 item 2): the seller switches from the user menu in one tap,
 * the page and <html lang> follow, and the choice is the account's: it survives signing out and in again, and a
 * new device (a fresh browser) shows Bangla once the seller signs in. Signed out, the login page offers the switch.
 * Its own Store API with fresh data, so no other spec meets a seller in Bangla.
 */
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { OWNER, PASSWORD } from './helpers/auth.ts';
import { overflowOf } from './helpers/overflow.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { startStack } from './helpers/servers.ts';

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
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const stack = await startStack({
    port: await freePort(),
    apiPort: PORTS.languageApi,
    dataDir: DATA_DIRS.language,
    bkashPort: PORTS.bkashSandbox,
  });
  stop = stack.stop;
  baseURL = stack.baseURL;
});
test.afterAll(async () => stop?.());

async function signIn(page: Page, labels: { email: string; password: string; button: string }) {
  await page.getByLabel(labels.email).fill(OWNER);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.button, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
const english = { email: 'Email', password: 'Password', button: 'Sign in' };
const bangla = { email: 'ইমেইল', password: 'পাসওয়ার্ড', button: 'লগ ইন' };

async function openUserMenu(page: Page) {
  await page.locator('header details > summary').click();
}

test('the seller switches to Bangla from the user menu; it stays Bangla after signing out and on a new device', async ({
  page,
  browser,
}) => {
  await page.goto(`${baseURL}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(page, english);
  await page.goto(`${baseURL}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('button', { name: /^বাংলা/ }).click();
  // Back on the same page, in Bangla.
  await expect(page).toHaveURL(`${baseURL}/orders`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'অর্ডার' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'পণ্য' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'অর্ডারের অবস্থা' }).getByRole('link', { name: /^অপেক্ষায়/ })).toBeVisible();
  // An order's page: its sections in Bangla.
  await page.locator('a[href^="/orders/"]').filter({ hasText: /^#/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^অর্ডার #/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'স্টাফের নোট' })).toBeVisible();
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'হোম' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'সাম্প্রতিক অর্ডার' })).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('link', { name: 'আমার প্রোফাইল' })).toBeVisible();

  // Signing out keeps the login page in Bangla (this browser's cookie), and signing in again stays Bangla.
  await page.getByRole('button', { name: 'লগ আউট' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'লগ ইন' })).toBeVisible();
  await signIn(page, bangla);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // A new device knows nothing of this browser: English until the seller signs in, then the account's Bangla.
  const other = await browser.newPage({ javaScriptEnabled: false });
  await other.goto(`${baseURL}/login`);
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(other, english);
  await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(other.getByRole('link', { name: 'হোম' }).first()).toBeVisible();

  // The profile form: back to English, Latin digits chosen explicitly.
  await page.goto(`${baseURL}/my-profile`);
  await page.getByLabel('ভাষা', { exact: true }).selectOption('en');
  await page.getByLabel('অঙ্ক', { exact: true }).selectOption('latin');
  await page.getByRole('button', { name: 'ভাষা ও সংখ্যা সেভ করুন' }).click();
  await expect(page).toHaveURL(`${baseURL}/my-profile`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('status').filter({ hasText: 'Language and numbers saved.' })).toBeVisible();
  await expect(page.getByLabel('Digits')).toHaveValue('latin');
  await other.close();
});

test('a signed-out visitor switches the login page to Bangla, and Accept-Language picks it too', async ({ page, browser }) => {
  // The Bengali font (this machine has none installed) is fetched only for a page with Bengali letters on it.
  const bengaliFonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (/noto-sans-bengali-bengali-\d+-normal\.[\w-]+\.woff2$/.test(request.url())) bengaliFonts.push(request.url());
  });
  await page.goto(`${baseURL}/forget-password`);
  await page.evaluate(() => document.fonts.ready);
  expect(bengaliFonts).toEqual([]);
  await page.getByRole('button', { name: /^বাংলা/ }).click();
  await expect(page).toHaveURL(`${baseURL}/forget-password`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'রিসেট লিংক পাঠান' })).toBeVisible();
  await expect.poll(() => bengaliFonts.length).toBeGreaterThan(0);
  expect(bengaliFonts.length).toBeLessThanOrEqual(2);

  const bengaliBrowser = await browser.newPage({ javaScriptEnabled: false, locale: 'bn-BD' });
  await bengaliBrowser.goto(`${baseURL}/login`);
  await expect(bengaliBrowser.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(bengaliBrowser.getByRole('button', { name: 'লগ ইন', exact: true })).toBeVisible();
  await bengaliBrowser.close();
});

/**
 * No screen left behind (issue 23 item 8), for the routes converted so far: in Bangla, the page's own words
 * (headings, labels, buttons, table heads, navigation, terms) hold no English word of three letters or more
 * beyond brand names and the allow-list. The seller's data (names, products, addresses) sits in cells and
 * paragraphs this does not read. Add a route here once it is converted.
 */
const CONVERTED = [
  '/',
  '/orders',
  'order',
  '/settings/shipping',
  '/settings/shipping/custom/plans',
  '/settings/shipping/custom',
  '/settings/promocodes',
  '/settings/promocodes/create',
  'promo code',
  '/settings/roles-access',
  '/settings/roles-access/create',
  'staff member',
  '/invite',
  '/products',
  '/products/create',
  'product',
  '/products/import',
  '/collections',
  '/collections/create',
  'collection',
  '/customers',
  'customer',
  '/files',
  '/files?view=list',
  '/settings/inventory',
  // The store area and the App store. Not yet here though converted: /store/themes, whose paid themes sit behind
  // the billing area's plan gate (FeatureGate, not converted yet).
  '/store/themes/customise',
  '/store/navigations',
  '/store/navigations/create',
  'menu',
  '/store/pages',
  '/store/pages/create',
  'page',
  '/store/blog',
  '/store/blog/create',
  'blog post',
  '/store/seo-and-social-media',
  '/store/business-settings',
  '/store/logo-and-favicon',
  '/settings/domain',
  '/appstore',
  'invoice',
  'packing-slip',
  'receipt',
  'print-list',
  '/settings/checkout',
  '/settings/tax',
];
/** A name that stands for the first record of a list: the list, and the link to follow. */
const FIRST_LINK: Record<string, [list: string, link: string]> = {
  order: ['/orders', 'a[href^="/orders/"]:text-matches("^#")'],
  'promo code': ['/settings/promocodes', 'a[href^="/settings/promocodes/update/"]'],
  'staff member': ['/settings/roles-access', 'a[href^="/settings/roles-access/update/"]'],
  product: ['/products', 'a[href^="/products/update/"]'],
  collection: ['/collections', 'a[href^="/collections/update/"]'],
  customer: ['/customers', 'a[href^="/customers/"]'],
  menu: ['/store/navigations', 'a[href^="/store/navigations/update/"]'],
  page: ['/store/pages', 'a[href^="/store/pages/update/"]'],
  'blog post': ['/store/blog', 'a[href^="/store/blog/update/"]'],
};
/** The print documents of the order the sweep opened (issue 23 items 1 and 6). */
const PRINTS: Record<string, (order: string) => string> = {
  invoice: (order) => `${order}/invoice`,
  'packing-slip': (order) => `${order}/packing-slip`,
  receipt: (order) => `${order}/invoice?size=80mm`,
  'print-list': (order) => `/orders/print?doc=packing-slip&size=80mm&ids=${order.split('/').at(-1)}`,
};
let orderPath = '';
const ALLOWED = new Set(['Haat', 'SEO', 'English', 'CSV', 'SKU', 'COD', 'bKash', 'Nagad', 'Pathao', 'RedX', 'Steadfast', 'Paperfly']);
// The store area's names: the themes' own names, the social networks and tools a seller links (Facebook Pixel,
// Google Analytics 4), and the acronyms sellers use as they are (URL, DNS, BIN, the VAT registration number).
for (const name of ['Bazaar', 'Nakshi', 'Monsoon', 'Facebook', 'Instagram', 'YouTube', 'TikTok', 'WhatsApp', 'Messenger'])
  ALLOWED.add(name);
for (const name of ['Google', 'Analytics', 'Pixel', 'URL', 'DNS', 'BIN']) ALLOWED.add(name);
// Not read: the user menu's summary (the seller's name), the sidebar's installed apps (named by their makers), the
// plan badge (the plan's name comes from billing), islands and the charts (not converted yet: README "Messages"),
// the saved views' tabs and rename labels, which carry the names members gave their views, and whatever is marked
// translate="no" (the seller's own names: a shipping zone's, a staff member's), and the language switch, whose
// other language is written in that language (lang="en").
const OWN_WORDS = [
  'h1',
  'h2',
  'h3',
  'label',
  'button',
  'th',
  'main summary',
  'legend',
  'caption',
  'dt',
  'nav a:not([href^="/app/"])',
  '[role=alert]',
]
  .map(
    (selector) =>
      `${selector}:not(astro-island *, [data-chart-card] *, [translate=no], [translate=no] *, :has(> [lang=en]), a[href="/upgrade"], a[href="/upgrade"] *, #saved-views nav *, #saved-views label)`,
  )
  .join(', ');

test('the converted routes show no English of their own in Bangla and fit 320 px', async ({ page }) => {
  // Every converted route in turn: more than the default 30 s on a busy machine.
  test.setTimeout(240_000);
  await page.goto(`${baseURL}/login`);
  await signIn(page, english);
  await openUserMenu(page);
  await page.getByRole('button', { name: /^বাংলা/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.setViewportSize({ width: 320, height: 740 });
  const found: string[] = [];
  for (const route of CONVERTED) {
    const first = FIRST_LINK[route];
    // The record's own name (the link followed: a customer's name, a product's title) may head its page.
    let recordName = '';
    if (first) {
      await page.goto(`${baseURL}${first[0]}`);
      const link = page.locator(first[1]).first();
      recordName = await link.innerText();
      await link.click();
      await expect(page).not.toHaveURL(`${baseURL}${first[0]}`);
      if (route === 'order') orderPath = new URL(page.url()).pathname;
    } else if (route in PRINTS) await page.goto(`${baseURL}${PRINTS[route]!(orderPath)}`);
    else await page.goto(`${baseURL}${route}`);
    // Bangla words are longer: the page still fits a 320 px phone (issue 23 item 9).
    const { excess, offenders } = await overflowOf(page);
    if (excess > 0) found.push(`${route}: ${excess} px wider than 320 px: ${offenders.join('; ')}`);
    // An element's own words, without what it holds marked translate="no" (an app's name inside its button). A print
    // document's own words are its paragraphs' labels too, and the seller's data inside a sentence ("Thank you for
    // shopping with Dhaka Crafts") is marked translate="no" where it is shown on its own: take it out.
    const texts = await page.locator(route in PRINTS ? `${OWN_WORDS}, .doc p:not([translate=no])` : OWN_WORDS).evaluateAll((elements) =>
      elements.map((element) => {
        if (!element.querySelector('[translate=no]')) return (element as HTMLElement).innerText;
        const copy = element.cloneNode(true) as HTMLElement;
        for (const name of copy.querySelectorAll('[translate=no]')) name.remove();
        return copy.textContent ?? '';
      }),
    );
    let words = texts.join(' ');
    if (route in PRINTS) {
      for (const data of await page.locator('[translate=no]').allInnerTexts()) if (data.trim()) words = words.replaceAll(data.trim(), ' ');
    }
    for (const word of words.match(/\b[A-Za-z]{3,}\b/g) ?? []) {
      if (!ALLOWED.has(word) && !recordName.includes(word)) found.push(`${route}: ${word}`);
    }
  }
  expect([...new Set(found)]).toEqual([]);
});

test('the 80 mm receipt in Bangla draws ৳ and Bangla with the shipped Bengali font', async ({ page }) => {
  // This machine has no Bengali font installed (see the signed-out test): what prints comes from the shipped file.
  const bengaliFonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (/noto-sans-bengali-bengali-\d+-normal\.[\w-]+\.woff2$/.test(request.url())) bengaliFonts.push(request.url());
  });
  await page.goto(`${baseURL}/login`);
  await signIn(page, english); // a new browser: the login page is English until the account's Bangla takes over
  bengaliFonts.length = 0;
  await page.goto(`${baseURL}${orderPath}/invoice?size=80mm`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const receipt = page.locator('article.doc').first();
  await expect(receipt.getByText('ইনভয়েস', { exact: true })).toBeVisible();
  await expect(receipt.getByTestId('order-total')).toContainText('৳');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Haat Bengali"', '৳১২৩ ইনভয়েস'))).toBe(true);
  expect(new Set(bengaliFonts).size).toBeGreaterThan(0);
  expect(new Set(bengaliFonts).size).toBeLessThanOrEqual(2);
});
