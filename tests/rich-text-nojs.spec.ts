/**
 * The rich-text description without JavaScript (issue 8 item 7): the fallback textarea shows plain paragraphs,
 * never tags; a save that leaves the text alone keeps the formatting the editor gave it; changed text is saved
 * as escaped paragraphs and line breaks; a refused save keeps what was typed.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

const FIELD = 'descriptionHtml';

// Two browsers and four saves: generous, as the CI machine may be slow.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, OWNER);
  return page;
}

/** The stored HTML of the description, as the editor (JavaScript on, loaded on focus) puts it into the hidden textarea. */
async function storedHtml(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.locator(`textarea#${FIELD}`).focus();
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  return page.locator(`textarea#${FIELD}`).inputValue();
}

test('without JavaScript the description is plain text, and saving it keeps or rewrites the HTML as it should', async ({ browser }) => {
  const js = await newPage(browser, true);
  const title = `E2E Plain ${Date.now().toString(36)}`;
  await js.goto('/products/create');
  await js.getByLabel('Title', { exact: true }).fill(title);
  await js.getByLabel('Price (৳)', { exact: true }).fill('450');
  await js.locator(`label[for="${FIELD}"]`).scrollIntoViewIfNeeded();
  const editor = js.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await expect(js.locator('.rte[data-ready]')).toBeVisible();
  await js.keyboard.type('Care');
  await js.keyboard.press('Enter');
  await js.keyboard.type('Hand wash & dry flat.');
  await js.keyboard.press('Control+a');
  await js.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  const formatted = '<p><strong>Care</strong></p><p><strong>Hand wash &amp; dry flat.</strong></p>';
  await expect(js.locator(`textarea#${FIELD}`)).toHaveValue(formatted);
  await js.getByRole('button', { name: 'Create product' }).first().click();
  await expect(js).toHaveURL(/\/products\/update\//);
  const url = new URL(js.url()).pathname;

  // No JavaScript: paragraphs, no tags, entities decoded; a save that leaves it alone keeps the bold.
  const plain = await newPage(browser, false);
  await plain.goto(url);
  const textarea = plain.getByLabel('Description', { exact: true });
  await expect(textarea).toHaveValue('Care\n\nHand wash & dry flat.');
  await expect(plain.getByText('Plain text: leave a blank line between paragraphs.')).toBeVisible();
  await plain.getByLabel('Title', { exact: true }).fill(`${title} edited`);
  await plain.getByRole('button', { name: 'Save product' }).first().click();
  await expect(plain.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
  await expect(textarea).toHaveValue('Care\n\nHand wash & dry flat.');
  expect(await storedHtml(js, url)).toBe(formatted);

  // A refused save (no title) keeps the typed text, not tags.
  const typed = 'Care\nDry flat.\n\nNo <b>bleach</b> & no iron';
  await plain.goto(url);
  await textarea.fill(typed);
  await plain.getByLabel('Title', { exact: true }).fill('');
  await plain.getByRole('button', { name: 'Save product' }).first().click();
  await expect(plain.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(textarea).toHaveValue(typed);

  // Changed text is saved as escaped paragraphs and line breaks, and reads back the same.
  await plain.getByLabel('Title', { exact: true }).fill(title);
  await plain.getByRole('button', { name: 'Save product' }).first().click();
  await expect(plain.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
  await expect(textarea).toHaveValue(typed);
  // (The Store API's sanitiser writes the break as `<br />`.)
  expect(await storedHtml(js, url)).toBe('<p>Care<br />Dry flat.</p><p>No &lt;b&gt;bleach&lt;/b&gt; &amp; no iron</p>');
});
