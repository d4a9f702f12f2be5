import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { contentEntries, files, plans, shops, subscriptions, urlRedirects } from '../../db/schema/index.ts';
import type { BlogPost, Page } from '../../../../contract/content.ts';
import { publishDueContent } from './publish-due-content.ts';

let t: TestApp;
let owner: string;
let staff: string;
let dhaka: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  dhaka = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts')))[0]!.id;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = (res: Response) => json<{ message: string; code: string; fields?: Record<string, string> }>(res);
const createPage = async (body: Record<string, unknown>) => {
  const res = await t.send('POST', '/admin/pages', owner, body);
  expect(res.status).toBe(201);
  return json<Page>(res);
};
const createPost = async (body: Record<string, unknown>) => {
  const res = await t.send('POST', '/admin/blog-posts', owner, body);
  expect(res.status).toBe(201);
  return json<BlogPost>(res);
};

describe('pages', () => {
  it('a shop starts with About, Contact, Delivery and returns and Privacy as drafts', async () => {
    const res = await t.get('/admin/pages?limit=50&sort=title', owner);
    const list = await json<{ response: Page[] }>(res);
    const starters = list.response.filter((p) => ['about-us', 'contact', 'delivery-and-returns', 'privacy'].includes(p.handle));
    expect(starters.map((p) => p.title).sort()).toEqual(['About us', 'Contact', 'Delivery and returns', 'Privacy']);
    expect(starters.filter((p) => p.handle !== 'about-us').every((p) => p.status === 'draft')).toBe(true);
  });

  it('makes the handle from the title and keeps it unique in the shop', async () => {
    const first = await createPage({ title: 'Size guide & care!' });
    const second = await createPage({ title: 'Size guide & care!' });
    expect(first).toMatchObject({ handle: 'size-guide-care', status: 'draft', publishAt: null, version: 1 });
    expect(second.handle).toBe('size-guide-care-2');
  });

  it('writes a Bangla title in Latin letters as the handle, unique in the shop, and records a redirect when the seller edits it (issue 23)', async () => {
    const first = await createPost({ title: 'ঈদের নতুন জামদানি কালেকশন', status: 'published' });
    const second = await createPost({ title: 'ঈদের নতুন জামদানি কালেকশন' });
    expect(first.handle).toBe('eider-notun-jamdani-kalekshon');
    expect(second.handle).toBe('eider-notun-jamdani-kalekshon-2');
    const edited = await t.send('PUT', `/admin/blog-posts/${first.id}`, owner, {
      title: 'ঈদের নতুন জামদানি কালেকশন',
      handle: 'eid-jamdani',
      status: 'published',
      version: 1,
    });
    expect(edited.status).toBe(200);
    const rows = await t.db.select().from(urlRedirects).where(eq(urlRedirects.shopId, dhaka));
    expect(rows.map((r) => [r.fromPath, r.toPath])).toContainEqual(['/blog/eider-notun-jamdani-kalekshon', '/blog/eid-jamdani']);
  });

  it('refuses a typed handle another page has, as a field error', async () => {
    const res = await t.send('POST', '/admin/pages', owner, { title: 'Another', handle: 'contact' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'HANDLE_TAKEN', fields: { handle: expect.any(String) } });
  });

  it('sanitises the body and refuses a missing title and a too-long SEO title', async () => {
    const page = await createPage({ title: 'Safe', bodyHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(page.bodyHtml).toBe('<p>Hi</p>');
    const res = await t.send('POST', '/admin/pages', owner, { title: ' ', seoTitle: 'x'.repeat(71) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({ title: 'Enter a title', seoTitle: expect.stringContaining('70') });
  });

  it('refuses a stale version with 409 and saves with the current one', async () => {
    const page = await createPage({ title: 'Versioned' });
    const saved = await t.send('PUT', `/admin/pages/${page.id}`, owner, { title: 'Versioned 2', version: 1 });
    expect(saved.status).toBe(200);
    expect((await json<Page>(saved)).version).toBe(2);
    const stale = await t.send('PUT', `/admin/pages/${page.id}`, owner, { title: 'Versioned 3', version: 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('STALE_VERSION');
  });

  it('records a redirect when the handle of a published page changes, and none for a draft', async () => {
    const page = await createPage({ title: 'Old offer', status: 'published' });
    await t.send('PUT', `/admin/pages/${page.id}`, owner, { title: 'Old offer', handle: 'new-offer', status: 'published', version: 1 });
    const draft = await createPage({ title: 'Draft offer' });
    await t.send('PUT', `/admin/pages/${draft.id}`, owner, { title: 'Draft offer', handle: 'draft-offer-2', version: 1 });
    const rows = await t.db.select().from(urlRedirects).where(eq(urlRedirects.shopId, dhaka));
    expect(rows.map((r) => [r.fromPath, r.toPath])).toContainEqual(['/pages/old-offer', '/pages/new-offer']);
    expect(rows.some((r) => r.fromPath === '/pages/draft-offer')).toBe(false);
    // Changing it again re-points the first redirect instead of making a chain.
    await t.send('PUT', `/admin/pages/${page.id}`, owner, { title: 'Old offer', handle: 'final-offer', status: 'published', version: 2 });
    const again = await t.db.select().from(urlRedirects).where(eq(urlRedirects.shopId, dhaka));
    expect(again.filter((r) => r.toPath === '/pages/new-offer')).toEqual([]);
    expect(again.map((r) => [r.fromPath, r.toPath])).toEqual(
      expect.arrayContaining([
        ['/pages/old-offer', '/pages/final-offer'],
        ['/pages/new-offer', '/pages/final-offer'],
      ]),
    );
  });

  it('lists with search, status filter and pages', async () => {
    await createPage({ title: 'Wholesale terms', status: 'published' });
    const res = await t.get('/admin/pages?q=wholesale&status=published', owner);
    const list = await json<{ response: Page[]; count: number }>(res);
    expect(list.count).toBe(1);
    expect(list.response[0]).toMatchObject({ title: 'Wholesale terms', status: 'published' });
    const paged = await json<{ response: Page[]; count: number }>(await t.get('/admin/pages?limit=2&page=2', owner));
    expect(paged.response).toHaveLength(2);
    expect(paged.count).toBeGreaterThan(4);
  });

  it('takes the featured image from the shop’s files and refuses one of another shop', async () => {
    const [file] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.shopId, dhaka), eq(files.kind, 'image')))
      .limit(1);
    const page = await createPage({ title: 'With image', imageFileId: file!.id, imageAlt: 'A quilt' });
    expect(page.image?.original).toMatch(/^\/media\//);
    expect(page.imageAlt).toBe('A quilt');
    const [other] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.kind, 'image')))
      .limit(50);
    const foreign = (await t.db.select().from(files)).find((f) => f.shopId !== dhaka && f.kind === 'image') ?? other;
    if (foreign!.shopId !== dhaka) {
      const res = await t.send('POST', '/admin/pages', owner, { title: 'Foreign', imageFileId: foreign!.id });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toMatchObject({ image: 'Choose an image from your files' });
    }
  });

  it('deletes a page, then 404s it', async () => {
    const page = await createPage({ title: 'Temporary' });
    expect((await t.send('DELETE', `/admin/pages/${page.id}`, owner)).status).toBe(200);
    expect((await t.get(`/admin/pages/${page.id}`, owner)).status).toBe(404);
  });

  it('refuses staff without the pages permission', async () => {
    expect((await t.get('/admin/pages', staff)).status).toBe(403);
    expect((await t.send('POST', '/admin/pages', staff, { title: 'Nope' })).status).toBe(403);
  });
});

describe('blog posts', () => {
  it('saves tags without repeats, the author and the comment policy', async () => {
    const post = await createPost({ title: 'Hello blog', tags: 'eid, New arrivals, EID ', comments: 'moderated' });
    expect(post).toMatchObject({ handle: 'hello-blog', tags: ['eid', 'New arrivals'], comments: 'moderated', author: 'Rahim Uddin' });
  });

  it('a scheduled post needs a future time, stays off the storefront until then, and the job publishes it at its time', async () => {
    const missing = await t.send('POST', '/admin/blog-posts', owner, { title: 'No time', status: 'scheduled' });
    expect((await errorOf(missing)).fields).toMatchObject({ publishAt: 'Choose when it goes live' });
    const past = await t.send('POST', '/admin/blog-posts', owner, {
      title: 'Past',
      status: 'scheduled',
      publishAt: '2020-01-01T00:00:00Z',
    });
    expect((await errorOf(past)).fields).toMatchObject({ publishAt: 'Choose a time in the future' });

    const at = new Date(Date.now() + 3_600_000);
    const post = await createPost({ title: 'Coming soon', status: 'scheduled', publishAt: at.toISOString() });
    expect(post.status).toBe('scheduled');
    expect((await t.get('/admin/storefront/blog/coming-soon', owner)).status).toBe(404);

    expect(await publishDueContent.run(t.db, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publishDueContent.run(t.db, new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(contentEntries).where(eq(contentEntries.id, post.id));
    expect(row).toMatchObject({ status: 'published', publishAt: at });
    // A second worker running the same pass finds nothing left to claim.
    expect(await publishDueContent.run(t.db, new Date(at.getTime() + 2000))).toBe(0);
    const live = await t.get('/admin/storefront/blog/coming-soon', owner);
    expect(live.status).toBe(200);
    expect(await json<{ title: string; path: string }>(live)).toMatchObject({ title: 'Coming soon', path: '/blog/coming-soon' });
  });

  it('filters by status and tag, and lists the tags in use', async () => {
    await createPost({ title: 'Tagged one', tags: ['Monsoon'], status: 'published' });
    const list = await json<{ response: BlogPost[] }>(await t.get('/admin/blog-posts?tag=Monsoon&status=published', owner));
    expect(list.response.map((p) => p.title)).toEqual(['Tagged one']);
    const { tags } = await json<{ tags: string[] }>(await t.get('/admin/blog-posts/tags', owner));
    expect(tags).toContain('Monsoon');
  });

  it('refuses staff without the blogs permission', async () => {
    expect((await t.get('/admin/blog-posts', staff)).status).toBe(403);
  });
});

describe('storefront reads', () => {
  it('answer published pages only, with SEO fallbacks', async () => {
    await createPage({ title: 'Public page', status: 'published', excerpt: 'Short text' });
    await createPage({ title: 'Hidden page' });
    const list = await json<{ response: { handle: string }[] }>(await t.get('/admin/storefront/pages?limit=100', owner));
    expect(list.response.map((p) => p.handle)).toContain('public-page');
    expect(list.response.map((p) => p.handle)).not.toContain('hidden-page');
    expect((await t.get('/admin/storefront/pages/hidden-page', owner)).status).toBe(404);
    const page = await json<{ seoTitle: string; seoDescription: string }>(await t.get('/admin/storefront/pages/public-page', owner));
    expect(page).toMatchObject({ seoTitle: 'Public page', seoDescription: 'Short text' });
  });

  it('are open to staff of the shop (the preview), but never show another shop’s content', async () => {
    expect((await t.get('/admin/storefront/blog', staff)).status).toBe(200);
    const sylhet = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'sylhet-tea-house')))[0]!.id;
    const other = await t.login('owner@haat.test');
    await t.post('/admin/seller/change-shop', { shopId: sylhet }, other);
    expect((await t.get('/admin/storefront/blog/how-our-nakshi-kantha-quilts-are-made', other)).status).toBe(404);
    const mine = await createPage({ title: 'Dhaka only' });
    expect((await t.get(`/admin/pages/${mine.id}`, other)).status).toBe(404);
    expect((await t.send('PUT', `/admin/pages/${mine.id}`, other, { title: 'Taken over' })).status).toBe(404);
  });
});

describe('plan feature blog', () => {
  it('without it, writing a post is refused naming the plan; existing posts are still listed', async () => {
    const [free] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Free'));
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, dhaka));
    await t.db.update(subscriptions).set({ planId: free!.id }).where(eq(subscriptions.id, sub!.id));
    try {
      const res = await t.send('POST', '/admin/blog-posts', owner, { title: 'Not allowed' });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN', message: expect.stringContaining('Starter') });
      const list = await json<{ count: number }>(await t.get('/admin/blog-posts', owner));
      expect(list.count).toBeGreaterThan(0);
    } finally {
      await t.db.update(subscriptions).set({ planId: sub!.planId }).where(eq(subscriptions.id, sub!.id));
    }
  });
});

describe('files used by content', () => {
  it('a file shown as a featured image is named when it is about to be deleted', async () => {
    const [file] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.shopId, dhaka), eq(files.kind, 'image')))
      .limit(1);
    await createPage({ title: 'Shows a file', imageFileId: file!.id });
    const detail = await json<{ usedBy: { type: string; title: string }[] }>(await t.get(`/admin/files/${file!.id}`, owner));
    expect(detail.usedBy).toContainEqual(expect.objectContaining({ type: 'page', title: 'Shows a file' }));
  });
});

describe('a new shop', () => {
  it('opened on /create starts with the four starter pages as drafts', async () => {
    const token = await t.login('owner@haat.test');
    const res = await t.post(
      '/admin/profile/shops',
      { name: 'Starter shop', handle: `starter-${Date.now().toString(36)}`, category: 'handicrafts' },
      token,
    );
    expect(res.status).toBe(201);
    const list = await json<{ response: Page[] }>(await t.get('/admin/pages?sort=title', token));
    expect(list.response.map((p) => [p.title, p.status])).toEqual([
      ['About us', 'draft'],
      ['Contact', 'draft'],
      ['Delivery and returns', 'draft'],
      ['Privacy', 'draft'],
    ]);
  });
});
