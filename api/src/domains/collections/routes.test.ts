import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { hashPassword } from '../auth/password.ts';
import { collectionProducts, files, products, sellers, shopMembers, shops, urlRedirects } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const send = (method: string, path: string, token: string, body?: unknown) => t.send(method, path, token, body);

type Collection = {
  id: string;
  title: string;
  handle: string;
  kind: string;
  productCount: number;
  products: { id: string; title: string }[];
  productIds: string[];
};
type CollectionList = { response: { id: string; title: string; productCount: number }[]; count: number };

const product = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await t.post('/admin/products', { title, status: 'active', ...extra }, owner);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

describe('manual collections', () => {
  it('keeps the products in the given order and counts them', async () => {
    const a = await product('Colltest A');
    const b = await product('Colltest B');
    const res = await t.post('/admin/collections', { title: 'Colltest Picks', kind: 'manual', productIds: [b, a] }, owner);
    expect(res.status).toBe(201);
    const c = (await res.json()) as Collection;
    expect(c.handle).toBe('colltest-picks');
    expect(c.products.map((p) => p.title)).toEqual(['Colltest B', 'Colltest A']);
    expect(c.productCount).toBe(2);

    const list = (await (await t.get('/admin/collections?q=colltest', owner)).json()) as CollectionList;
    expect(list).toMatchObject({ count: 1, response: [{ title: 'Colltest Picks', productCount: 2 }] });
    const menu = (await (await t.get('/admin/collections?q=colltest&counts=no', owner)).json()) as CollectionList;
    expect(menu).toMatchObject({ count: 1, response: [{ title: 'Colltest Picks', productCount: -1 }] });

    const filtered = (await (await t.get(`/admin/products?collection=${c.id}`, owner)).json()) as { count: number };
    expect(filtered.count).toBe(2);
  });

  it('makes a readable handle from a Bangla title (issue 23)', async () => {
    const res = await t.post('/admin/collections', { title: 'ঈদের নতুন জামদানি' }, owner);
    expect(res.status).toBe(201);
    expect(((await res.json()) as Collection).handle).toBe('eider-notun-jamdani');
  });

  it('keeps the old address of a published collection working when the seller edits its handle', async () => {
    const made = (await (await t.post('/admin/collections', { title: 'শীতের চাদর', published: true }, owner)).json()) as Collection;
    expect(made.handle).toBe('shiter-chador');
    const res = await t.send('PUT', `/admin/collections/${made.id}`, owner, {
      title: 'শীতের চাদর',
      handle: 'winter-shawls',
      published: true,
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(urlRedirects).where(eq(urlRedirects.fromPath, '/collections/shiter-chador'));
    expect(rows.map((r) => r.toPath)).toEqual(['/collections/winter-shawls']);
  });

  it('adds products through the bulk action and the product form', async () => {
    const res = await t.post('/admin/collections', { title: 'Colltest Bulk' }, owner);
    const c = (await res.json()) as Collection;
    const p = await product('Colltest Bulk One');
    expect(
      await (await t.post('/admin/products/bulk', { action: 'add-to-collection', ids: [p], collectionId: c.id }, owner)).json(),
    ).toEqual({ count: 1 });
    const q = await product('Colltest Form One', { collectionIds: [c.id] });
    const after = (await (await t.get(`/admin/collections/${c.id}`, owner)).json()) as Collection;
    expect(after.productIds).toEqual([p, q]);
  });

  it('never puts another shop’s product into a collection, through the bulk action or the collection form', async () => {
    const c = (await (await t.post('/admin/collections', { title: 'Colltest Foreign' }, owner)).json()) as Collection;
    const own = await product('Colltest Foreign Own');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    const [theirs] = await t.db.select({ id: products.id }).from(products).where(eq(products.shopId, sylhet!.id)).limit(1);
    const foreign = theirs!.id;

    // The bulk action acts on the caller's products among the ids: another shop's is left out, like an unknown id.
    const bulk = { action: 'add-to-collection', collectionId: c.id };
    expect(await (await t.post('/admin/products/bulk', { ...bulk, ids: [foreign] }, owner)).json()).toEqual({ count: 0 });
    expect(await (await t.post('/admin/products/bulk', { ...bulk, ids: [foreign, own] }, owner)).json()).toEqual({ count: 1 });
    const form = await send('PUT', `/admin/collections/${c.id}`, owner, {
      title: 'Colltest Foreign',
      kind: 'manual',
      productIds: [foreign, own],
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as Collection).productIds).toEqual([own]);

    expect(await t.db.select().from(collectionProducts).where(eq(collectionProducts.productId, foreign))).not.toContainEqual(
      expect.objectContaining({ collectionId: c.id }),
    );
    const after = (await (await t.get(`/admin/collections/${c.id}`, owner)).json()) as Collection;
    expect(after.productIds).toEqual([own]);
  });
});

describe('automatic collections', () => {
  it('lists the products its rules match, all or any', async () => {
    await product('Ruletest Cheap Mug', { vendor: 'Ruletest Potters', tags: ['ruletest'], price: 20_000, quantity: 5 });
    await product('Ruletest Dear Vase', { vendor: 'Ruletest Potters', tags: ['ruletest'], price: 90_000, quantity: 0 });
    await product('Ruletest Other', { vendor: 'Elsewhere', tags: ['ruletest'], price: 10_000, quantity: 1 });
    const all = await t.post(
      '/admin/collections',
      {
        title: 'Ruletest Cheap Potters',
        kind: 'automatic',
        match: 'all',
        rules: [
          { field: 'tag', operator: 'equals', value: 'ruletest' },
          { field: 'vendor', operator: 'contains', value: 'potters' },
          { field: 'price', operator: 'less_than', value: '50000' },
        ],
      },
      owner,
    );
    expect(all.status).toBe(201);
    expect(((await all.json()) as Collection).products.map((p) => p.title)).toEqual(['Ruletest Cheap Mug']);

    const any = (await (
      await t.post(
        '/admin/collections',
        {
          title: 'Ruletest Any',
          kind: 'automatic',
          match: 'any',
          rules: [
            { field: 'stock', operator: 'equals', value: '0' },
            { field: 'vendor', operator: 'equals', value: 'elsewhere' },
          ],
        },
        owner,
      )
    ).json()) as Collection;
    const titles = any.products.map((p) => p.title).filter((title) => title.startsWith('Ruletest'));
    expect(titles).toEqual(['Ruletest Dear Vase', 'Ruletest Other']);
  });

  it('answers 400 with field errors for bad rules', async () => {
    const res = await t.post(
      '/admin/collections',
      { title: 'Bad', kind: 'automatic', rules: [{ field: 'price', operator: 'contains', value: 'cheap' }] },
      owner,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields['rules.0.operator']).toContain('does not apply');
    expect(body.fields['rules.0.value']).toBe('Price rules need an amount in poisha');
    expect(
      (
        (await (await t.post('/admin/collections', { title: 'No rules', kind: 'automatic' }, owner)).json()) as {
          fields: Record<string, string>;
        }
      ).fields.rules,
    ).toBe('An automatic collection needs at least one rule');
  });
});

describe('updates, deletes and access', () => {
  it('updates and deletes a collection', async () => {
    const c = (await (await t.post('/admin/collections', { title: 'Colltest Change' }, owner)).json()) as Collection;
    const res = await send('PUT', `/admin/collections/${c.id}`, owner, {
      title: 'Colltest Changed',
      handle: 'colltest-changed',
      published: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Colltest Changed', handle: 'colltest-changed' });
    expect((await send('DELETE', `/admin/collections/${c.id}`, owner)).status).toBe(200);
    expect((await t.get(`/admin/collections/${c.id}`, owner)).status).toBe(404);
  });

  it('refuses a taken handle with 409', async () => {
    await t.post('/admin/collections', { title: 'Colltest Same', handle: 'colltest-same' }, owner);
    const res = await t.post('/admin/collections', { title: 'Other', handle: 'colltest-same' }, owner);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ fields: { handle: expect.any(String) } });
  });

  it('answers 404 for a collection of another shop and 403 without the key', async () => {
    const c = (await (await t.post('/admin/collections', { title: 'Colltest Dhaka Only' }, owner)).json()) as Collection;
    const token = await t.login('owner@haat.test');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token);
    expect((await t.get(`/admin/collections/${c.id}`, token)).status).toBe(404);
    expect((await send('PUT', `/admin/collections/${c.id}`, token, { title: 'x' })).status).toBe(404);
    expect((await send('DELETE', `/admin/collections/${c.id}`, token)).status).toBe(404);

    const [dhaka] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [seller] = await t.db
      .insert(sellers)
      .values({ name: 'No Catalogue', email: 'nocat2@haat.test', phone: '01711000010', passwordHash: await hashPassword('demo1234') })
      .returning();
    await t.db.insert(shopMembers).values({ shopId: dhaka!.id, sellerId: seller!.id, isShopAdmin: false, permissions: ['customers'] });
    const staff = await t.login('nocat2@haat.test');
    expect((await t.get('/admin/collections', staff)).status).toBe(403);
  });
});

describe('seed', () => {
  it('gives the two demo shops at least 200 products and 8 collections', async () => {
    const dhaka = (await (await t.get('/admin/products?limit=1', owner)).json()) as { count: number };
    const token = await t.login('owner@haat.test');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token);
    const tea = (await (await t.get('/admin/products?limit=1', token)).json()) as { count: number };
    expect(dhaka.count + tea.count).toBeGreaterThanOrEqual(200);
    const teaCollections = (await (await t.get('/admin/collections', token)).json()) as CollectionList;
    expect(teaCollections.count).toBe(4);
    expect(teaCollections.response.every((c) => c.productCount > 0)).toBe(true);
  });
});

