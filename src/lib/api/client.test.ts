import { describe, expect, it } from 'vitest';
import { toQueryString } from './client.ts';
import { caught, client, fakeFetch, json } from './client-test-helpers.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';

describe('createClient', () => {
  it('sends the bearer token and asks for JSON', async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: true }));
    const { api } = client(fetch, { token: 'tok-123' });
    await expect(api.get('/admin/sellers/user')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/admin/sellers/user');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
    expect(calls[0]!.headers.has('x-secondary')).toBe(false);
  });

  it('asks a Store API over plain http for uncompressed answers, and leaves https to negotiate', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}), json(200, {}));
    await client(fetch).api.get('/health');
    expect(calls[0]!.headers.get('accept-encoding')).toBe('identity');
    await client(fetch, { baseUrl: 'https://api.example.com' }).api.get('/health');
    expect(calls[1]!.headers.has('accept-encoding')).toBe(false);
  });

  it('sends no authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await client(fetch).api.get('/health');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(json(201, { id: 'p1' }));
    const { api } = client(fetch);
    await expect(api.post('/admin/products', { name: 'Shari', price: 150000 })).resolves.toEqual({ id: 'p1' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(calls[0]!.body ?? '')).toEqual({ name: 'Shari', price: 150000 });
  });

  it('sends FormData as multipart, not as JSON', async () => {
    const calls: RequestInit[] = [];
    const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(init);
      return json(201, { uploaded: 1 });
    }) as typeof globalThis.fetch;
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await expect(client(fetch).api.post('/admin/files', form)).resolves.toEqual({ uploaded: 1 });
    expect(calls[0]!.body).toBe(form);
    expect(new Headers(calls[0]!.headers).get('content-type')).toBeNull();
  });

  it('adds the query string to GET requests, leaving out empty values', async () => {
    const { fetch, calls } = fakeFetch(json(200, []));
    await client(fetch).api.get('/admin/orders', { status: 'pending', page: 2, q: '', tag: undefined });
    expect(calls[0]!.url).toBe('http://api.test/admin/orders?status=pending&page=2');
  });

  it('marks requests of the secondary client with x-secondary: true', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    await client(fetch, { secondary: true }).api.get('/apps');
    expect(calls[0]!.headers.get('x-secondary')).toBe('true');
  });

  it('retries a GET exactly once on 503, then returns the answer', async () => {
    const { fetch, calls } = fakeFetch(json(503, { message: 'busy' }), json(200, { id: 'o1' }));
    await expect(client(fetch).api.get('/admin/orders/o1')).resolves.toEqual({ id: 'o1' });
    expect(calls).toHaveLength(2);
  });

  it('gives up on a GET after one retry when the API stays down', async () => {
    const { fetch, calls } = fakeFetch(json(503, {}), json(503, {}), json(200, {}));
    const { api, log } = client(fetch);
    const error = await caught(api.get('/admin/orders'));
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(2);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('retries a GET once after a network error', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('fetch failed'), json(200, { ok: 1 }));
    await expect(client(fetch).api.get('/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it.each(['post', 'patch'] as const)('never retries a %s on 503', async (method) => {
    const { fetch, calls } = fakeFetch(json(503, {}), json(200, {}));
    const error = await caught(client(fetch).api[method]('/admin/orders', { a: 1 }));
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('retries a PUT once on 503', async () => {
    const { fetch, calls } = fakeFetch(json(503, {}), json(200, { saved: true }));
    await expect(client(fetch).api.put('/admin/x', {})).resolves.toEqual({ saved: true });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 404', async () => {
    const { fetch, calls } = fakeFetch(json(404, { message: 'Order not found', code: 'NOT_FOUND' }), json(200, {}));
    const error = await caught(client(fetch).api.get('/admin/orders/nope'));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 404, message: 'Order not found', code: 'NOT_FOUND' });
  });

  it("turns a failed answer into an ApiError with the server's message, code and fields", async () => {
    const body = { message: 'Please check the form.', code: 'VALIDATION', fields: { email: 'Enter a valid e-mail.' } };
    const { fetch } = fakeFetch(json(422, body));
    const error = await caught(client(fetch).api.post('/auth/request', { email: 'x' }));
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      message: 'Please check the form.',
      code: 'VALIDATION',
      fields: body.fields,
    });
    expect(error.isUnavailable).toBe(false);
  });

  it("turns a network error into ApiError 503 'API_UNAVAILABLE'", async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const error = await caught(client(fetch).api.post('/auth/sellers/login', {}));
    expect(error).toMatchObject({ status: 503, code: 'API_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    expect(error.isUnavailable).toBe(true);
  });

  it("logs each failure once with the label 'API Error'", async () => {
    const { fetch } = fakeFetch(json(400, { message: 'Bad shop id' }));
    const { api, log } = client(fetch);
    await caught(api.post('/admin/seller/change-shop', { shopId: '' }));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'API Error',
      expect.objectContaining({ method: 'POST', path: '/admin/seller/change-shop', status: 400, message: 'Bad shop id' }),
    );
  });

  it('logs nothing when the call succeeds', async () => {
    const { fetch } = fakeFetch(json(200, {}));
    const { api, log } = client(fetch);
    await api.get('/x');
    expect(log).not.toHaveBeenCalled();
  });

  it('returns undefined for 204 No Content', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(client(fetch).api.delete('/admin/products/p1')).resolves.toBeUndefined();
  });

  it('turns a request that never answers into an ApiError after the timeout', async () => {
    const { fetch, calls } = fakeFetch('hang');
    const { api, log } = client(fetch, { timeoutMs: 50 });
    const started = Date.now();
    const error = await caught(api.post('/slow', {}));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.status).toBe(503);
    expect(error.code).toBe('API_UNAVAILABLE');
    expect(calls).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('API Error', expect.objectContaining({ path: '/slow' }));
  });

  it('gives the retry of a timed-out GET its own deadline', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const { fetch: hanging } = fakeFetch('hang');
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      signals.push(init.signal);
      if (signals.length === 1) return hanging(input, init);
      init.signal?.throwIfAborted();
      return json(200, { second: true });
    }) as typeof globalThis.fetch;
    await expect(client(fetch, { timeoutMs: 50 }).api.get('/slow-then-fine')).resolves.toEqual({ second: true });
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
  });
});

describe('toQueryString', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: '', b: null, c: undefined }, ''],
    [{ page: 1, active: false }, '?page=1&active=false'],
    [{ q: 'a b&c' }, '?q=a+b%26c'],
  ])('turns %o into %j', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});
