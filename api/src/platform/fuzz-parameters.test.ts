/**
 * Odd path and query parameters never get a 500 (issue 22 item 3): every operation of the app's own OpenAPI document
 * (GET /openapi.json, so an operation added later is covered without touching this file) gets NUL and other control
 * characters, very long values, `../`, unicode and SQL metacharacters in each of its path parameters and in all its
 * query parameters. Any 5xx fails; a value no id can hold is a 400 naming the parameter (platform/input-guards.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { INVALID_PATH_PARAMETER } from '../../../contract/errors.ts';
import { PATH_PARAMETER_MAX } from './input-guards.ts';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let token: string;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const generous = { limit: 100_000, windowSeconds: 60 };
  app = createApp(t.db, {
    log: (line) => logs.push(line),
    throttle: {
      limits: { auth: generous, adminWrites: generous, loginPair: generous, loginClient: generous, signup: generous, resetMail: generous },
    },
  });
  token = await t.login('owner@haat.test');
}, 180_000);
afterAll(() => t.close());

/** Values no id, handle, token or key can hold: each is a 400 naming the parameter. */
const REFUSED = [
  'a\u0000b',
  '\u0000',
  'a\u0001b',
  '\u001b[31mred',
  'a\r\nb',
  'tab\there',
  '\u007f',
  '\u0085',
  'a'.repeat(PATH_PARAMETER_MAX + 1),
  'x'.repeat(20_000),
];
/** Odd but harmless values: each is anything but a 5xx (mostly 404). */
const ODD = [
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  'ক্রেতা',
  '😀',
  '\u202eevil',
  '\ufeffbom',
  "1' OR '1'='1",
  '1; DROP TABLE orders;--',
  '\\',
  '"',
  '*',
  ' ',
  '$gt',
  '-1',
  '1e308',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(PATH_PARAMETER_MAX),
];
/** Raw (not percent-encoded again) path text: broken escapes and invalid UTF-8. */
const RAW_PATH = ['%FF', '%E0%A4', '%', '%zz', '%C0%AF'];

type Parameter = { name: string; in: 'path' | 'query' };
type Operation = { method: string; path: string; parameters: Parameter[] };

async function operations(): Promise<Operation[]> {
  const document = (await (await app.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [] })),
  );
}

/** A plausible value for the parameters not under test. */
const filler = (name: string) => (name === 'slot' ? 'logo' : name === 'key' ? 'abc/def.webp' : '00000000-0000-0000-0000-000000000000');

/** `path` with `odd` (already encoded) in parameter `name` and fillers elsewhere. */
const fill = (path: string, name: string | undefined, odd: string) =>
  path.replace(/\{([A-Za-z_]+)\}/g, (_, p: string) => (p === name ? odd : encodeURIComponent(filler(p))));

const send = (method: string, url: string) =>
  app.request(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : '{}',
  });

const label = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value);

describe('odd path parameters on every operation', () => {
  it('covers the operations of every area with path parameters', async () => {
    const withPath = (await operations()).filter((op) => op.parameters.some((p) => p.in === 'path'));
    expect(withPath.length).toBeGreaterThan(60);
    for (const area of [
      '/admin/orders/{id}',
      '/admin/products/{id}',
      '/admin/pages/{id}',
      '/admin/domains/{id}',
      '/auth/invitations/{token}',
    ]) {
      expect(withPath.some((op) => op.path.startsWith(area))).toBe(true);
    }
  });

  it('refuses values no id can hold with a 400 naming the parameter, and never answers 5xx', async () => {
    const failures: string[] = [];
    for (const op of await operations()) {
      if (op.path === '/auth/logout') continue; // would end the session under test
      for (const { name } of op.parameters.filter((p) => p.in === 'path')) {
        for (const value of REFUSED) {
          const url = fill(op.path, name, encodeURIComponent(value));
          const res = await send(op.method, url);
          const body = (await res.json().catch(() => null)) as { code?: string; message?: string; fields?: Record<string, string> } | null;
          // 404 when no route matches at all (a newline never matches `:key{.+}`)
          const refused = res.status === 400 ? Boolean(body?.fields?.[name]) : res.status === 404 && body?.code === 'NOT_FOUND';
          if (!refused || !body?.message) {
            failures.push(`${op.method} ${op.path} ${name}=${label(value)} → ${res.status} ${JSON.stringify(body)?.slice(0, 160)}`);
          }
        }
        for (const value of [...ODD.map(encodeURIComponent), ...RAW_PATH]) {
          const res = await send(op.method, fill(op.path, name, value));
          if (res.status >= 500)
            failures.push(`${op.method} ${op.path} ${name}=${label(value)} → ${res.status} ${(await res.text()).slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(logs.filter((line) => line.startsWith('Unexpected error'))).toEqual([]);
  }, 600_000);

  it('answers GET /admin/orders/a%00b with a field error, not a database error', async () => {
    const res = await send('GET', '/admin/orders/a%00b');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: INVALID_PATH_PARAMETER, fields: { id: expect.stringContaining('control characters') } });
  });
});

describe('odd query parameters on every operation', () => {
  it('never answers 5xx, whatever every query parameter holds', async () => {
    const failures: string[] = [];
    for (const op of await operations()) {
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      if (!names.length) continue;
      const path = op.path.replace(/\{([A-Za-z_]+)\}/g, (_, p: string) => encodeURIComponent(filler(p)));
      for (const value of [...REFUSED, ...ODD]) {
        const search = names.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        const res = await send(op.method, `${path}?${search}`);
        if (res.status >= 500)
          failures.push(`${op.method} ${op.path}?…=${label(value)} → ${res.status} ${(await res.text()).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(logs.filter((line) => line.startsWith('Unexpected error'))).toEqual([]);
  }, 600_000);
});
