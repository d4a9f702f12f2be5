/**
 * Cross-shop walk (issue 15 item 3): every `/admin` route of the app, enumerated from `app.routes` so a new route is
 * covered without anyone listing it, is called by the owner of Dhaka Crafts with the ids of another shop (Sylhet Tea
 * House, which the same owner also runs but which is not the active shop) in path params, JSON bodies and `?ids=`.
 *
 * The rule: another shop's ids behave exactly like ids that do not exist. Each call is made twice, once with the
 * other shop's ids and once with fresh random ids in the same places; the status must be the same, a GET answer the
 * same text, and no answer may carry any of the other shop's ids. The other shop's rows (every table with a shop_id
 * column, and their child rows) must be unchanged after each call.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { example } from '../../test/json-schema-example.ts';
import { checksum, idsOf, rowsOf, shopTables, type Tables } from '../../test/shop-rows.ts';
import { createApp, type App } from '../app.ts';
import { jsonSchema } from './openapi/document.ts';
import { describedRoutes } from './openapi/routes/index.ts';

/** Routes that take another shop's id by design, with the reason. */
const EXEMPT: Record<string, string> = {
  'POST /admin/seller/change-shop': "switches between the seller's own shops: Sylhet Tea House is one of them",
  'GET /admin/seller/shop-list': "lists the seller's own shops, Sylhet Tea House among them",
  'POST /admin/earnings/payouts': "takes no id: pays out the active shop's own balance, so the second call finds nothing left (409)",
  'POST /admin/saved-views': 'takes no id (a kind, a name and a query string): the second call repeats the name, a duplicate (409)',
};

/** The table a path segment names: `orders` → orders, `plans` → shipping_plans, `promo-codes` → promo_codes. */
const tableFor = (segment: string, names: string[]) => {
  const name = segment.replace(/-/g, '_');
  return names.find((t) => t === name) ?? names.find((t) => t.endsWith(`_${name}`));
};

/** The id fields a body may carry, from the database's own foreign keys: product_id → productId and productIds. */
const idFields = (tables: string[]) => {
  const fields: [string, string][] = [['shop_id', 'shops']];
  for (const table of tables) fields.push([`${table.replace(/s$/, '')}_id`, table]);
  return fields.flatMap(([column, table]) => {
    const camel = column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    return [
      [camel, table],
      [`${camel}s`, table],
    ] as const;
  });
};

let t: TestApp;
let app: App;
let token: string;
let dhaka: string;
let sylhet: string;
let tables: Tables;
let foreign: Map<string, string>;
let own: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // The same app over the same database, with a write limit no walk reaches.
  app = createApp(t.db, {
    log: (line) => t.logs.push(line),
    throttle: { limits: { adminWrites: { limit: 1_000_000, windowSeconds: 60 } } },
  });
  token = await t.login('owner@haat.test');
  const [d] = await rowsOf(t.db, sql`select id from shops where handle = 'dhaka-crafts'`);
  const [s] = await rowsOf(t.db, sql`select id from shops where handle = 'sylhet-tea-house'`);
  dhaka = String(d!.id);
  sylhet = String(s!.id);
  tables = await shopTables(t.db);
  foreign = await idsOf(t.db, tables, sylhet);
  own = await idsOf(t.db, tables, dhaka);
}, 120_000);
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const activate = (shopId: string) => send('POST', '/admin/seller/change-shop', { shopId });

/** ISO times and the like change between two calls; they are not data of another shop. */
const steady = (text: string) => text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, '<time>');

/** A write's answer with ids and the example values set aside: the other shop's ids and random ones compare equal. */
const same = (text: string) =>
  steady(text)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/cross-shop-walk-\d+|walk\d+@example\.com|WALK\d+|0171\d{7}/g, '<example>')
    .replace(/"version":\d+/g, '"version":0'); // each save raises the record's version

