import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fsStorage, isValidKey, memoryStorage, publicUrl, type Storage } from './storage.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const backends: [string, () => Promise<Storage>][] = [
  ['memory', async () => memoryStorage()],
  [
    'filesystem',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'haat-storage-'));
      dirs.push(dir);
      return fsStorage(dir);
    },
  ],
];

describe.each(backends)('%s storage', (_name, make) => {
  it('gives back what was put, with its content type', async () => {
    const s = await make();
    await s.put('abc/original.png', new Uint8Array([1, 2, 3]), 'image/png');
    const got = await s.get('abc/original.png');
    expect(got?.contentType).toBe('image/png');
    expect([...(got?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await s.has('abc/original.png')).toBe(true);
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

  it('refuses keys that could leave the folder', async () => {
    const s = await make();
    await expect(s.put('../escape', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    expect(await s.get('../../etc/passwd')).toBeNull();
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

describe('publicUrl', () => {
  it('puts keys under /media, the dashboard proxy', () => {
    expect(publicUrl('ab/small.webp')).toBe('/media/ab/small.webp');
  });
});
