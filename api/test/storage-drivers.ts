/**
 * The storage drivers the suite's storage tests run on: the folder (a temporary one) and the bucket (an S3 server
 * started in this process, reached over HTTP). `describe.each(STORAGE_DRIVERS)('%s', (_name, make) => …)`, then
 * `const store = await make()` in a hook or test; everything made is removed after the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startS3Sandbox, type S3Sandbox } from '../src/platform/storage/s3-sandbox.ts';
import { fsStorage, type Storage } from '../src/platform/storage/storage.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A fresh empty folder store. */
export async function folderStore(): Promise<Storage & { root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'haat-storage-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  return Object.assign(fsStorage(root), { root });
}

/** A running S3 sandbox with an empty bucket, stopped after the file. */
export async function s3Sandbox(): Promise<S3Sandbox> {
  const sandbox = await startS3Sandbox();
  cleanups.push(() => sandbox.close());
  return sandbox;
}

/** A fresh empty bucket store over the wire. */
export const bucketStore = async (): Promise<Storage> => (await s3Sandbox()).storage();

export const STORAGE_DRIVERS: [string, () => Promise<Storage>][] = [
  ['folder', folderStore],
  ['bucket', bucketStore],
];
