/**
 * Stored bytes are shared between shops by content hash (issue 9 items 4 and 6): deleting must never remove
 * bytes another record still uses, and a damaged image leaves nothing behind in the file store.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { FileItem } from '../../../../contract/files.ts';
import { productMedia, products, shops } from '../../db/schema/index.ts';
import { storeUpload } from '../../platform/storage/images.ts';
import { fsStorage, memoryStorage, useStorage } from '../../platform/storage/storage.ts';
import { bucketStore, folderStore } from '../../../test/storage-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const png = (background = '#8E24AA') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

const upload = async (bytes: Uint8Array, token: string) => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'shared.png'));
  const res = await t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return (await res.json()) as FileItem;
};
const remove = (id: string, token: string) => t.send('DELETE', `/admin/files/${id}`, token);
const media = (url: string) => t.app.request(url.replace(/^\/media\//, '/files/'));

// The reference counts and the cross-shop rules hold on every driver: the folder, and a bucket over the wire.
describe.each([
  ['folder', folderStore, '#8E24AA', '#123456', 99],
  ['bucket', bucketStore, '#5E35B1', '#654321', 98],
] as const)('deleting a file whose bytes another shop uses (%s driver)', (_driver, make, colour, lonely, position) => {
  beforeAll(async () => useStorage(await make()));
  afterAll(() => useStorage(memoryStorage()));

  it("keeps the first shop's product image when a second shop uploads and deletes the same bytes", async () => {
    const bytes = await png(colour);
    // Shop A (Dhaka Crafts) uploads the image and shows it on a product.
    const a = await t.login('owner@haat.test');
    const fileA = await upload(bytes, a);
    const [dhaka] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [product] = await t.db.select().from(products).where(eq(products.shopId, dhaka!.id)).limit(1);
    await t.db.insert(productMedia).values({ shopId: dhaka!.id, productId: product!.id, position, fileId: fileA.id, sizes: fileA.sizes });
    // … then removes it from its library: the product still shows it, so the bytes stay.
    expect((await remove(fileA.id, a)).status).toBe(200);
    expect((await media(fileA.sizes.medium!)).status).toBe(200);

    // Shop B (Sylhet Tea House, another shop of the same owner) uploads the same bytes and deletes them.
    const b = await t.login('owner@haat.test');
    const list = (await (await t.get('/admin/seller/shop-list', b)).json()) as { shopId: string; name: string }[];
    await t.post('/admin/seller/change-shop', { shopId: list.find((s) => s.name === 'Sylhet Tea House')!.shopId }, b);
    const fileB = await upload(bytes, b);
    expect(fileB.sizes.medium).toBe(fileA.sizes.medium); // the same stored object
    expect((await remove(fileB.id, b)).status).toBe(200);

    // Shop A's product image still loads, every size.
    for (const url of Object.values(fileA.sizes)) expect((await media(url)).status).toBe(200);
  });

  it('removes the bytes once nothing uses them', async () => {
    const owner = await t.login('owner@haat.test');
    const bytes = new Uint8Array(
      await sharp({ create: { width: 50, height: 50, channels: 3, background: lonely } })
        .png()
        .toBuffer(),
    );
    const file = await upload(bytes, owner);
    expect((await remove(file.id, owner)).status).toBe(200);
    expect((await media(file.sizes.original!)).status).toBe(404);
  });
});

describe('a damaged image', () => {
  it('is a 4xx with a clear message and leaves no folder behind', async () => {
    const root = await mkdtemp(join(tmpdir(), 'haat-files-'));
    try {
      const store = fsStorage(root);
      const jpeg = new Uint8Array(
        await sharp({ create: { width: 900, height: 700, channels: 3, background: '#C62828' } })
          .jpeg()
          .toBuffer(),
      );
      const truncated = jpeg.slice(0, Math.floor(jpeg.length / 2));
      await expect(storeUpload(store, truncated)).rejects.toMatchObject({ status: 422, code: 'INVALID_IMAGE' });
      const good = await png();
      const corrupt = good.slice();
      corrupt.fill(0x41, 60, 400); // the image data chunk overwritten
      await expect(storeUpload(store, corrupt)).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
      expect(await readdir(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('answers the upload with 422, not a 500', async () => {
    const owner = await t.login('owner@haat.test');
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2E7D32' } })
        .jpeg()
        .toBuffer(),
    );
    const form = new FormData();
    form.append('file', new File([jpeg.slice(0, jpeg.length - 600) as Uint8Array<ArrayBuffer>], 'cut.jpg'));
    const res = await t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'INVALID_IMAGE', message: expect.stringContaining('damaged') });
  });
});
