import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listAnswerSchema, TimestampSchema } from '../../../contract/list.ts';
import { caught, client, fakeFetch, json } from './client-test-helpers.ts';

describe('answers checked against the contract', () => {
  const Order = z.object({ id: z.string(), total: z.number(), placedAt: TimestampSchema });
  const Orders = listAnswerSchema(Order);

  it('resolves to the parsed answer, timestamps as Dates', async () => {
    const { fetch } = fakeFetch(json(200, { response: [{ id: 'o1', total: 1200, placedAt: '2026-11-21T10:00:00.000Z' }], count: 1 }));
    const answer = await client(fetch).api.get(Orders, '/admin/orders', { page: 1 });
    expect(answer).toEqual({ response: [{ id: 'o1', total: 1200, placedAt: new Date('2026-11-21T10:00:00.000Z') }], count: 1 });
  });

  it('turns a wrong shape into ApiError 502 naming the call and the field, and logs it once', async () => {
    const { fetch } = fakeFetch(json(200, { response: [{ id: 'o1', total: '1200', placedAt: '2026-11-21T10:00:00.000Z' }], count: 1 }));
    const { api, log } = client(fetch);
    const error = await caught(api.get(Orders, '/admin/orders'));
    expect(error).toMatchObject({ status: 502, code: 'API_UNEXPECTED_SHAPE' });
    expect(error.message).toMatch(/^The Store API answered GET \/admin\/orders with an unexpected shape: response\.0\.total: .*number/);
    expect(error.isUnavailable).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('API Error', expect.objectContaining({ method: 'GET', path: '/admin/orders', status: 502 }));
  });

  it('says how many more fields are wrong, and checks the answers of writes too', async () => {
    const { fetch } = fakeFetch(json(200, { id: 7 }));
    const error = await caught(client(fetch).api.post(Order, '/admin/orders/o1/status', { status: 'confirmed' }));
    expect(error.message).toMatch(
      /^The Store API answered POST \/admin\/orders\/o1\/status with an unexpected shape: id: .* \(and 2 more\)$/,
    );
  });

  it('refuses an empty answer where the contract expects one', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 200 }));
    const error = await caught(client(fetch).api.get(Order, '/admin/orders/o1'));
    expect(error.message).toMatch(/^The Store API answered GET \/admin\/orders\/o1 with an unexpected shape: /);
  });
});

describe('download', () => {
  it('hands back the unread response of a file, with the token and the query', async () => {
    const { fetch, calls } = fakeFetch(
      new Response('Order,Total\r\n#1,12.00\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const response = await client(fetch, { token: 'tok' }).api.download('/admin/orders/export.csv', { status: 'pending', q: '' });
    expect(calls[0]!.url).toBe('http://api.test/admin/orders/export.csv?status=pending');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(await response.text()).toBe('Order,Total\r\n#1,12.00\r\n');
  });

  it('maps failures like every call: the server message, and 503 when it is down', async () => {
    const refused = fakeFetch(json(403, { message: 'You need the orders permission', code: 'FORBIDDEN' }));
    expect(await caught(client(refused.fetch).api.download('/admin/orders/export.csv'))).toMatchObject({
      status: 403,
      message: 'You need the orders permission',
    });
    const down = fakeFetch(new TypeError('fetch failed'));
    const { api, log } = client(down.fetch);
    expect(await caught(api.download('/admin/customers/export.csv'))).toMatchObject({ status: 503, code: 'API_UNAVAILABLE' });
    expect(log).toHaveBeenCalledWith('API Error', expect.objectContaining({ method: 'GET', path: '/admin/customers/export.csv' }));
  });

  it('is retried once when the Store API answers 503, as every GET is', async () => {
    const { fetch, calls } = fakeFetch(json(503, {}), new Response('Order\r\n', { status: 200 }));
    const response = await client(fetch).api.download('/admin/orders/export.csv');
    expect(calls).toHaveLength(2);
    expect(await response.text()).toBe('Order\r\n');
  });

  it('gives a download a longer deadline than a JSON call', async () => {
    const { fetch } = fakeFetch('hang');
    const error = await Promise.race([
      caught(client(fetch, { timeoutMs: 20 }).api.download('/admin/products/export')),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(error).toBe('still waiting');
  });
});

describe('upload (postForm)', () => {
  it('maps a refusal like every call and never retries it', async () => {
    const { fetch, calls } = fakeFetch(
      json(422, { message: 'That file is not an image', code: 'VALIDATION' }),
      json(503, {}),
      json(200, {}),
    );
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    expect(await caught(client(fetch).api.postForm('/admin/files', form))).toMatchObject({
      status: 422,
      message: 'That file is not an image',
    });
    expect(await caught(client(fetch).api.postForm('/admin/files', form))).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });
});
