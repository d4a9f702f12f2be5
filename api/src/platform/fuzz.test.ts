/**
 * Odd input never gets a 500 (issue 9 item 6): every route of the Store API (read from `app.routes`, so
 * areas added later are covered without touching this file) gets NUL characters, broken JSON, huge
 * numbers, wrong types and impossible dates, in its body and its query. Any 5xx fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { NUL_MESSAGE } from './input-guards.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const generous = { limit: 100_000, windowSeconds: 60 };
  app = createApp(t.db, {
    log: (line) => t.logs.push(line),
    throttle: {
      limits: { auth: generous, adminWrites: generous, loginPair: generous, loginClient: generous, signup: generous, resetMail: generous },
    },
  });
  token = await t.login('owner@haat.test');
}, 180_000);
afterAll(() => t.close());

/** Field names the routes read; each odd body sets all of them. */
const FIELDS = [
  'title',
  'name',
  'email',
  'phone',
  'password',
  'token',
  'shopName',
  'body',
  'note',
  'reason',
  'status',
  'ids',
  'id',
  'productId',
  'variantId',
  'change',
  'quantity',
  'price',
  'csv',
  'dryRun',
  'op',
  'collectionId',
  'shopId',
  'fileId',
  'amount',
  'courier',
  'tracking',
  'tags',
  'notes',
  'code',
  'value',
  'legalName',
  'district',
  'postcode',
  'media',
  'variants',
  'options',
  'rules',
  'lowStockThreshold',
  'version',
  'from',
  'to',
  'plan',
  'period',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));

const BODIES: [string, string][] = [
  ['broken JSON', '{"title": "Sari", '],
  ['NUL in every field', every('Sari\u0000<script>')],
  ['NUL in a key', JSON.stringify({ 'ti\u0000tle': 'x' })],
  ['huge numbers', every(1e308)],
  ['unsafe integers', '{"quantity": 9007199254740993, "price": 123456789012345678901234567890}'],
  ['negative huge numbers', every(-1e20)],
  ['arrays', every([[], {}, null])],
  ['objects', every({ $gt: '' })],
  ['nulls', every(null)],
  ['booleans', every(true)],
  ['impossible dates', every('2026-02-30')],
  ['a top-level array', '[1,2,3]'],
  ['a top-level string', '"hello"'],
  ['a top-level null', 'null'],
  ['empty', ''],
];

const QUERIES = [
  'q=%00',
  'q=a%00b&status=%00',
  'from=2026-02-30&to=2026-13-45',
  'from=0000-00-00&to=0000-00-00',
  'page=1e308&limit=-1',
  'page=abc&limit=99999999999999999999',
  'sort=%27%3B%20drop%20table%20products&status[]=a&status[]=b',
  'ids=%00,x&range=-999999',
];

/** Every concrete route: params filled in, the session's own logout left out (it would end the session). */
function routes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const list: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const path = route.path
      .replace(/:key\{[^}]*\}/g, 'abc/def.webp')
      .replace(/:slot/g, 'logo')
      .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '00000000-0000-0000-0000-000000000000');
    const key = `${route.method} ${path}`;
    if (seen.has(key) || path === '/auth/logout') continue;
    seen.add(key);
    list.push({ method: route.method, path });
  }
  return list;
}

const send = async (method: string, path: string, body?: string) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });

describe('odd input on every route', () => {
  it('covers the routes of every area', () => {
    const paths = routes().map((r) => r.path);
    expect(paths.length).toBeGreaterThan(40);
    for (const area of ['/auth/', '/admin/orders', '/admin/products', '/admin/customers', '/admin/files', '/admin/inventory']) {
      expect(paths.some((p) => p.startsWith(area))).toBe(true);
    }
  });

  it('never answers 5xx to odd bodies or queries', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes()) {
      const attempts: [string, string, string | undefined][] = QUERIES.map((q) => [`?${q}`, `${path}?${q}`, undefined]);
      if (method !== 'GET' && method !== 'HEAD') for (const [label, body] of BODIES) attempts.push([label, path, body]);
      for (const [label, url, body] of attempts) {
        const res = await send(method, url, body);
        if (res.status >= 500) failures.push(`${method} ${url} (${label}) → ${res.status} ${(await res.text()).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(t.logs.filter((line) => line.startsWith('Unexpected error'))).toEqual([]);
  }, 600_000);
});

describe('NUL characters', () => {
  it('are a 400 with a clear message in a JSON body', async () => {
    const res = await send('POST', '/admin/customers', JSON.stringify({ name: 'Rah\u0000ima', phone: '01711000000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'INVALID_CHARACTERS', message: NUL_MESSAGE });
  });

  it('are a 400 in a query string', async () => {
    const res = await send('GET', '/admin/orders?q=%00');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });
});

describe('impossible dates in the orders filter', () => {
  it.each(['2026-02-30', '2026-13-45', '0000-00-00'])('%s is a 400 field error', async (date) => {
    const res = await send('GET', `/admin/orders?from=${date}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { from: expect.stringContaining('does not exist') } });
  });
});
