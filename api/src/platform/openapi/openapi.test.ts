/**
 * The OpenAPI document cannot drift from the app: every route of the app (from `app.routes`) is described with the
 * same method and path, nothing described is missing from the app, and the seeded app's answers to every GET fit
 * the documented answer schemas.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { AnswerDriftError, checkAnswers } from '../../../test/answers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { AppEnv } from '../env.ts';
import { buildOpenApiDocument } from './document.ts';
import { findRoute, isJsonAnswer, openApiPath } from './registry.ts';
import { describedRoutes } from './routes/index.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('owner@haat.test');
}, 120_000);
afterAll(() => t.close());

/** The app's routes: middleware entries (method ALL) and the /internal control routes left out. */
const appRoutes = () => [
  ...new Set(t.app.routes.filter((r) => r.method !== 'ALL' && !r.path.startsWith('/internal')).map((r) => `${r.method} ${r.path}`)),
];

describe('the OpenAPI document', () => {
  it('describes every route of the app with its method and path, and nothing the app does not have', () => {
    const described = new Set(describedRoutes.map((r) => `${r.method} ${r.path}`));
    const undescribed = appRoutes().filter((name) => !described.has(name));
    expect(undescribed, 'routes without a describeRoute() in api/src/platform/openapi/routes/').toEqual([]);
    const stale = [...described].filter((name) => !appRoutes().includes(name));
    expect(stale, 'described routes the app does not have').toEqual([]);
    expect(described.size, 'a route described twice').toBe(describedRoutes.length);
  });

  it('is OpenAPI 3.1 with the bearer scheme, the shared error shape and every operation', () => {
    const doc = buildOpenApiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string; in: string }[] }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: { Error: { required: string[] } } };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error.required).toEqual(['message', 'code']);
    for (const route of describedRoutes) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(op!.responses).some((s) => s.startsWith('2'))).toBe(true);
      for (const [, name] of route.path.matchAll(/:([A-Za-z_]+)/g))
        expect(op!.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
    }
    const order = doc.paths['/admin/orders/{id}']!.get!;
    expect(order.responses['404']).toEqual({ $ref: '#/components/responses/Error404' });
  });

  it('is served at /openapi.json and as a reference page at /docs, without a session', async () => {
    const json = await t.get('/openapi.json');
    expect(json.status).toBe(200);
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const page = await t.get('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/admin/orders/{id}');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('the seeded app’s answers fit the documented answer schemas', () => {
  it('for every GET route, with ids of the active shop in the path', async () => {
    const one = async (table: string) => {
      const { rows } = (await t.db.execute(
        sql`select t.id::text as id from ${sql.identifier(table)} t join sessions s on s.active_shop_id = t.shop_id order by s.created_at desc limit 1`,
      )) as unknown as { rows: { id: string }[] };
      return rows[0]?.id;
    };
    const ids: Record<string, string | undefined> = {
      orders: await one('orders'),
      customers: await one('customers'),
      products: await one('products'),
      collections: await one('collections'),
      files: await one('files'),
      'promo-codes': await one('promo_codes'),
      plans: 'default',
      invoices: await one('subscription_invoices'),
    };
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of describedRoutes.filter((r) => r.method === 'GET' && isJsonAnswer(r.answer) && !r.public)) {
      const segments = route.path.split('/');
      const path = segments.map((s, i) => (s.startsWith(':') ? (ids[segments[i - 1]!] ?? '') : s)).join('/');
      if (path.includes('//') || path.endsWith('/')) continue; // no record of that kind in the demo shop
      const query: Record<string, string> = {
        '/admin/orders/print': `ids=${ids.orders}`,
        '/admin/orders/risk': 'phone=01711111111',
        '/admin/analytics': 'from=2026-01-01&to=2026-01-31',
        // Steadfast has no price call: the quote answers null without reaching the courier.
        '/admin/consignments/orders/:orderId/quote': 'courier=steadfast',
        // Steadfast takes the address as text: no places of its own, answered without reaching the courier.
        '/admin/consignments/orders/:orderId/places': 'courier=steadfast',
      };
      const res = await t.get(query[route.path] ? `${path}?${query[route.path]}` : path, token);
      if (res.status !== 200) {
        mismatches.push(`${route.method} ${route.path}: ${res.status}`);
        continue;
      }
      expect(findRoute(describedRoutes, 'GET', path)).toBe(route);
      const parsed = (route.answer as import('zod').ZodType).safeParse(await res.json());
      checked++;
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
        mismatches.push(`${route.method} ${route.path}: ${issues.join('; ')}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  }, 120_000);
});

describe('write answers fit the documented schemas', () => {
  it('for every PUT/PATCH that takes back what its GET answers (a round trip)', async () => {
    checkAnswers(t.app, { methods: ['PUT', 'PATCH'] }); // throws AnswerDriftError on a 2xx answer that does not fit
    const ids: Record<string, string> = {};
    for (const [segment, list] of [
      ['products', '/admin/products'],
      ['collections', '/admin/collections'],
      ['customers', '/admin/customers'],
      ['promo-codes', '/admin/promo-codes'],
    ] as const) {
      const res = await t.get(list, token);
      const first = ((await res.json()) as { response: { id: string }[] }).response[0];
      if (first) ids[segment] = first.id;
    }
    ids.plans = 'default';
    const saved: string[] = [];
    for (const route of describedRoutes.filter((r) => r.method === 'PUT' || r.method === 'PATCH')) {
      if (!describedRoutes.some((r) => r.method === 'GET' && r.path === route.path)) continue;
      const segments = route.path.split('/');
      const path = segments.map((s, i) => (s.startsWith(':') ? (ids[segments[i - 1]!] ?? '') : s)).join('/');
      if (path.endsWith('/')) continue;
      const current = await t.get(path, token);
      if (current.status !== 200) continue;
      const res = await t.send(route.method, path, token, await current.json());
      if (res.ok) saved.push(`${route.method} ${route.path}`);
    }
    expect(saved.length).toBeGreaterThan(5);
  });
});

describe('checkAnswers (createTestApp)', () => {
  it('fails a request whose 2xx answer does not fit the documented schema, naming the route', async () => {
    const drifted = new Hono<AppEnv>();
    drifted.get('/admin/orders/:id', (c) => c.json({ id: 1, total: 'a lot' }));
    drifted.get('/admin/orders/print', (c) => c.json({ shop: null, orders: 'none' }));
    drifted.get('/admin/customers/:id', (c) => c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    checkAnswers(drifted);
    await expect(drifted.request('/admin/orders/abc')).rejects.toThrow(AnswerDriftError);
    await expect(drifted.request('/admin/orders/abc')).rejects.toThrow(/GET \/admin\/orders\/:id answered a shape/);
    await expect(drifted.request('/admin/orders/print?ids=a')).rejects.toThrow(/GET \/admin\/orders\/print/);
    expect((await drifted.request('/admin/customers/gone')).status).toBe(404); // only 2xx answers are checked
  });
});
