import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { collections, products, shops } from '../../db/schema/index.ts';
import type { Menu } from '../../../../contract/menus.ts';
import type { Storefront } from '../../../../contract/storefront.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  dhaka = (await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts')))[0]!.id;
});
afterAll(() => t.close());

const json = async <T = Storefront>(res: Response) => (await res.json()) as T;

describe('storefront', () => {
  it('draws home with the theme sections filled from the shop, menus resolved to store paths', async () => {
    const [c] = await t.db
      .select()
      .from(collections)
      .where(and(eq(collections.shopId, dhaka), eq(collections.published, true)))
      .limit(1);
    const menus = await json<{ response: Menu[] }>(await t.get('/admin/menus', owner));
    const main = menus.response.find((m) => m.handle === 'main-menu')!;
    await t.send('PUT', `/admin/menus/${main.id}`, owner, {
      name: main.name,
      handle: main.handle,
      version: main.version,
      items: [
        { label: 'Home', target: { type: 'home' }, children: [] },
        { label: 'Shop', target: { type: 'collection', id: c!.id }, children: [{ label: 'Blog', target: { type: 'blog' }, children: [] }] },
      ],
    });
    const home = await json(await t.get('/admin/storefront/preview/home', owner));
    expect(home.shop.name).toBe('Dhaka Crafts');
    expect(home.seo.title).toBe('Dhaka Crafts');
    expect(home.menus.main).toEqual([
      { label: 'Home', href: '/', broken: false, children: [] },
      {
        label: 'Shop',
        href: `/collections/${c!.handle}`,
        broken: false,
        children: [{ label: 'Blog', href: '/blog', broken: false, children: [] }],
      },
    ]);
    if (home.view.kind !== 'home') throw new Error('not home');
    expect(home.view.sections.map((s) => s.type)).toEqual(['hero', 'featured_collection', 'product_grid', 'latest_posts']);
    const grid = home.view.sections.find((s) => s.type === 'product_grid');
    expect(grid && 'products' in grid && grid.products.length).toBeGreaterThan(0);
  });

  it('draws an active product and a collection with their SEO tags; a draft product opens flagged and stays out of lists', async () => {
    const [p] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, dhaka), eq(products.status, 'active')))
      .limit(1);
    const product = await json(await t.get(`/admin/storefront/preview/products/${p!.handle}`, owner));
    expect(product.view.kind).toBe('product');
    expect(product.seo.title).toContain(p!.seoTitle || p!.title);
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, p!.id));
    const draft = await json(await t.get(`/admin/storefront/preview/products/${p!.handle}`, owner));
    expect(draft.view.kind === 'product' && draft.view.product.published).toBe(false);
    const home = await json(await t.get('/admin/storefront/preview/home', owner));
    const grid = home.view.kind === 'home' ? home.view.sections.find((s) => s.type === 'product_grid') : undefined;
    expect(grid && 'products' in grid && grid.products.some((x) => x.id === p!.id)).toBe(false);
    const [c] = await t.db
      .select()
      .from(collections)
      .where(and(eq(collections.shopId, dhaka), eq(collections.published, true)))
      .limit(1);
    const collection = await json(await t.get(`/admin/storefront/preview/collections/${c!.handle}`, owner));
    expect(collection.view.kind).toBe('collection');
    expect((await t.get('/admin/storefront/preview/collections/no-such-thing', owner)).status).toBe(404);
  });

  it('sanitises product descriptions on the way out', async () => {
    const [p] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, dhaka), eq(products.status, 'active')))
      .limit(1);
    await t.db.update(products).set({ descriptionHtml: '<p>ok</p><script>alert(1)</script>' }).where(eq(products.id, p!.id));
    const product = await json(await t.get(`/admin/storefront/preview/products/${p!.handle}`, owner));
    if (product.view.kind !== 'product') throw new Error('not product');
    expect(product.view.product.descriptionHtml).toBe('<p>ok</p>');
  });
});

describe('storefront pages and posts', () => {
  it('draws a published page and post with their SEO, and the blog; a draft page is not found', async () => {
    const page = await json<{ handle: string }>(
      await t.post(
        '/admin/pages',
        { title: 'Preview page', bodyHtml: '<p>Hi</p>', status: 'published', seoDescription: 'About us' },
        owner,
      ),
    );
    const drawn = await json(await t.get(`/admin/storefront/preview/pages/${page.handle}`, owner));
    expect(drawn.view).toMatchObject({ kind: 'page', page: { title: 'Preview page', html: '<p>Hi</p>' } });
    expect(drawn.seo).toMatchObject({ title: 'Preview page – Dhaka Crafts', description: 'About us' });
    const draft = await json<{ handle: string }>(await t.post('/admin/pages', { title: 'Hidden page' }, owner));
    expect((await t.get(`/admin/storefront/preview/pages/${draft.handle}`, owner)).status).toBe(404);
    const post = await json<{ handle: string }>(
      await t.post('/admin/blog-posts', { title: 'Preview post', bodyHtml: '<p>Post</p>', status: 'published' }, owner),
    );
    const blog = await json(await t.get('/admin/storefront/preview/blog', owner));
    expect(blog.view.kind === 'blog' && blog.view.posts.map((p) => p.handle)).toContain(post.handle);
    const drawnPost = await json(await t.get(`/admin/storefront/preview/blog/${post.handle}`, owner));
    expect(drawnPost.view).toMatchObject({ kind: 'post', post: { title: 'Preview post', html: '<p>Post</p>' } });
  });

  it('draws a draft page or post with ?entry=draft for staff who may edit it, and refuses it to staff who may not', async () => {
    const staff = await t.login('staff@haat.test');
    const page = await json<{ handle: string }>(await t.post('/admin/pages', { title: 'Draft page', bodyHtml: '<p>Soon</p>' }, owner));
    const drawn = await json(await t.get(`/admin/storefront/preview/pages/${page.handle}?entry=draft`, owner));
    expect(drawn.view).toMatchObject({ kind: 'page', page: { title: 'Draft page', html: '<p>Soon</p>' } });
    expect((await t.get(`/admin/storefront/preview/pages/${page.handle}?entry=draft`, staff)).status).toBe(403);
    expect((await t.get(`/admin/storefront/preview/pages/${page.handle}`, staff)).status).toBe(404);
    const post = await json<{ handle: string }>(
      await t.post('/admin/blog-posts', { title: 'Draft post', bodyHtml: '<p>Later</p>' }, owner),
    );
    const drawnPost = await json(await t.get(`/admin/storefront/preview/blog/${post.handle}?entry=draft`, owner));
    expect(drawnPost.view).toMatchObject({ kind: 'post', post: { title: 'Draft post' } });
    expect((await t.get(`/admin/storefront/preview/blog/${post.handle}?entry=draft`, staff)).status).toBe(403);
  });
});
