/**
 * The rich-text editor island on a real form (the product description on /products/create), under
 * the production CSP: it hydrates, formats, pastes plain text, turns e-mails into mailto: links and
 * video links into players, and keeps the posted <textarea> in step.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

const PAGE = '/products/create';
const FIELD = 'descriptionHtml';

/** Dispatches a paste with the given clipboard contents, as Chromium does for Ctrl+V. */
async function paste(editor: Locator, data: Record<string, string>) {
  await editor.evaluate((element, entries) => {
    const clipboardData = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) clipboardData.setData(type, value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, data);
}

async function openEditor(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, OWNER);
  await page.goto(PAGE);
  const textarea = page.locator(`textarea[name="${FIELD}"]`);
  test.skip((await textarea.count()) === 0, `${PAGE} has no rich-text description field yet`);
  // The editor loads when the seller first focuses the field (issue 25), then hides the textarea.
  await textarea.focus();
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(editor).toBeVisible();
  await expect(textarea).toBeHidden();
  return { editor, textarea, problems, toolbar: page.getByRole('toolbar', { name: 'Formatting' }) };
}

test.describe('rich-text editor', () => {
  test('hydrates under the CSP, hides the textarea and writes bold text back into it', async ({ page }) => {
    const { editor, textarea, toolbar, problems } = await openEditor(page);
    await editor.click();
    await page.keyboard.type('Hand-woven jamdani saree');
    await page.keyboard.press('Control+a');
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(textarea).toHaveValue('<p><strong>Hand-woven jamdani saree</strong></p>');
    expect(problems).toEqual([]);
  });

  test('pastes formatted HTML as plain paragraphs', async ({ page }) => {
    const { editor, textarea } = await openEditor(page);
    await editor.click();
    await paste(editor, {
      'text/html': '<h1 style="color:red">Cotton <b>saree</b></h1><p onclick="alert(1)">Dry clean<script>alert(1)</script></p>',
      'text/plain': 'Cotton saree\nDry clean',
    });
    await expect(textarea).toHaveValue('<p>Cotton saree</p><p>Dry clean</p>');
  });

  test('turns a selected e-mail address into a mailto: link', async ({ page }) => {
    const { editor, textarea, toolbar } = await openEditor(page);
    await editor.click();
    await page.keyboard.type('sales@haat.test');
    await page.keyboard.press('Control+a');
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(textarea).toHaveValue('<p><a href="mailto:sales@haat.test">sales@haat.test</a></p>');
  });

  test('embeds pasted YouTube and typed Vimeo links as players', async ({ page }) => {
    const { editor, textarea, toolbar } = await openEditor(page);
    await editor.click();
    await paste(editor, { 'text/plain': 'https://youtu.be/dQw4w9WgXcQ' });
    await expect(textarea).toHaveValue(/<iframe[^>]* src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"><\/iframe>/);
    await toolbar.getByRole('button', { name: 'Embed a YouTube or Vimeo video' }).click();
    const address = page.getByLabel('YouTube or Vimeo link');
    await address.fill('https://example.com/video');
    await address.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Only YouTube and Vimeo links can be embedded.');
    await address.fill('https://vimeo.com/76979871');
    await address.press('Enter');
    await expect(textarea).toHaveValue(/src="https:\/\/player\.vimeo\.com\/video\/76979871"/);
  });

  test('refuses a pasted picture with an error toast and leaves the text alone', async ({ page }) => {
    const { editor, textarea } = await openEditor(page);
    await editor.click();
    await page.keyboard.type('Hand-stitched');
    await editor.evaluate((element) => {
      const clipboardData = new DataTransfer();
      clipboardData.items.add(new File(['png'], 'photo.png', { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    });
    const toast = page.getByRole('alert').filter({ hasText: 'Pictures and files cannot be pasted' });
    await expect(toast).toContainText('Error');
    await expect(textarea).toHaveValue('<p>Hand-stitched</p>');
    await expect(toast).toBeHidden({ timeout: 5000 });
  });

  test('is one tab stop whose controls the arrow keys move between', async ({ page }) => {
    const { toolbar } = await openEditor(page);
    const textStyle = toolbar.getByLabel('Text style');
    await textStyle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByLabel('Font size')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
    await expect(toolbar.locator('[data-toolbar-item][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Home');
    await expect(textStyle).toBeFocused();
  });
});
