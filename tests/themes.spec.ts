/**
 * Themes (issue 13): the three themes draw structurally different storefronts from their own templates (header,
 * hero, product card, post card, footer), each fitting a 320 px phone; the preview bar offers the draft only to
 * those who may open it. Nothing here saves a theme (the customise → publish → rollback flow is in
 * online-store.spec.ts, serial with the other theme writes).
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';
import { THEMES, type ThemeId } from '../contract/themes.ts';
import { settingsValues } from '../src/lib/theme-form.ts';

/** Draws the home page with a theme's default settings, not saved: the customiser's form posted to the preview. */
async function drawTheme(page: Page, id: ThemeId): Promise<void> {
  const theme = THEMES.find((t) => t.id === id)!;
  const fields = { ...settingsValues(theme.defaults), themeId: id };
  await page.evaluate((values) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/store/preview';
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, fields);
  await expect(page.locator('body')).toHaveAttribute('data-theme', id);
}

/** The theme's own parts on the page, in document order. */
const partsOf = (page: Page) =>
  page.locator('[data-part]').evaluateAll((all) => [...new Set(all.map((el) => el.getAttribute('data-part') ?? ''))]);

test('the three themes draw structurally different storefronts, each fitting a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, OWNER);
  const expected: Record<ThemeId, string[]> = {
    bazaar: ['header-bar', 'hero-split', 'card-tag', 'footer-band'],
    nakshi: ['header-centred', 'hero-centred', 'card-caption', 'footer-centred'],
    monsoon: ['header-drawer', 'hero-overlay', 'card-overlay', 'footer-columns'],
  };
  const seen: string[][] = [];
  for (const id of ['bazaar', 'nakshi', 'monsoon'] as const) {
    await page.goto('/store/preview');
    await drawTheme(page, id);
    await expect(page.getByRole('note', { name: 'Preview' })).toContainText('unsaved changes, not live');
    const parts = await partsOf(page);
    for (const part of expected[id]) expect(parts, `${id} draws ${part}`).toContain(part);
    seen.push(parts);
    // The menu style differs too: Monsoon folds the Main menu into a drawer, the others show it.
    await expect(page.locator('details nav[aria-label="Main menu"]')).toHaveCount(id === 'monsoon' ? 1 : 0);
    await expect(page.locator('nav[aria-label="Main menu"]')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${id} fits 320 px`).toBeLessThanOrEqual(320);
    expect(await page.locator('script').count()).toBe(0);
  }
  // No two themes share a header, hero, card or footer.
  const shared = seen[0]!.filter((part) => seen[1]!.includes(part) || seen[2]!.includes(part));
  expect(shared.concat(seen[1]!.filter((part) => seen[2]!.includes(part)))).toEqual([]);
});

test('a product page is arranged by the live theme', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/preview');
  const card = page.locator('[data-section="product_grid"] a[href^="/store/preview/products/"]').first();
  await card.click();
  await expect(page).toHaveURL(/\/store\/preview\/products\//);
  await expect(page.locator('[data-part^="product-"]')).toHaveCount(1);
});

test('the preview bar offers the draft only to those who may open it', async ({ browser }) => {
  const owner = await browser.newPage();
  await signIn(owner, OWNER);
  await owner.goto('/store/preview');
  await expect(owner.getByRole('note', { name: 'Preview' }).getByRole('link', { name: 'See the draft' })).toBeVisible();
  await owner.close();

  const staff = await browser.newPage();
  await signIn(staff, STAFF);
  await staff.goto('/store/preview');
  const bar = staff.getByRole('note', { name: 'Preview' });
  await expect(bar).toContainText('live theme');
  await expect(bar.getByRole('link', { name: 'See the draft' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  // Asking for the draft anyway draws the live theme.
  await staff.goto('/store/preview?theme=draft');
  await expect(bar).toContainText('live theme');
  await staff.close();
});
