/**
 * A local S3 server for the bucket driver (s3rver, in this process, no Docker): the tests run the bucket driver
 * against it over the wire, and `node api/src/platform/storage/s3-sandbox.ts` serves one on S3_SANDBOX_PORT (4569)
 * for trying S3_BUCKET by hand (S3_ENDPOINT=http://127.0.0.1:4569 S3_FORCE_PATH_STYLE=true, keys S3RVER/S3RVER).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';
import { s3Storage, type S3Options } from './s3.ts';
import type { Storage } from './interface.ts';

/** s3rver accepts requests signed with these. */
export const SANDBOX_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3Sandbox = {
  endpoint: string;
  bucket: string;
  /** Driver options for this sandbox's bucket. */
  options: S3Options;
  /** A bucket driver over the wire to this sandbox. */
  storage: (extra?: Partial<S3Options>) => Storage;
  close: () => Promise<void>;
};

/** Starts s3rver with one empty bucket in a fresh folder (removed by close unless `directory` was given). */
export async function startS3Sandbox(opts: { port?: number; bucket?: string; directory?: string } = {}): Promise<S3Sandbox> {
  const bucket = opts.bucket ?? 'haat-files';
  const directory = opts.directory ?? (await mkdtemp(join(tmpdir(), 'haat-s3-')));
  const server = new S3rver({ address: '127.0.0.1', port: opts.port ?? 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let closing: Promise<void> | undefined;
  const options: S3Options = { bucket, endpoint, forcePathStyle: true, region: 'us-east-1', credentials: SANDBOX_CREDENTIALS };
  return {
    endpoint,
    bucket,
    options,
    storage: (extra = {}) => s3Storage({ ...options, ...extra }),
    close: async () => {
      closing ??= server.close();
      await closing;
      if (!opts.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.S3_SANDBOX_PORT || 4569);
  const sandbox = await startS3Sandbox({ port, directory: join(process.env.DATA_DIR || '.data', 's3-sandbox') });
  console.log(`[s3 sandbox] ${sandbox.endpoint}, bucket ${sandbox.bucket} (AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER)`);
}
