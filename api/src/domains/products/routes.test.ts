import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { hashPassword } from '../auth/password.ts';
import { sellers, shopMembers, shops, urlRedirects } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createProduct, shirt, type List, type Product } from './products-test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const send = (method: string, path: string, token: string, body?: unknown) => t.send(method, path, token, body);
const create = (body: unknown, token = owner) => createProduct(t, body, token);

describe('product CRUD', () => {
  it('creates a product with a variant matrix and derives price range and stock', async () => {
    const p = await create(shirt());
    expect(p.handle).toBe('zorbo-test-panjabi');
    expect(p.variants.map((v) => v.title)).toEqual(['M / White', 'M / Blue', 'L / White', 'L / Blue']);
    expect([p.priceMin, p.priceMax, p.stockTotal]).toEqual([150_000, 170_000, 6]);
  });

  it('accepts price, quantity and weight written in Bangla digits (issue 23)', async () => {
    const p = await create({
      title: 'Zorbo Bangla Digits',
      price: '৪৫০০০০',
      quantity: '১,২০০',
      weightGrams: '৫০০',
      options: [],
      variants: [],
    });
    expect([p.priceMin, p.stockTotal]).toEqual([450_000, 1200]);
    const read = (await (await t.get(`/admin/products/${p.id}`, owner)).json()) as { weightGrams: number };
    expect(read.weightGrams).toBe(500);
    const refused = await send('POST', '/admin/products', owner, { title: 'Zorbo Bad Digits', price: '৪৫০টাকা' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toHaveProperty('price', 'Price must be a number');
  });

  it('makes a readable handle from a Bangla title, unique in the shop (issue 23)', async () => {
    const first = await create(shirt({ title: 'লাল জামদানি শাড়ি' }));
    const second = await create(shirt({ title: 'লাল জামদানি শাড়ি' }));
    expect([first.handle, second.handle]).toEqual(['lal-jamdani-shari', 'lal-jamdani-shari-2']);
  });

  it('keeps the old address of an active product working when the seller edits its handle', async () => {
    const p = await create(shirt({ title: 'লাল শাড়ি' }));
    expect(p.handle).toBe('lal-shari');
    const res = await send('PUT', `/admin/products/${p.id}`, owner, shirt({ title: 'লাল শাড়ি', handle: 'red-saree' }));
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(urlRedirects).where(eq(urlRedirects.fromPath, '/products/lal-shari'));
    expect(rows.map((r) => r.toPath)).toEqual(['/products/red-saree']);
  });

  it('lists a product with its first image and its number of variants', async () => {
    const media = [
      { sizes: { small: '/media/x/small.webp' }, alt: 'front' },
      { sizes: { small: '/media/y/small.webp' }, alt: 'back' },
    ];
    await create(shirt({ title: 'Zorbo Listed', media }));
    const res = await t.get('/admin/products?q=zorbo%20listed', owner);
    const list = (await res.json()) as { response: { variantCount: number; image: unknown }[] };
    expect(list.response[0]).toMatchObject({ variantCount: 4, image: { small: '/media/x/small.webp' } });
  });

  it('reads, updates (keeping variant ids) and deletes it', async () => {
    const p = await create(shirt({ title: 'Zorbo Update Me' }));
    const read = await t.get(`/admin/products/${p.id}`, owner);
    expect(read.status).toBe(200);

    const changed = shirt({ title: 'Zorbo Updated', handle: p.handle, options: [{ name: 'Size', values: ['M', 'L'] }], variants: [] });
    changed.variants = [
      { option1: 'M', price: 100_000, quantity: 5, sku: 'A' },
      { option1: 'L', price: 120_000, quantity: 5, sku: 'B' },
    ] as never;
    const res = await send('PUT', `/admin/products/${p.id}`, owner, changed);
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Product;
    expect(updated.title).toBe('Zorbo Updated');
    expect(updated.variants).toHaveLength(2);
    expect(updated.stockTotal).toBe(10);

    expect((await send('DELETE', `/admin/products/${p.id}`, owner)).status).toBe(200);
    expect((await t.get(`/admin/products/${p.id}`, owner)).status).toBe(404);
  });

  it('duplicates a product as a draft with a new handle', async () => {
    const p = await create(shirt({ title: 'Zorbo Original' }));
    const res = await t.post(`/admin/products/${p.id}/duplicate`, {}, owner);
    expect(res.status).toBe(201);
    const copy = (await res.json()) as Product;
    expect(copy.id).not.toBe(p.id);
    expect(copy.title).toBe('Copy of Zorbo Original');
    expect(copy.status).toBe('draft');
    expect(copy.handle).toBe('copy-of-zorbo-original');
    expect(copy.variants).toHaveLength(4);
  });

  it('refuses a handle another product has with 409 and a handle field error', async () => {
    const p = await create(shirt({ title: 'Zorbo Handle One' }));
    const res = await t.post('/admin/products', shirt({ handle: p.handle }), owner);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'HANDLE_TAKEN', fields: { handle: expect.any(String) } });
  });
});

