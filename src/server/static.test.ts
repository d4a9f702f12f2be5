import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from './precompress.ts';
import { createPrecompressedHandler } from './static.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
let dir: string;
let server: Server;
let base: string;

/** A raw GET (fetch would undo the encoding): status, headers and the body bytes as sent. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    request(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'haat-static-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/page.abc123.js'), script);
  writeFileSync(join(dir, '_astro/font.woff2'), 'not compressible');
  await compressDirectory(dir);
  const handler = createPrecompressedHandler(dir);
  server = createServer((req, res) => {
    if (handler(req, res)) return;
    res.setHeader('X-Fell-Through', '1');
    res.end('plain');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pre-compressed static files', () => {
  it('sends the brotli twin to a browser that takes brotli, with its type and Vary', async () => {
    const response = await fetch(`${base}/_astro/page.abc123.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(script); // fetch decodes it
  });

  it('sends the gzip twin when brotli is not accepted, smaller than the file', async () => {
    const { headers, body } = await get('/_astro/page.abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/_astro/page.abc123.js', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    const again = await get('/_astro/page.abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('leaves a browser without compression, and files without twins, to the next handler', async () => {
    const plain = await get('/_astro/page.abc123.js');
    expect(plain.headers['x-fell-through']).toBe('1');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const font = await get('/_astro/font.woff2', { 'Accept-Encoding': 'br' });
    expect(font.headers['x-fell-through']).toBe('1');
    expect(font.headers['content-encoding']).toBeUndefined();
  });
});