describe('collection image', () => {
  it('takes the sizes of a library file from the stored file, and refuses a file of another shop', async () => {
    const seeded = (await (await t.get('/admin/products?q=kantha&limit=1', owner)).json()) as { response: { id: string }[] };
    const source = (await (await t.get(`/admin/products/${seeded.response[0]!.id}`, owner)).json()) as {
      media: { fileId: string; sizes: Record<string, string> }[];
    };
    const file = source.media[0]!;
    const forged = { original: 'https://evil.example/x.png' };

    const res = await send('POST', '/admin/collections', owner, { title: 'Zorbo Image Coll', image: forged, imageFileId: file.fileId });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; image: Record<string, string>; imageFileId: string };
    expect(created.image).toEqual(file.sizes);
    expect(created.imageFileId).toBe(file.fileId);
    const loaded = (await (await t.get(`/admin/collections/${created.id}`, owner)).json()) as { image: Record<string, string> };
    expect(loaded.image).toEqual(file.sizes);

    const [mine] = await t.db.select({ shopId: files.shopId }).from(files).where(eq(files.id, file.fileId));
    const [other] = await t.db
      .select({ id: files.id })
      .from(files)
      .where(and(ne(files.shopId, mine!.shopId), eq(files.kind, 'image')))
      .limit(1);
    expect(other).toBeDefined();
    for (const imageFileId of [other!.id, 'not-a-file']) {
      const bad = await send('PUT', `/admin/collections/${created.id}`, owner, { title: 'Zorbo Image Coll', image: forged, imageFileId });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields.image).toBe('Choose an image from your files');
    }

    // Without a file the client's sizes are kept, as for product media.
    const plain = await send('PUT', `/admin/collections/${created.id}`, owner, { title: 'Zorbo Image Coll', image: forged });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { image: Record<string, string> }).image).toEqual(forged);
    expect((await send('DELETE', `/admin/collections/${created.id}`, owner)).status).toBeLessThan(300);
  });
});