describe('validation', () => {
  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x', price: -1 }, 'price', 'Price cannot be negative'],
    [{ title: 'x', price: 100, compareAtPrice: 100 }, 'compareAtPrice', 'Compare-at price must be higher than the price'],
    [{ title: 'x', handle: 'Bad Handle' }, 'handle', expect.stringContaining('lower-case')],
    [{ title: 'x', status: 'gone' }, 'status', 'Status must be active, draft or archived'],
    [
      { title: 'x', options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })) },
      'options',
      'A product can have at most 3 options',
    ],
    [{ title: 'x', options: [{ name: 'Size', values: ['S'] }] }, 'variants', 'Generate the variants for these options'],
    [
      { title: 'x', options: [{ name: 'Size', values: ['S'] }], variants: [{ option1: 'XL', price: 1 }] },
      'variants.0.option1',
      'Choose a Size from its values',
    ],
  ])('answers 400 with a field error for %j', async (body, field, message) => {
    const res = await t.post('/admin/products', body, owner);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.fields[field]).toEqual(message);
  });

  it('refuses an image that is not a file of the shop, and takes sizes from the stored file', async () => {
    const bad = await t.post(
      '/admin/products',
      { title: 'x', media: [{ fileId: 'not-a-file', sizes: { original: 'https://evil.example/x.png' } }] },
      owner,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields['media.0']).toBe('Choose an image from your files');

    const seeded = (await (await t.get('/admin/products?q=kantha&limit=1', owner)).json()) as { response: { id: string }[] };
    const source = (await (await t.get(`/admin/products/${seeded.response[0]!.id}`, owner)).json()) as {
      media: { fileId: string; sizes: Record<string, string> }[];
    };
    const file = source.media[0]!;
    const p = await create({
      title: 'Zorbo Stored Image',
      media: [{ fileId: file.fileId, sizes: { original: 'https://evil.example/x.png' }, alt: 'x' }],
    });
    expect((p as unknown as { media: { sizes: Record<string, string> }[] }).media[0]!.sizes).toEqual(file.sizes);
  });

  it('answers 400 (never 500) for malformed JSON and bad list queries', async () => {
    expect((await t.post('/admin/products', '{nope', owner)).status).toBe(400);
    expect((await t.get('/admin/products?sort=colour', owner)).status).toBe(400);
    expect((await t.get('/admin/products?stock=some', owner)).status).toBe(400);
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const [title, price, quantity, status] of [
      ['Qlist Alpha', 30_000, 0, 'active'],
      ['Qlist Beta', 10_000, 3, 'draft'],
      ['Qlist Gamma', 20_000, 50, 'active'],
    ] as const) {
      await create({ title, price, quantity, status, vendor: 'Qlist Vendor' });
    }
  });

  const list = async (query: string) => {
    const res = await t.get(`/admin/products?q=qlist&${query}`, owner);
    expect(res.status).toBe(200);
    return (await res.json()) as List;
  };

  it('searches, sorts and pages in SQL with the total count', async () => {
    const page = await list('sort=price&limit=2');
    expect(page.count).toBe(3);
    expect(page.response.map((p) => p.title)).toEqual(['Qlist Beta', 'Qlist Gamma']);
    expect((await list('sort=-title&page=2&limit=2')).response.map((p) => p.title)).toEqual(['Qlist Alpha']);
  });

  it('filters by status and stock', async () => {
    expect((await list('status=draft')).response.map((p) => p.title)).toEqual(['Qlist Beta']);
    expect((await list('stock=out')).response.map((p) => p.title)).toEqual(['Qlist Alpha']);
    expect((await list('stock=low')).response.map((p) => p.title)).toEqual(['Qlist Beta']);
    expect((await list('stock=in&sort=title')).response.map((p) => p.title)).toEqual(['Qlist Beta', 'Qlist Gamma']);
  });

  it('applies bulk status changes and deletes only the shop’s own products', async () => {
    const ids = (await list('')).response.map((p) => p.id);
    const res = await t.post('/admin/products/bulk', { action: 'status', ids, status: 'archived' }, owner);
    expect(await res.json()).toEqual({ count: 3 });
    expect((await list('status=archived')).count).toBe(3);
    const gone = await t.post('/admin/products/bulk', { action: 'delete', ids: [ids[0], 'not-an-id'] }, owner);
    expect(await gone.json()).toEqual({ count: 1 });
  });
});

describe('access', () => {
  it('answers 403 to a staff member without products-and-collections', async () => {
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [seller] = await t.db
      .insert(sellers)
      .values({ name: 'No Catalogue', email: 'nocat@haat.test', phone: '01711000009', passwordHash: await hashPassword('demo1234') })
      .returning();
    await t.db.insert(shopMembers).values({ shopId: shop!.id, sellerId: seller!.id, isShopAdmin: false, permissions: ['orders'] });
    const token = await t.login('nocat@haat.test');
    const res = await t.get('/admin/products', token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.post('/admin/products', shirt(), token)).status).toBe(403);
  });

  it('lets staff with the key in', async () => {
    const staff = await t.login('staff@haat.test');
    expect((await t.get('/admin/products', staff)).status).toBe(200);
  });

  it('answers 404 for a product of another shop', async () => {
    const p = await create(shirt({ title: 'Zorbo Other Shop' }));
    const token = await t.login('owner@haat.test');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    expect((await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token)).status).toBe(200);
    expect((await t.get(`/admin/products/${p.id}`, token)).status).toBe(404);
    expect((await send('PUT', `/admin/products/${p.id}`, token, shirt())).status).toBe(404);
    expect((await send('DELETE', `/admin/products/${p.id}`, token)).status).toBe(404);
    expect((await t.post(`/admin/products/${p.id}/duplicate`, {}, token)).status).toBe(404);
    const gone = await t.post('/admin/products/bulk', { action: 'delete', ids: [p.id] }, token);
    expect(await gone.json()).toEqual({ count: 0 });
    expect((await t.get(`/admin/products/${p.id}`, owner)).status).toBe(200);
  });
});