/** The calls of one route: path, `?ids=` and body, with `pick(table)` giving the id put in each place. */
function calls(method: string, pattern: string, pick: (table: string | undefined) => string[], base: unknown) {
  const names = [...foreign.keys()];
  const segments = pattern.split('/').filter(Boolean);
  const paths: string[][] = [[]];
  segments.forEach((segment, i) => {
    const param = segment.startsWith(':');
    const options = param ? pick(tableFor(segments[i - 1] ?? '', names)) : [segment];
    const next = paths.flatMap((p) => options.map((o) => [...p, o]));
    paths.splice(0, paths.length, ...next);
  });
  const scope = [...segments]
    .reverse()
    .map((s) => tableFor(s, names))
    .find(Boolean);
  const ids = pick(scope);
  // The body: the shop's own record (PUT/PATCH) or an example made from the documented body schema, so it passes
  // validation and reaches the lookup; id-like fields (id, ids, productId, variantIds …) carry the ids.
  const made = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const body: Record<string, unknown> = { ...made };
  const idLike = (key: string) => key === 'id' || key === 'ids' || /[a-z]Ids?$/.test(key);
  const extras: (readonly [string, string | undefined])[] = [['id', scope], ['ids', scope], ...idFields(names)];
  const present = Object.keys(made).filter(idLike);
  for (const [field, table] of extras) {
    if (present.length && !present.includes(field)) continue; // a strict body refuses unknown keys
    const picked = pick(table);
    if (!picked[0]) continue;
    body[field] = field === 'ids' ? picked : field.endsWith('s') && !field.endsWith('ss') ? [picked[0]] : picked[0];
  }
  return paths.map((p) => ({
    path: `/${p.join('/')}?ids=${ids.join(',')}`,
    body: method === 'GET' || method === 'DELETE' ? undefined : body,
  }));
}

