/**
 * Home and analytics charts (Chart.js islands drawn when scrolled into view, tables with the same
 * numbers), and the customers pages with JavaScript turned off.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

type Spec = { kind: string; labels: string[]; series: { label: string; values: number[] }[] };

/** Scrolls a chart card into view, waits for Chart.js to draw it, and returns the spec it drew. */
async function drawnChart(card: Locator): Promise<Spec> {
  const canvas = card.locator('canvas[data-chart]');
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-chart-state', 'drawn');
  const box = await canvas.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);
  // Chart.js painted something: the canvas is not blank.
  const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return false;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });
  expect(painted).toBe(true);
  return JSON.parse((await canvas.getAttribute('data-chart')) ?? '{}') as Spec;
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
  test('shows the figures and draws both charts, whose tables hold the same numbers', async ({ page }) => {
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/draw\.[\w-]+\.js$/.test(request.url())) chartRequests.push(request.url());
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
    expect(line.labels).toHaveLength(30);
    expect(line.series[0]!.values).toEqual(daily.values);
    expect(daily.values.some((value) => value > 0)).toBe(true);

    const status = card(page, 'home-status');
    const doughnut = await drawnChart(status);
    expect(doughnut.kind).toBe('doughnut');
    const counts = await tableOf(status, 'orders');
    expect(doughnut.labels).toEqual(counts.rows.map((row) => row.trim()));
    expect(doughnut.series[0]!.values).toEqual(counts.values);
    expect(chartRequests).toHaveLength(1); // Chart.js loaded once, for both charts

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
    const spec = await drawnChart(sales);
    const table = await tableOf(sales, 'sales');
    expect(table.values).toHaveLength(7);
    expect(spec.series[0]!.values).toEqual(table.values);

    const methods = card(page, 'payment-methods');
    const methodSpec = await drawnChart(methods);
    expect(methodSpec.series[0]!.values).toEqual((await tableOf(methods, 'sales')).values);
    await drawnChart(card(page, 'customers'));

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
