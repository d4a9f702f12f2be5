/**
 * When the file store fails (issue 26): a bucket that is unreachable or refuses a write answers 503 with the standard
 * `{ message, code }` and leaves no record pointing at a missing object; a missing object is a 404 placeholder image.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { s3Sandbox } from '../../../test/storage-drivers.ts';
import { files } from '../../db/schema/index.ts';
import type { S3Sandbox } from '../../platform/storage/s3-sandbox.ts';
import { memoryStorage, storage, StorageUnavailableError, useStorage, type Storage } from '../../platform/storage/storage.ts';

let t: TestApp;
let owner: string;
let sandbox: S3Sandbox;
let seeded: Storage;
beforeAll(async () => {
  t = await createTestApp();
  seeded = storage();
  owner = await t.login('owner@haat.test');
  sandbox = await s3Sandbox();
}, 180_000);
afterAll(() => t.close());
afterEach(() => useStorage(seeded));

const png = (background: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
const upload = async (bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.png'));
  return t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner}` } });
};
const rows = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

describe('a bucket that fails', () => {
  it('answers an upload with 503 and adds no record when the bucket is unreachable', async () => {
    // Nothing listens there: the sandbox's port after it stopped.
    const gone = await s3Sandbox();
    await gone.close();
    useStorage(gone.storage({ connectionTimeoutMs: 500 }));
    const before = await rows();
    const res = await upload(await png('#1565C0'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: expect.stringContaining('storage'), code: 'STORAGE_UNAVAILABLE' });
    expect(await rows()).toBe(before);
    expect(t.logs.some((line) => line.includes('Storage unavailable on POST /admin/files'))).toBe(true);
  });

  it('answers an upload with 503 and adds no record when the bucket refuses the write', async () => {
    // Keys the bucket does not know: a 403 on every write, like a key without write permission.
    useStorage(sandbox.storage({ credentials: { accessKeyId: 'REVOKED', secretAccessKey: 'S3RVER' } }));
    const before = await rows();
    const res = await upload(await png('#6A1B9A'));
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('STORAGE_UNAVAILABLE');
    expect(await rows()).toBe(before);
  });

  it('takes the record back when the bucket fails after it was written', async () => {
    // The last check of addFile (are the bytes still there?) fails: the row it had just added must go.
    const inner = memoryStorage();
    const written = new Set<string>();
    useStorage({
      ...inner,
      put: (key, bytes, type) => (written.add(key), inner.put(key, bytes, type)),
      has: async (key) => {
        if (written.has(key) && key.includes('/original.')) throw new StorageUnavailableError('test: gone after the write');
        return inner.has(key);
      },
    });
    const before = await rows();
    const res = await upload(await png('#EF6C00'));
    expect(res.status).toBe(503);
    expect(await rows()).toBe(before);
  });

  it('answers a file request with 503 when the bucket is unreachable', async () => {
    const gone = await s3Sandbox();
    await gone.close();
    useStorage(gone.storage({ connectionTimeoutMs: 500 }));
    const res = await t.app.request(`/files/${'a'.repeat(64)}/small.webp`);
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('STORAGE_UNAVAILABLE');
  });
});

describe('a missing object', () => {
  it.each([
    ['folder/memory', () => seeded],
    ['bucket', () => sandbox.storage()],
  ])('is a 404 placeholder image on the %s driver, not a 500', async (_name, store) => {
    useStorage(store());
    const res = await t.app.request(`/files/${'b'.repeat(64)}/medium.webp`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('No image');
    const pdf = await t.app.request(`/files/${'b'.repeat(64)}/original.pdf`);
    expect(pdf.status).toBe(404);
    expect(await pdf.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
