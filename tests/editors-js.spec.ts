/**
 * The online-store editors with JavaScript on (issue 13's test list; content.spec.ts and online-store.spec.ts cover
 * them without it): a post written in the rich-text editor (typing, bold, a link) and scheduled, a page created in
 * it, and a three-level menu built in the React builder from the keyboard (move and indent buttons, the Headless UI
 * combobox) and by dragging, whose order after saving and reloading is exactly the order shown before saving.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);

/** Collects console errors and uncaught exceptions (the islands must run cleanly under the CSP). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The rich-text editor of a content form, loaded by focusing the field, once it has replaced the textarea. */
async function contentEditor(page: Page) {
  const textarea = page.locator('textarea[name="bodyHtml"]');
  await textarea.focus();
  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await expect(textarea).toBeHidden();
  await expect(editor).toBeVisible();
  return { editor, textarea, toolbar: page.getByRole('toolbar', { name: 'Formatting' }) };
}

test('writes a post in the rich-text editor with bold text and a link, and schedules it', async ({ page }) => {
  const problems = watchProblems(page);
  await signIn(page, OWNER);
  await page.goto('/store/blog/create');
  const title = `Indigo dyeing ${RUN}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const { editor, textarea, toolbar } = await contentEditor(page);

  await editor.click();
  await page.keyboard.type('Our indigo comes from ');
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Sylhet');
  await page.keyboard.press('Control+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('. Read more at ');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByLabel('Link address');
  await address.fill('https://example.com/indigo');
  await address.press('Enter');
  await expect(textarea).toHaveValue(
    /^<p>Our indigo comes from <strong>Sylhet<\/strong>\. Read more at <a [^>]*>https:\/\/example\.com\/indigo<\/a><\/p>$/,
  );
  await expect(textarea).toHaveValue(/<a [^>]*href="https:\/\/example\.com\/indigo"/);

  await page.getByLabel('Go live at (Dhaka time)').fill('2031-02-01T10:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/store\/blog\/update\//);
  await expect(page.getByRole('status').filter({ hasText: `Post "${title}" scheduled.` })).toBeVisible();
  await expect(page.getByText('Status: Scheduled')).toBeVisible();
  await expect(page.getByLabel('Go live at (Dhaka time)')).toHaveValue('2031-02-01T10:00');

  // The saved post opens in the editor as written: the bold word and the link come back.
  const again = await contentEditor(page);
  await expect(again.editor.locator('strong')).toHaveText('Sylhet');
  await expect(again.editor.locator('a[href="https://example.com/indigo"]')).toHaveText('https://example.com/indigo');

  // The preview draws it before it goes live.
  await page.goto(`/store/preview/blog/indigo-dyeing-${RUN}?entry=draft`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('strong').filter({ hasText: 'Sylhet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://example.com/indigo' })).toHaveAttribute('href', 'https://example.com/indigo');

  await page.goto(`/store/blog?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled');
  expect(problems).toEqual([]);
});

test('creates and publishes a page written in the rich-text editor', async ({ page }) => {
  const problems = watchProblems(page);
  await signIn(page, OWNER);
  await page.goto('/store/pages/create');
  const title = `Gift wrapping ${RUN}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const { editor, textarea, toolbar } = await contentEditor(page);
  await editor.click();
  await page.keyboard.type('Every order can be wrapped in jute.');
  await page.keyboard.press('Control+a');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(textarea).toHaveValue('<p><strong>Every order can be wrapped in jute.</strong></p>');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/store\/pages\/update\//);
  await expect(page.getByRole('status').filter({ hasText: `Page "${title}" published.` })).toBeVisible();
  await expect(page.getByText('Status: Published')).toBeVisible();
  await expect(page.getByLabel('URL handle')).toHaveValue(`gift-wrapping-${RUN}`);
  const again = await contentEditor(page);
  await expect(again.editor.locator('strong')).toHaveText('Every order can be wrapped in jute.');

  await page.goto(`/store/preview/pages/gift-wrapping-${RUN}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/store/pages?status=published');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
  expect(problems).toEqual([]);
});

/** The builder's rows as shown: `depth:label:target`, read from the page. */
const shownRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Menu builder' })
    .getByTestId('builder-row')
    .evaluateAll((rows) =>
      rows.map((li) => {
        const label = (li.querySelector('input[id^="builder-label-"]') as HTMLInputElement).value;
        const target = li.querySelector('[id^="builder-target-"]') as HTMLInputElement | HTMLButtonElement;
        const shown = target instanceof HTMLInputElement ? target.value : target.textContent?.trim();
        return `${li.getAttribute('data-depth')}:${label}:${shown}`;
      }),
    );

test('builds a three-level menu from the keyboard and by dragging; after saving and reloading the order is the one shown', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await signIn(page, OWNER);
  await page.goto('/store/navigations/create');
  await page.getByLabel('Name').fill(`Keyboard ${RUN}`);
  await page.getByRole('button', { name: 'Add menu' }).click();
  await expect(page).toHaveURL(/\/store\/navigations\/update\//);
  const builder = page.getByRole('region', { name: 'Menu builder' });
  await expect(builder).toBeVisible();

  // Add four items from the keyboard: Enter on "Add item" focuses the new row's label.
  for (const label of ['One', 'Two', 'Three', 'Four']) {
    await builder.getByRole('button', { name: 'Add item' }).focus();
    await page.keyboard.press('Enter');
    await expect(builder.getByLabel('Label').last()).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(label);
  }
  const press = async (name: string) => {
    await builder.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  };
  // Two above One, One under Two, Three two levels deep (under One).
  await press('Move One down');
  await press('Indent One');
  await press('Indent Three');
  await press('Indent Three');
  await expect(builder.getByRole('button', { name: 'Indent Three', exact: true })).toBeDisabled();

  // The target of Three, chosen in the combobox with the keyboard only.
  await builder.locator('#builder-target-2').focus();
  await page.keyboard.press('Enter');
  const combo = builder.getByRole('combobox');
  await expect(combo).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('nakshi kantha quilts are made');
  const option = page.getByRole('option', { name: 'Blog post: How our nakshi kantha quilts are made' });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(builder.locator('#builder-target-2')).toHaveValue('Blog post: How our nakshi kantha quilts are made');

  // Drag Four to the top.
  const rows = builder.getByTestId('builder-row');
  await rows
    .nth(3)
    .locator('[title="Drag to move"]')
    .dragTo(rows.nth(0), { targetPosition: { x: 5, y: 5 } });
  await expect(rows.nth(0).getByLabel('Label')).toHaveValue('Four');

  const shown = await shownRows(page);
  expect(shown).toEqual([
    '0:Four:Home page',
    '0:Two:Home page',
    '1:One:Home page',
    '2:Three:Blog post: How our nakshi kantha quilts are made',
  ]);

  await builder.getByRole('button', { name: 'Save menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Menu saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Menu builder' }).getByTestId('builder-row')).toHaveCount(4);
  expect(await shownRows(page)).toEqual(shown);
  expect(problems).toEqual([]);
});
