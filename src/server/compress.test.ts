import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compress.ts';

const html = `<!doctype html><title>Orders</title>${'<tr><td>Order #1001</td><td>৳1,234.50</td></tr>'.repeat(200)}`;

function page(headers: Record<string, string> = {}, body: string = html, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/orders', { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressResponse', () => {
  it('compresses a page with brotli when the browser takes it, keeping status and headers', async () => {
    const response = compressResponse(request('gzip, deflate, br'), page({ 'X-Frame-Options': 'DENY' }, html, 422));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('falls back to gzip', async () => {
    const response = compressResponse(request('gzip, deflate'), page());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
  });

  it('sends the body as it is to a browser that takes no compression, still varying on the header', async () => {
    const response = compressResponse(request(), page());
    expect(response.headers.get('content-encoding')).toBe(null);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(html);
  });

  it('leaves images, tiny bodies, HEAD requests and encoded bodies alone', () => {
    const image = new Response('png', { headers: { 'Content-Type': 'image/png' } });
    expect(compressResponse(request('br'), image)).toBe(image);
    const small = page({ 'Content-Length': '5' }, 'hello');
    expect(compressResponse(request('br'), small).headers.get('content-encoding')).toBe(null);
    const head = page();
    expect(compressResponse(request('br', 'HEAD'), head)).toBe(head);
    const encoded = page({ 'Content-Encoding': 'gzip' });
    expect(compressResponse(request('br'), encoded)).toBe(encoded);
  });

  it('compresses JSON answers too', () => {
    const json = new Response(JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ i })) }), {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(compressResponse(request('gzip'), json).headers.get('content-encoding')).toBe('gzip');
  });
});
