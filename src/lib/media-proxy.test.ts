import { describe, expect, it } from 'vitest';
import { proxyStored } from './media-proxy.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="No image available"></svg>';

describe('proxyStored', () => {
  it('streams a stored file with its type and year-long caching', async () => {
    const upstream = new Response(new Uint8Array([1, 2, 3]), {
      headers: {
        'content-type': 'image/webp',
        'content-length': '3',
        'cache-control': 'public, max-age=31536000, immutable',
        'set-cookie': 'x=1',
      },
    });
    const res = await proxyStored('ab/small.webp', async () => upstream);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("passes on the API's 404 placeholder image for a missing image", async () => {
    const upstream = new Response(svg, { status: 404, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
    const res = await proxyStored('ab/medium.webp', async () => upstream);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('No image');
  });

  it.each([
    [404, 'application/json', 404],
    [503, 'application/json', 503],
    [500, 'application/json', 502],
  ])('answers an upstream %i (%s) with %i and no upstream body', async (status, type, expected) => {
    const upstream = new Response('{"message":"x","code":"Y"}', { status, headers: { 'content-type': type } });
    const res = await proxyStored('ab/original.pdf', async () => upstream);
    expect(res.status).toBe(expected);
    expect(await res.text()).not.toContain('code');
  });

  it('is a 502 when the Store API does not answer', async () => {
    const res = await proxyStored('ab/small.webp', () => Promise.reject(new TypeError('fetch failed')));
    expect(res.status).toBe(502);
  });
});
