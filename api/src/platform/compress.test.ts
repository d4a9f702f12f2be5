import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptsCompression } from './compress.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const list = (acceptEncoding?: string) =>
  t.app.request('/admin/orders?limit=50', {
    headers: { authorization: `Bearer ${owner}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('gzips a JSON answer for a caller that accepts gzip, and says it varies on Accept-Encoding', async () => {
    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBe(null);
    const plainBytes = Buffer.from(await plain.arrayBuffer());

    const res = await list('gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(plainBytes.length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(JSON.parse(plainBytes.toString()));
  });

  it.each(['identity', 'gzip;q=0', 'br'])('sends JSON uncompressed to a caller asking %s, the same answer', async (accept) => {
    const res = await list(accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(null);
    // Sent as the route wrote it: the compress middleware, skipped, added no Vary (which copied every answer).
    expect(res.headers.get('vary')).toBe(null);
    expect(((await res.json()) as { response: unknown[] }).response.length).toBeGreaterThan(0);
  });

  it('sends stored images as they are', async () => {
    const files = (await (await t.get('/admin/files?kind=image&limit=1', owner)).json()) as { response: { url: string }[] };
    const url = files.response[0]?.url;
    expect(url).toBeDefined();
    const res = await t.app.request(url!.replace(/^\/media/, '/files'), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(null);
  });
});

describe('acceptsCompression', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['deflate', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0, deflate;q=0.5', true],
    ['identity, *;q=0', false],
    ['*', true],
  ])('%s → %s', (header, accepts) => {
    expect(acceptsCompression(header)).toBe(accepts);
  });
});
