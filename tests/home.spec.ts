/**
 * Home and analytics charts (SVG drawn on the server, tables with the same numbers), and the customers pages with JavaScript turned off.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

/** A chart's kind and the raw values it drew, one per point or slice (a slice of 0 is not drawn). */
type Drawn = { kind: string; values: number[] };

/**
 * Reads a chart card's server-drawn SVG (issue 25: no script draws it): it has its accessible name and a visible size,
 * and each point or slice carries its raw value (poisha for money) in data-value.
 */
async function drawnChart(card: Locator): Promise<Drawn> {
  const svg = card.locator('svg[data-chart-svg]');
  await svg.scrollIntoViewIfNeeded();
  await expect(svg).toHaveAttribute('role', 'img');
  await expect(svg).toHaveAccessibleName(/The same figures are in the table below\./);
  const box = await svg.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);
  const points = svg.locator('[data-point]');
  const values = (await points.evaluateAll((all) => all.map((point) => point.getAttribute('data-value')))).map(Number);
  return { kind: (await svg.getAttribute('data-chart-svg')) ?? '', values };
}

/** The raw values (data-value) of one column of the card's table, and its row headers. */
async function tableOf(card: Locator, key: string) {
  const table = card.locator('table[data-table]');
  const values = (
    await table.locator(`tbody td[data-key="${key}"]`).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value')))
  ).map(Number);
  const rows = await table.locator('tbody th[scope="row"]').allTextContents();
  return { values, rows };
}

const card = (page: Page, id: string) => page.locator(`[data-chart-card="${id}"]`);

test.describe('home', () => {
  test('shows the figures and both charts drawn on the server, whose tables hold the same numbers', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    for (const label of ['Sales today', 'Sales, last 7 days', 'Average order, last 7 days', 'Waiting to be fulfilled']) {
      await expect(page.locator(`[data-stat="${label}"]`)).toBeVisible();
    }
    // Nothing blocks the first paint: every script is a module (deferred).
    expect(await page.locator('script[src]:not([type="module"])').count()).toBe(0);

    const sales = card(page, 'home-sales');
    const line = await drawnChart(sales);
    expect(line.kind).toBe('line');
    const daily = await tableOf(sales, 'sales');
    expect(daily.values).toHaveLength(30);
    expect(line.values).toEqual(daily.values);
    expect(daily.values.some((value) => value > 0)).toBe(true);

    const status = card(page, 'home-status');
    const doughnut = await drawnChart(status);
    expect(doughnut.kind).toBe('doughnut');
    const counts = await tableOf(status, 'orders');
    expect(doughnut.values).toEqual(counts.values.filter((value) => value > 0));
    // The legend names every status with its count, as the table does.
    const legend = await status
      .locator('figure li')
      .evaluateAll((items) => items.map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent?.trim()).join(' ')));
    expect(legend).toEqual(counts.rows.map((row, index) => `${row.trim()} ${counts.values[index]!.toLocaleString('en-US')}`));
    // No chart script: nothing the page fetched draws charts (Chart.js was 60 KB and half a second of a phone's CPU).
    await page.waitForLoadState('load');
    expect(scripts.filter((url) => /chart|draw|mount/i.test(url.split('/').pop() ?? ''))).toEqual([]);

    // The "last 7 days" card is the sum of the table's last 7 days.
    const week = daily.values.slice(-7).reduce((a, b) => a + b, 0);
    const shown = await page.locator('[data-stat="Sales, last 7 days"] p').nth(1).textContent();
    expect(Number((shown ?? '').replace(/[^\d.]/g, ''))).toBeCloseTo(week / 100, 2);
  });

  test('recent orders link to their order pages', async ({ page }) => {
    await signIn(page, OWNER);
    const first = page
      .getByRole('region', { name: 'Recent orders' })
      .getByRole('link', { name: /^#\d+$/ })
      .first();
    await expect(first).toHaveAttribute('href', /^\/orders\/[\w-]+$/);
  });
});

test.describe('analytics', () => {
  test('switches to the last 7 days and draws the series with matching tables and CSV', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/analytics');
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL('/analytics?range=7');
    const sales = card(page, 'sales-over-time');
    const drawn = await drawnChart(sales);
    const table = await tableOf(sales, 'sales');
    expect(table.values).toHaveLength(7);
    expect(drawn.values).toEqual(table.values);

    const methods = card(page, 'payment-methods');
    const methodChart = await drawnChart(methods);
    expect(methodChart.values).toEqual((await tableOf(methods, 'sales')).values.filter((value) => value > 0));
    expect((await drawnChart(card(page, 'customers'))).kind).toBe('doughnut');

    const csv = await page.request.get(
      await sales
        .getByRole('link', { name: 'Download CSV' })
        .getAttribute('href')
        .then((href) => href!),
    );
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Orders,Sales (BDT)');
    expect(lines.slice(1).map((line) => Math.round(Number(line.split(',')[2]) * 100))).toEqual(table.values);
  });

  test('a custom range with the dates the wrong way round explains itself and keeps them', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/analytics?range=custom&from=2026-09-30&to=2026-09-01');
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveAccessibleDescription(/The end date must be on or after the start date/);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-09-30');
  });
});

test.describe('customers without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, open a customer, and edit their details', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/customers?sort=-total_spent');
    const rows = page.locator('tbody tr[data-customer]');
    await expect(rows.first()).toBeVisible();
    const name = (await rows.first().locator('th a').textContent())!.trim();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(rows.first().locator('th a')).toHaveText(name);
    await rows.first().locator('th a').click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Customers');
    await expect(page.getByText('Lifetime value')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Order history/ })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', /^\/orders\//);

    // A bad phone number: the error shows and what was typed stays. (The addresses below have phones of their own.)
    const details = page.getByRole('region', { name: 'Contact details, notes and tags' });
    await details.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByLabel('Notes', { exact: true }).fill('Calls before delivery');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.locator('#phone-error')).toContainText('Bangladeshi mobile number');
    await expect(details.getByLabel('Phone', { exact: true })).toHaveValue('12345');
    await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Calls before delivery');

    // Fixed: saved, with the success message, and the page shows the new values.
    const url = page.url().split('?')[0]!;
    await page.goto(url);
    await page.getByLabel('Tags', { exact: true }).fill('vip, e2e-checked');
    await page.getByLabel('Notes', { exact: true }).fill('Calls before delivery');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText('Customer saved.')).toBeVisible();
    await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('vip, e2e-checked');

    await page.goto('/customers?tag=e2e-checked');
    await expect(rows).toHaveCount(1);
  });

  test('the CSV export link downloads the filtered customers', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/customers?hasOrders=yes');
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe('/customers?hasOrders=yes&format=csv');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toContain('Name,Phone,Email');
  });
});
