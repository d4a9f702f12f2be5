/** GET /health answers a load balancer: 200 when the database and the file store answer, 503 naming the one that does not. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { s3Sandbox } from '../../test/storage-drivers.ts';
import type { Db } from './db/client.ts';
import { fsStorage, storage, useStorage, type Storage } from './storage/storage.ts';

let t: TestApp;
let seeded: Storage;
beforeAll(async () => {
  t = await createTestApp();
  seeded = storage();
}, 180_000);
afterAll(() => t.close());
afterEach(() => useStorage(seeded));

describe('GET /health', () => {
  it('is 200 with the database and a bucket that answer, never cached', async () => {
    useStorage((await s3Sandbox()).storage());
    const res = await t.app.request('/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', storageKind: 'bucket' });
  });

  it('is 503 naming the file store when the bucket is unreachable', async () => {
    const gone = await s3Sandbox();
    await gone.close();
    useStorage(gone.storage({ connectionTimeoutMs: 300 }));
    const res = await t.app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Not ready: the file store (bucket) is not reachable.', code: 'UNHEALTHY' });
  });

  it('is 503 when the folder cannot be written', async () => {
    useStorage(fsStorage('/dev/null/files')); // under a file: no folder can be made there
    const res = await t.app.request('/health');
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('Not ready: the file store (folder) is not reachable.');
  });

  it('is 503 naming the database when it does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const res = await createApp(down, { log: () => undefined }).request('/health');
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('Not ready: the database is not reachable.');
  });
});
