import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { ListQuerySchema } from '../../../contract/list.ts';
import { jsonBody, query } from './validate.ts';

// A bare app with the same error shape as app.ts, so validate.ts is tested on its own.
const app = new Hono();
app.post('/body', async (c) => c.json(await jsonBody(c, z.object({ item: z.object({ qty: z.number({ error: 'Enter a quantity' }) }) }))));
app.get('/list', (c) => c.json(query(c, ListQuerySchema)));
app.onError((error, c) => (error instanceof HttpError ? c.json(error.toJSON(), error.status) : c.json({ crash: true }, 500)));

describe('jsonBody', () => {
  it('joins nested field paths with dots', async () => {
    const res = await app.request('/body', { method: 'POST', body: '{"item":{}}' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ 'item.qty': 'Enter a quantity' });
  });

  it.each(['', 'null', 'nope', '{'])('answers the body %j with 400, never 500', async (body) => {
    const res = await app.request('/body', { method: 'POST', body });
    expect(res.status).toBe(400);
  });
});

describe('query with ListQuerySchema', () => {
  it('defaults to page 1 of 10', async () => {
    expect(await (await app.request('/list')).json()).toEqual({ page: 1, limit: 10 });
  });

  it('reads numbers from the query string', async () => {
    expect(await (await app.request('/list?page=3&limit=25&q=%20tea%20&sort=-name')).json()).toEqual({
      page: 3,
      limit: 25,
      q: 'tea',
      sort: '-name',
    });
  });

  it.each([
    ['page=0', 'page', 'Page starts at 1'],
    ['page=abc', 'page', 'Page must be a number'],
    ['limit=1000', 'limit', 'Limit must be at most 100'],
  ])('refuses %s with a message for %s', async (qs, field, message) => {
    const res = await app.request(`/list?${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ [field]: message });
  });
});
