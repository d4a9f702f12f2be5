/**
 * Blog comments without JavaScript (issue 13): shoppers' comments arrive through the Store API's public storefront
 * endpoint; the seller sees the pending count on the blog list, approves two at once, marks one as spam, deletes it,
 * and sees the published ones in the storefront preview (whose comment form is shown disabled).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';
import { PORTS } from './helpers/ports.ts';

test.use({ javaScriptEnabled: false });

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);
const POST = 'how-our-nakshi-kantha-quilts-are-made';
const TITLE = 'How our nakshi kantha quilts are made';

/** A shopper's comment, as the live storefront sends it (each from its own client address, for the throttle). */
async function comment(request: APIRequestContext, name: string, body: string, client: string) {
  const res = await request.post(`http://127.0.0.1:${PORTS.api}/storefront/dhaka-crafts/blog/${POST}/comments`, {
    data: { name, body },
    headers: { 'x-forwarded-for': client },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toMatchObject({ status: 'pending' });
}

test('the seller moderates comments without JavaScript and sees the published ones in the preview', async ({ page, request }) => {
  const first = `Does the indigo one come in single size? ${RUN}`;
  const second = `Ordered two for my sisters, they loved them ${RUN}`;
  await comment(request, 'Nadia', first, `203.0.113.${10 + (Date.now() % 100)}`);
  await comment(request, 'Sumon', second, `198.51.100.${10 + (Date.now() % 100)}`);

  await signIn(page, OWNER);
  await page.goto('/store/blog');
  await expect(page.getByText(/comments? waits? for approval/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('link', { name: /comments? pending/ }).click();
  await expect(page).toHaveURL(/\/store\/blog\/update\/.+\?comments=pending#comments$/);
  const section = page.getByRole('region', { name: 'Comments' });
  await expect(section.getByRole('link', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expect(section.getByText(first)).toBeVisible();
  await expect(section.getByText(second)).toBeVisible();
  // The comments with their buttons fit a phone (tests/overflow.spec.ts may pick a post without comments).
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing ticked: the bulk form says so and the list stays.
  await section.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tick at least one comment first.' })).toBeVisible();
  await expect(section.getByText(first)).toBeVisible();

  // Bulk approve the two new comments.
  await section.getByLabel('Select the comment by Nadia').check();
  await section.getByLabel('Select the comment by Sumon').check();
  await section.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 comments approved.' })).toBeVisible();
  await expect(page).toHaveURL(/\?comments=pending#comments$/);
  await expect(page.getByRole('region', { name: 'Comments' }).getByText(first)).toHaveCount(0);

  await page.getByRole('region', { name: 'Comments' }).getByRole('link', { name: 'Published' }).click();
  const published = page.getByRole('region', { name: 'Comments' });
  await expect(published.getByText(first)).toBeVisible();
  await expect(published.getByText(second)).toBeVisible();

  // One is spam after all: mark it, then delete it from the spam list.
  await published.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: 'Spam' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 comment marked as spam.' })).toBeVisible();
  await page.getByRole('region', { name: 'Comments' }).getByRole('link', { name: 'Spam' }).click();
  const spam = page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: second });
  await expect(spam).toContainText('Spam');
  await spam.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 comment deleted.' })).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);

  // The preview shows the approved comment, never the deleted one, and a comment form that does not work here.
  await page.goto(`/store/preview/blog/${POST}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText(first)).toBeVisible();
  await expect(comments.getByText(second)).toHaveCount(0);
  await expect(comments.getByText('This is a preview: the comment form works on your live shop.')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Post comment' })).toBeDisabled();
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A post with comments closed says so.
  await page.goto('/store/preview/blog/eid-collection-preview?entry=draft');
  await expect(page.getByText('Comments are closed on this post.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post comment' })).toHaveCount(0);
});
