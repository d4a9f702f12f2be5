/**
 * Store content without JavaScript (issue 13): the seller writes a blog post and schedules it (a missing time keeps
 * what was typed), creates and publishes a page, and saves SEO and social settings and a URL redirect.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36);

test('the seller writes a blog post and schedules it; a missing time keeps what was typed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Add blog post' }).click();
  await expect(page).toHaveURL('/store/blog/create');

  const title = `Monsoon care ${RUN}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Keep your nakshi kantha dry.');
  await page.getByLabel('Excerpt').fill('How to store quilts in the rains.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Care, Monsoon');
  await page.getByLabel('Moderated: shown after you approve them').check();
  await page.getByLabel('Page title').fill('Monsoon quilt care');
  await expect(page.getByText('0 of 160 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule' }).click();

  await expect(page.getByText('Choose when it goes live')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('Care, Monsoon');
  await expect(page.getByLabel('Moderated: shown after you approve them')).toBeChecked();

  await page.getByLabel('Go live at (Dhaka time)').fill('2031-01-15T09:30');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/store\/blog\/update\//);
  await expect(page.getByRole('status').filter({ hasText: `Post "${title}" scheduled.` })).toBeVisible();
  await expect(page.getByText('Status: Scheduled')).toBeVisible();
  // The preview draws the post as saved, before it goes live.
  const preview = `/store/preview/blog/monsoon-care-${RUN}?entry=draft`;
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', preview);
  await page.goto(preview);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Keep your nakshi kantha dry.')).toBeVisible();

  await page.goto(`/store/blog?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Rahim Uddin');
  await expect(row).toContainText('Care, Monsoon');
});

test('the seller creates a page and publishes it; the new shop’s starter pages are listed as drafts', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/pages?status=draft');
  await expect(page.getByRole('link', { name: 'Delivery and returns' })).toBeVisible();

  await page.goto('/store/pages/create');
  const title = `Wholesale ${RUN}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Order 20 or more for wholesale prices.');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/store\/pages\/update\//);
  await expect(page.getByRole('status').filter({ hasText: `Page "${title}" published.` })).toBeVisible();
  await expect(page.getByText('Status: Published')).toBeVisible();
  await expect(page.getByLabel('URL handle')).toHaveValue(`wholesale-${RUN}`);

  await page.goto('/store/pages?status=published');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
});

test('the seller saves SEO and social settings and adds a redirect without JavaScript', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/store/seo-and-social-media');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO and social media' })).toBeVisible();

  await page.getByLabel('Home page title').fill('Dhaka Crafts: handmade in Bangladesh');
  await page.getByLabel('Google Analytics 4 measurement ID').fill('UA-123');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('A Google Analytics 4 measurement ID looks like G-ABC123XYZ9')).toBeVisible();
  await expect(page.getByLabel('Home page title')).toHaveValue('Dhaka Crafts: handmade in Bangladesh');

  await page.getByLabel('Google Analytics 4 measurement ID').fill('G-ABC123XYZ9');
  await page.getByLabel('WhatsApp number').fill('01711000000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SEO and social settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Google Analytics 4 measurement ID')).toHaveValue('G-ABC123XYZ9');
  await expect(page.getByLabel('Search result preview')).toContainText('Dhaka Crafts: handmade in Bangladesh');

  await page.getByLabel('Redirect from').fill(`/old-${RUN}`);
  await page.getByLabel('Redirect to').fill('/collections/eid');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redirect added.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `/old-${RUN}` })).toContainText('/collections/eid');
});
