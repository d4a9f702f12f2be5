/**
 * Online store, issue 13 (store lane): menus built with the builder island and again without JavaScript, a theme
 * customised with the live preview (the real storefront drawn with unsaved settings; with JavaScript as settings
 * change, without it by a button), published and seen in the storefront preview, then rolled back; staff without
 * `themes` refused by page, action and Store API.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, PASSWORD, STAFF, signIn } from './helpers/auth.ts';
import { PORTS } from './helpers/ports.ts';

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

async function newMenu(page: Page, name: string): Promise<void> {
  await page.goto('/store/navigations/create');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Add menu' }).click();
  await expect(page).toHaveURL(/\/store\/navigations\/update\//);
}

test('builds a three-level menu with the builder island: drag, indent, target picker; one save keeps the order', async ({ page }) => {
  await signIn(page, OWNER);
  await newMenu(page, `Builder ${RUN}`);
  const builder = page.getByRole('region', { name: 'Menu builder' });
  await expect(builder).toBeVisible();
  await expect(page.locator('#menu-editor')).toBeHidden();

  for (const label of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
    await builder.getByRole('button', { name: 'Add item' }).click();
    await builder.getByLabel('Label').last().fill(label);
  }
  // Beta under Alpha, Gamma under Beta (three levels).
  await builder.getByRole('button', { name: 'Indent Beta' }).click();
  await builder.getByRole('button', { name: 'Indent Gamma' }).click();
  await builder.getByRole('button', { name: 'Indent Gamma' }).click();
  // The target picker: a keyboard-operable combobox.
  await builder.locator('#builder-target-3').click();
  const combo = builder.getByRole('combobox');
  await combo.fill('blog');
  await page.getByRole('option', { name: 'The blog' }).click();
  await expect(builder.locator('#builder-target-3')).toHaveValue('The blog');
  // Drag Delta above Alpha.
  const rows = builder.getByTestId('builder-row');
  await rows
    .nth(3)
    .locator('[title="Drag to move"]')
    .dragTo(rows.nth(0), { targetPosition: { x: 5, y: 5 } });
  await expect(rows.nth(0).getByLabel('Label')).toHaveValue('Delta');

  await builder.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu saved.')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('region', { name: 'Menu builder' }).getByTestId('builder-row');
  await expect(saved).toHaveCount(4);
  const order = await saved.evaluateAll((items) =>
    items.map((li) => `${li.getAttribute('data-depth')}:${(li.querySelector('input') as HTMLInputElement).value}`),
  );
  expect(order).toEqual(['0:Delta', '0:Alpha', '1:Beta', '2:Gamma']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('builds a three-level Main menu with form posts and sees it in the storefront preview', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/store/navigations');
    await page.getByRole('link', { name: 'Main menu' }).click();
    const add = async (label: string, target: string, url = '') => {
      await page.locator('#new-label').fill(label);
      await page.locator('#new-target').selectOption({ label: target });
      if (url) await page.locator('#new-url').fill(url);
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(page.getByText(`"${label}" added.`)).toBeVisible();
    };
    await add(`Shop ${RUN}`, 'Home page');
    await add(`Stories ${RUN}`, 'The blog');
    await add(`About ${RUN}`, 'Web address (type it beside)', '/pages/about');
    await page.getByRole('button', { name: `Indent Stories ${RUN}` }).click();
    await page.getByRole('button', { name: `Indent About ${RUN}` }).click();
    await page.getByRole('button', { name: `Indent About ${RUN}` }).click();
    await expect(page.getByRole('button', { name: `Indent About ${RUN}` })).toBeDisabled();
    const levels = await page.locator('[data-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-depth')));
    expect(levels).toEqual(['0', '1', '2']);
    // Move up swaps Stories (with About under it)… not possible: it is the first child. Outdent About, then up.
    await page.getByRole('button', { name: `Outdent About ${RUN}` }).click();
    await page.getByRole('button', { name: `Move About ${RUN} up` }).click();
    const after = await page
      .locator('[data-row] input[name$=".label"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(after).toEqual([`Shop ${RUN}`, `About ${RUN}`, `Stories ${RUN}`]);
    await page.getByRole('button', { name: `Indent Stories ${RUN}` }).click();

    await page.goto('/store/preview');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: `Shop ${RUN}` })).toHaveAttribute('href', '/store/preview');
    await expect(nav.getByRole('link', { name: `Stories ${RUN}` })).toHaveAttribute('href', '/store/preview/blog');
    await expect(nav.locator('ul ul ul').getByRole('link', { name: `Stories ${RUN}` })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Preview');
    expect(await page.locator('script').count()).toBe(0);
  });

  test('previews unsaved theme changes in the customiser with the Preview changes button', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/store/themes/customise');
    const frame = page.frameLocator('iframe[name="live-preview"]');
    await expect(frame.getByRole('note', { name: 'Preview' })).toContainText('draft, not live');
    const heading = `Unsaved ${RUN}`;
    await page.locator('#sections-0-heading').fill(heading);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
    await expect(frame.getByRole('note', { name: 'Preview' })).toContainText('unsaved changes, not live');
    // The customiser stayed where it was, and nothing was saved.
    await expect(page).toHaveURL(/\/store\/themes\/customise$/);
    expect(await (await page.request.get('/store/preview?theme=draft')).text()).not.toContain(heading);
  });
});

test('customises a theme with the live preview (the real storefront, unsaved), publishes it, then rolls it back', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/themes');
  await page.getByRole('button', { name: 'Customise Nakshi' }).click();
  await expect(page).toHaveURL(/\/store\/themes\/customise$/);
  // The live preview is the storefront preview itself, drawn by the server with Nakshi's own templates.
  const frame = page.frameLocator('iframe[name="live-preview"]');
  await expect(frame.locator('body')).toHaveAttribute('data-theme', 'nakshi');
  await expect(frame.locator('[data-part="header-centred"]')).toBeVisible();
  const heading = `Hello ${RUN}`;
  await page.locator('#sections-0-heading').click();
  await page.locator('#sections-0-heading').fill(heading);
  await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
  await expect(frame.getByRole('note', { name: 'Preview' })).toContainText('unsaved changes, not live');
  await page.locator('#colour-accent').fill('#0a5c36');
  await expect(frame.locator('body')).toHaveAttribute('style', /--sf-accent:#0a5c36/);
  await page.locator('#colour-text').fill('#dddddd');
  await expect(page.getByText(/Text on the background is/).first()).toBeVisible();
  await page.locator('#colour-text').fill('#2b2118');
  // Leaving with unsaved changes asks first (staying keeps the page).
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to themes' }).click();
  await expect(page).toHaveURL(/\/store\/themes\/customise$/);
  // Nothing was saved: the saved draft does not have the heading yet.
  const saved = await page.request.get('/store/preview?theme=draft');
  expect(await saved.text()).not.toContain(heading);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.goto('/store/preview?theme=draft');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('draft, not live');
  await page.goto('/store/preview');
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);

  await page.goto('/store/themes');
  await page.getByRole('button', { name: 'Publish draft' }).click();
  await expect(page.getByTestId('live-theme')).toHaveText('Nakshi');
  await page.goto('/store/preview');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Dhaka Crafts/);

  await page.goto('/store/themes');
  await page.getByRole('button', { name: 'Roll back to it' }).click();
  await expect(page.getByTestId('live-theme')).toHaveText('Bazaar');
  await page.goto('/store/preview');
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
});

test('staff without themes are refused by the page, the action and the Store API', async ({ page, playwright, baseURL }) => {
  await signIn(page, STAFF);
  await page.goto('/store/themes');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/store/themes/customise');
  await expect(page).toHaveURL(/\/$/);
  const action = await page.request.post('/store/themes?_action=themes.publish', {
    form: { version: '1' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect([302, 303, 403]).toContain(action.status());
  expect(action.headers()['location'] ?? '').not.toContain('/store/themes');
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORTS.api}` });
  const login = await api.post('/auth/sellers/login', { data: { email: STAFF, password: PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  expect((await api.get('/admin/themes', { headers })).status()).toBe(403);
  expect((await api.post('/admin/themes/publish', { headers, data: {} })).status()).toBe(403);
  await api.dispose();
});