describe('another shop’s ids on every /admin route', () => {
  it('behave like ids that do not exist, answer none of its data and change none of its rows', async () => {
    const routes = [
      ...new Map(
        app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/admin/')).map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(50);
    const foreignIds = [...new Set(foreign.values())];
    expect(foreign.size, `ids of Sylhet Tea House found in ${[...foreign.keys()].join(', ')}`).toBeGreaterThan(10);
    const before = await checksum(t.db, tables, sylhet);
    const problems: string[] = [];

    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      if (EXEMPT[name]) continue;
      const names = [...foreign.keys()];
      // A PUT/PATCH of one record gets the shop's own record of the same kind as its body, so it passes validation
      // and reaches the lookup.
      let base: unknown;
      const param = route.path.match(/\/([^/]+)\/:[a-z]+$/);
      if ((route.method === 'PUT' || route.method === 'PATCH') && param) {
        const ownId = own.get(tableFor(param[1]!, names) ?? '');
        const res = ownId ? await send('GET', route.path.replace(/:[a-z]+$/, ownId)) : undefined;
        if (res?.ok && res.headers.get('content-type')?.includes('json')) base = await res.json();
      }
      const described = describedRoutes.find((r) => r.method === route.method && r.path === route.path);
      const body = described?.body && described.body !== 'multipart' ? jsonSchema(described.body, 'input') : undefined;
      // Each call gets its own example (unique e-mail, handle, code), so a create that succeeds does not make the next one a duplicate.
      const fresh = () => (base === undefined && body ? example(body) : base);
      const theirs = calls(
        route.method,
        route.path,
        (table) => (table && foreign.has(table) ? [foreign.get(table)!] : foreignIds),
        fresh(),
      );
      const fakes = new Map<string, string>();
      const fake = (id: string) => fakes.get(id) ?? (fakes.set(id, randomUUID()), fakes.get(id)!);
      const made = calls(
        route.method,
        route.path,
        (table) => (table && foreign.has(table) ? [fake(foreign.get(table)!)] : foreignIds.map(fake)),
        fresh(),
      );

      for (const [i, call] of theirs.entries()) {
        const res = await send(route.method, call.path, call.body);
        const text = await res.text();
        const control = await send(route.method, made[i]!.path, made[i]!.body);
        const controlText = await control.text();
        const where = `${name} as ${call.path.split('?')[0]}`;
        const leaked = foreignIds.filter(
          (id) => text.includes(id) && !JSON.stringify(call.body ?? '').includes(id) && !call.path.includes(id),
        );
        const echoed = foreignIds.filter((id) => text.includes(id));
        if (leaked.length) problems.push(`${where}: the answer carries ${leaked.length} id(s) of the other shop`);
        if (res.status !== control.status) {
          problems.push(
            `${where}: ${res.status} with the other shop's ids but ${control.status} with ids that do not exist — ${text.slice(0, 160)}`,
          );
        } else if (res.ok && route.method === 'GET') {
          // The same status for both; a GET answer must also be the same text (another shop's rows would show here).
          if (echoed.length) problems.push(`${where}: a 2xx answer repeats the other shop's ids`);
          else if (steady(text) !== steady(controlText))
            problems.push(`${where}: answers differently with the other shop's ids than with ids that do not exist`);
        } else if (res.ok && described?.status !== 201 && same(text) !== same(controlText)) {
          // A change that is not a create answers the same for both, ids aside (a bulk change's refusals, counts …).
          problems.push(`${where}: answers differently with the other shop's ids than with ids that do not exist — ${text.slice(0, 160)}`);
        }
        if (route.method !== 'GET') await activate(dhaka); // a write may have moved the session to a new shop
      }
      const after = await checksum(t.db, tables, sylhet);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length) {
        problems.push(`${name}: changed the other shop's ${changed.join(', ')}`);
        Object.assign(before, after);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('the COD risk answer (issue 24 item 4)', () => {
  it('tells one shop another shop’s orders to a number as counts only: no shop, name, item, amount or id', async () => {
    const phone = '01998877665';
    const address = { name: 'Leaky Sylhet Buyer', phone, line1: 'Secret Lane 9', district: 'Sylhet', country: 'Bangladesh' };
    const theirs = await rowsOf(
      t.db,
      sql`insert into orders (id, shop_id, number, customer_name, customer_phone, customer_email, status, payment_method,
            payment_status, subtotal, total, shipping_address, billing_address, cancel_reason)
          values (${randomUUID()}, ${sylhet}, 987001, 'Leaky Sylhet Buyer', ${phone}, 'leaky@example.com', 'returned', 'cod',
                  'unpaid', 9876543, 9876543, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, null),
                 (${randomUUID()}, ${sylhet}, 987002, 'Leaky Sylhet Buyer', ${phone}, null, 'cancelled', 'cod',
                  'unpaid', 1234567, 1234567, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, 'Secret reason')
          returning id`,
    );
    await rowsOf(
      t.db,
      sql`insert into order_items (id, order_id, shop_id, title, unit_price, quantity, total)
          values (${randomUUID()}, ${String(theirs[0]!.id)}, ${sylhet}, 'Secret Darjeeling Blend', 9876543, 1, 9876543)`,
    );
    await activate(dhaka);
    const res = await send('GET', `/admin/orders/risk?phone=${phone}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // Exactly the counts: Dhaka Crafts has none of its own, every shop together has one returned and one cancelled.
    expect(JSON.parse(text)).toEqual({
      phone,
      shop: { delivered: 0, returned: 0, cancelled: 0 },
      network: { delivered: 0, returned: 1, cancelled: 1 },
    });
    const secrets = [sylhet, 'Sylhet', 'sylhet-tea-house', 'Leaky', 'leaky@', 'Secret', '98765', '12345', '987001', '987002'];
    secrets.push(...theirs.map((r) => String(r.id)));
    expect(secrets.filter((s) => text.includes(s))).toEqual([]);
    // The orders list's badge reads the same counts-only record.
    const list = await (await send('GET', `/admin/orders?q=${phone}`)).text();
    expect(secrets.filter((s) => list.includes(s))).toEqual([]);
  });
});
