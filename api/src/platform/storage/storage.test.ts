/** The driver contract: every driver (memory, folder, bucket over the wire to an in-process S3 server) behaves alike. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidKey, memoryStorage, publicUrl, storageFromEnv, type Storage } from './storage.ts';
import { STORAGE_DRIVERS } from '../../../test/storage-drivers.ts';

const backends: [string, () => Promise<Storage>][] = [['memory', async () => memoryStorage()], ...STORAGE_DRIVERS];

const text = (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe.each(backends)('%s storage', (_name, make) => {
  it('gives back what was put, with its content type', async () => {
    const s = await make();
    await s.put('abc/original.png', new Uint8Array([1, 2, 3]), 'image/png');
    const got = await s.get('abc/original.png');
    expect(got?.contentType).toBe('image/png');
    expect([...(got?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await s.has('abc/original.png')).toBe(true);
  });

  it('streams an object with its size and type', async () => {
    const s = await make();
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await s.put('big/original.pdf', big, 'application/pdf');
    const opened = await s.open('big/original.pdf');
    expect(opened).toMatchObject({ contentType: 'application/pdf', size: big.byteLength });
    const read = new Uint8Array(await new Response(opened!.body).arrayBuffer());
    expect(createHash('sha256').update(read).digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
    expect(await s.open('big/missing.pdf')).toBeNull();
  });

  it('reads an opened object to the end though it is deleted meanwhile', async () => {
    const s = await make();
    await s.put('gone/thumbnail.webp', new TextEncoder().encode('still here'), 'image/webp');
    const opened = await s.open('gone/thumbnail.webp');
    await s.delete('gone/thumbnail.webp');
    expect(await text(opened!.body)).toBe('still here');
  });

  it('answers null for a missing key and forgets a deleted one', async () => {
    const s = await make();
    expect(await s.get('nothing/here.webp')).toBeNull();
    await s.put('k/a.webp', new Uint8Array([9]), 'image/webp');
    await s.delete('k/a.webp');
    expect(await s.get('k/a.webp')).toBeNull();
    expect(await s.has('k/a.webp')).toBe(false);
    await s.delete('k/a.webp');
  });

  it('lists every object once with its size, and nothing else', async () => {
    const s = await make();
    await s.put('aa/small.webp', new TextEncoder().encode('small'), 'image/webp');
    await s.put('aa/original.png', new TextEncoder().encode('original!'), 'image/png');
    await s.put('bb/original.pdf', new TextEncoder().encode('pdf'), 'application/pdf');
    const listed = [];
    for await (const item of s.list()) listed.push({ key: item.key, size: item.size });
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'aa/original.png', size: 9 },
      { key: 'aa/small.webp', size: 5 },
      { key: 'bb/original.pdf', size: 3 },
    ]);
    expect(await text((await s.open('aa/small.webp'))!.body)).toBe('small');
  });

  it('refuses keys that could leave the folder', async () => {
    const s = await make();
    await expect(s.put('../escape', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    expect(await s.get('../../etc/passwd')).toBeNull();
    expect(await s.open('a/../../b')).toBeNull();
  });

  it('passes its health check', async () => {
    await expect((await make()).check()).resolves.toBeUndefined();
  });
});

describe('isValidKey', () => {
  it.each([
    ['ab12/small.webp', true],
    ['original.pdf', true],
    ['../x', false],
    ['a/../b', false],
    ['/abs', false],
    ['A/Upper.png', false],
    ['a//b', false],
    ['', false],
  ])('%s → %s', (key, ok) => {
    expect(isValidKey(key)).toBe(ok);
  });
});

describe('storageFromEnv', () => {
  it('is the folder DATA_DIR/files without S3_BUCKET, the bucket with it', () => {
    expect(storageFromEnv({ DATA_DIR: '/tmp/x' }).kind).toBe('folder');
    expect(storageFromEnv({ S3_BUCKET: 'shop-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).kind).toBe(
      'bucket',
    );
  });
});

describe('publicUrl', () => {
  it('puts keys under /media, the dashboard proxy', () => {
    expect(publicUrl('ab/small.webp')).toBe('/media/ab/small.webp');
  });
});
