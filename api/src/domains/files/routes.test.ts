import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { FileDeleted, FileItem } from '../../../../contract/files.ts';
import { collections, productMedia, products, shops } from '../../db/schema/index.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/images.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
}, 180_000); // the full demo seed; slow when every suite seeds at once
afterAll(() => t.close());

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2E7D32' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

const upload = (bytes: Uint8Array, name: string, token = owner) => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
};
const del = (id: string, token = owner) =>
  t.app.request(`/admin/files/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

describe('POST /admin/files', () => {
  it('stores an image with its dimensions and every size', async () => {
    const res = await upload(await png(1600, 900), 'banner.png');
    expect(res.status).toBe(201);
    const file = (await res.json()) as FileItem;
    expect(file).toMatchObject({ name: 'banner.png', kind: 'image', contentType: 'image/png', width: 1600, height: 900 });
    expect(Object.keys(file.sizes).sort()).toEqual(['large', 'medium', 'original', 'small', 'thumbnail']);
    expect(file.sizes.thumbnail).toMatch(/^\/media\/[0-9a-f]{64}\/thumbnail\.webp$/);
    expect(file.createdBy).toBe('Rahim Uddin');
  });

  it('decides the type from the content: a PDF named .png is a PDF', async () => {
    const res = await upload(pdf, 'photo.png');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
      width: null,
      sizes: { original: expect.any(String) },
    });
  });

  it('refuses a renamed program with a clear 415', async () => {
    const res = await upload(exe, 'cat.jpg');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_TYPE', message: expect.stringContaining('JPEG, PNG, WebP and GIF') });
  });

  it('refuses a file over 10 MB with a 413', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 100 * 1024);
    big.set(await png(4, 4));
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is larger than 10 MB.' });
  });

  it('accepts a file a little over 1 MB (the general body limit does not apply)', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect((await upload(new Uint8Array(noisy), 'noise.png')).status).toBe(201);
  });

  it('answers 400 without a file and 415 for a JSON body', async () => {
    const form = new FormData();
    form.append('name', 'x');
    const res = await t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { file: 'Choose a file to upload.' } });
    expect((await t.post('/admin/files', { file: 'x' }, owner)).status).toBe(415);
  });
});

describe('GET /files/:key', () => {
  it('serves each size with its content type and a year of immutable caching', async () => {
    const file = (await (await upload(await png(700, 700), 'square.png')).json()) as FileItem;
    const small = await t.app.request(file.sizes.small!.replace(/^\/media/, '/files'));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(new Uint8Array(await small.arrayBuffer())).metadata()).width).toBe(300);
    const original = await t.app.request(file.url.replace(/^\/media/, '/files'));
    expect(original.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await t.app.request('/files/abc/nothing.webp')).status).toBe(404);
    expect((await t.app.request('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('GET /admin/files', () => {
  it('lists the shop files with search, type filter, sort and paging', async () => {
    await upload(await png(10, 10), 'Zebra print.png');
    const all = (await (await t.get('/admin/files?limit=100', owner)).json()) as { response: FileItem[]; count: number };
    expect(all.count).toBe(all.response.length);
    expect(all.response.length).toBeGreaterThanOrEqual(5);

    const zebra = (await (await t.get('/admin/files?q=zebra', owner)).json()) as { response: FileItem[]; count: number };
    expect(zebra.response.map((f) => f.name)).toEqual(['Zebra print.png']);

    const pdfs = (await (await t.get('/admin/files?kind=pdf', owner)).json()) as { response: FileItem[] };
    expect(pdfs.response.every((f) => f.kind === 'pdf')).toBe(true);

    const byName = (await (await t.get('/admin/files?sort=name&limit=2&page=1', owner)).json()) as { response: FileItem[]; count: number };
    expect(byName.response).toHaveLength(2);
    expect(byName.count).toBe(all.count);
    const names = byName.response.map((f) => f.name);
    expect(names).toEqual([...names].sort());
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = (await (await t.get('/admin/files?q=%25', owner)).json()) as { count: number };
    expect(res.count).toBe(0);
  });

  it('answers 400 for an unknown sort or type', async () => {
    expect((await t.get('/admin/files?sort=evil', owner)).status).toBe(400);
    expect((await t.get('/admin/files?kind=exe', owner)).status).toBe(400);
  });
});

describe('permissions and shops', () => {
  it('answers 403 to staff without the "files" permission', async () => {
    const staff = await t.login('staff@haat.test');
    const res = await t.get('/admin/files', staff);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You need the "files" permission for this.' });
    expect((await upload(await png(4, 4), 'x.png', staff)).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.get('/admin/files')).status).toBe(401);
  });

  it("answers 404 for another shop's file", async () => {
    const file = (await (await upload(await png(30, 30), 'dhaka-only.png')).json()) as FileItem;
    const other = await t.login('owner@haat.test');
    const shops = (await (await t.get('/admin/seller/shop-list', other)).json()) as { shopId: string; name: string }[];
    const sylhet = shops.find((s) => s.name === 'Sylhet Tea House')!;
    expect((await t.post('/admin/seller/change-shop', { shopId: sylhet.shopId }, other)).status).toBe(200);
    expect((await t.get(`/admin/files/${file.id}`, other)).status).toBe(404);
    expect((await del(file.id, other)).status).toBe(404);
    const list = (await (await t.get('/admin/files?q=dhaka-only', other)).json()) as { count: number };
    expect(list.count).toBe(0);
  });
});

describe('DELETE /admin/files/:id', () => {
  it('deletes a file and its stored bytes', async () => {
    const file = (await (await upload(await png(40, 41), 'gone.png')).json()) as FileItem;
    const res = await del(file.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: file.id, deleted: true, usedBy: [], warnings: [] } satisfies FileDeleted);
    expect((await t.get(`/admin/files/${file.id}`, owner)).status).toBe(404);
    expect((await t.app.request(file.sizes.small!.replace(/^\/media/, '/files'))).status).toBe(404);
  });

  it('keeps the bytes while another upload of the same content remains', async () => {
    const bytes = await png(42, 42);
    const a = (await (await upload(bytes, 'a.png')).json()) as FileItem;
    const b = (await (await upload(bytes, 'b.png')).json()) as FileItem;
    expect(b.url).toBe(a.url);
    await del(a.id);
    expect((await t.app.request(b.url.replace(/^\/media/, '/files'))).status).toBe(200);
  });
});

describe('uses of a file', () => {
  it('names the products and collections that show a file, and keeps its bytes when deleted', async () => {
    const file = (await (await upload(await png(64, 48), 'used.png')).json()) as FileItem;
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [product] = await t.db
      .insert(products)
      .values({ shopId: shop!.id, title: 'Zz Used Product', handle: 'zz-used-product' })
      .returning();
    await t.db.insert(productMedia).values({ shopId: shop!.id, productId: product!.id, position: 0, fileId: file.id, sizes: file.sizes });
    await t.db
      .insert(collections)
      .values({ shopId: shop!.id, title: 'Zz Used Collection', handle: 'zz-used-collection', image: file.sizes });

    const detail = (await (await t.get(`/admin/files/${file.id}`, owner)).json()) as FileItem & { usedBy: unknown[]; warnings: string[] };
    expect(detail.usedBy).toEqual([
      { type: 'product', id: product!.id, title: 'Zz Used Product' },
      { type: 'collection', id: expect.any(String), title: 'Zz Used Collection' },
    ]);
    expect(detail.warnings).toEqual(['Used by product "Zz Used Product"', 'Used by collection "Zz Used Collection"']);

    const res = await del(file.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as FileDeleted).warnings).toHaveLength(2);
    expect((await t.get(`/admin/files/${file.id}`, owner)).status).toBe(404);
    expect((await t.app.request(file.sizes.small!.replace(/^\/media/, '/files'))).status).toBe(200);
  });
});
