import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageDeadline } from '../page-deadline.ts';
import { createClient } from './client.ts';
import { ApiError } from './errors.ts';
import { httpTransport } from './transport.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  port: number;
}

/** A Store API stand-in on a free port: records each request and answers with `answer`, which tests swap. */
let answer: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: Seen[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, port: req.socket.remotePort! });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reply = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const fresh = () => seen.splice(0);

describe('httpTransport', () => {
  it('sends the method, headers and body, and answers the status and the whole text (Bangla split across chunks)', async () => {
    fresh();
    const text = JSON.stringify({ name: 'শাপলা নকশিকাঁথা'.repeat(2000) });
    answer = (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      // Split inside a Bangla letter's bytes: the text must still come back whole.
      const bytes = Buffer.from(text);
      res.write(bytes.subarray(0, 11));
      res.end(bytes.subarray(11));
    };
    const body = JSON.stringify({ title: 'জামদানি' });
    const got = await httpTransport({ method: 'POST', url: `${base}/admin/x?a=1`, headers: { 'x-test': 'yes' }, body, timeoutMs: 5000 });
    expect(got).toEqual({ status: 201, text });
    const [request] = fresh();
    expect(request).toMatchObject({ method: 'POST', url: '/admin/x?a=1', body });
    expect(request!.headers['x-test']).toBe('yes');
    expect(request!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('keeps the connection for the next call', async () => {
    fresh();
    answer = reply(200, {});
    await httpTransport({ method: 'GET', url: `${base}/a`, headers: {}, timeoutMs: 5000 });
    await httpTransport({ method: 'GET', url: `${base}/b`, headers: {}, timeoutMs: 5000 });
    const [first, second] = fresh();
    expect(second!.port).toBe(first!.port);
  });

  it('gives up after its timeout, and the page deadline ends it sooner', async () => {
    answer = () => {}; // never answers
    await expect(httpTransport({ method: 'GET', url: `${base}/hang`, headers: {}, timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const started = performance.now();
    const underDeadline = withPageDeadline(() => httpTransport({ method: 'GET', url: `${base}/hang`, headers: {}, timeoutMs: 60_000 }), 50);
    await expect(underDeadline).rejects.toBeDefined();
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('fails when nothing listens', async () => {
    await expect(httpTransport({ method: 'GET', url: 'http://127.0.0.1:9/x', headers: {}, timeoutMs: 5000 })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

describe('the client over plain http (httpTransport)', () => {
  const api = (options: { token?: string; timeoutMs?: number } = {}) =>
    createClient({ baseUrl: `${base}/`, retryDelayMs: 0, log: () => {}, ...options });

  it('sends the token, asks for uncompressed JSON and posts JSON', async () => {
    fresh();
    answer = reply(200, { ok: true });
    await expect(api({ token: 'tok-1' }).post('/admin/products', { price: 150000 })).resolves.toEqual({ ok: true });
    const [request] = fresh();
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      accept: 'application/json',
      'accept-encoding': 'identity',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({ price: 150000 });
  });

  it('retries a GET once on 503, never a POST', async () => {
    fresh();
    let calls = 0;
    answer = (req, res) => reply(++calls === 1 ? 503 : 200, { calls })(req, res);
    await expect(api().get('/admin/orders')).resolves.toEqual({ calls: 2 });
    calls = 0;
    fresh();
    await expect(api().post('/admin/orders', {})).rejects.toMatchObject({ status: 503 });
    expect(fresh()).toHaveLength(1);
  });

  it("answers a refusal as ApiError with the API's message, code and fields", async () => {
    answer = reply(422, { message: 'Please check the form.', code: 'VALIDATION', fields: { price: 'Enter a price' } });
    const error = await api()
      .put('/admin/products/p1', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', fields: { price: 'Enter a price' } });
  });

  it('turns a timeout into the 503 of an unreachable API, after one retry of a GET', async () => {
    fresh();
    answer = () => {};
    await expect(api({ timeoutMs: 50 }).get('/slow')).rejects.toMatchObject({ status: 503, code: 'API_UNAVAILABLE' });
    expect(fresh()).toHaveLength(2);
  });

  it('answers undefined for 204', async () => {
    answer = (_req, res) => res.writeHead(204).end();
    await expect(api().delete('/admin/products/p1')).resolves.toBeUndefined();
  });
});
