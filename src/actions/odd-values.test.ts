/**
 * Odd ids and values through every dashboard action (issue 22 item 7): each action of `server` (src/actions/index.ts,
 * so a new action is covered without anyone listing it) is posted with odd ids (NUL and other control characters,
 * very long, `../`, unicode, SQL metacharacters) and odd values in every text field, through its real input check
 * and handler, the dashboard's API client and a real Store API (createApp over the seeded demo data, in memory).
 * An answer of 5xx (an ActionError of a 5xx code, or anything else thrown, which Astro answers with 500) fails:
 * a malformed id is the API's 400/404 and reaches the seller as a field error or "not found", never "the store
 * service is not answering".
 */
import { ActionError, isInputError, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The one place the dashboard's code meets the Store API's in a process (the boundary of eslint.config.js): this test
// drives the real actions against the real API, so an API answer the dashboard misreads shows here.
/* eslint-disable no-restricted-imports */
import { createApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/platform/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../api/src/seed.ts';
import { example, type Json } from '../../api/test/json-schema-example.ts';
/* eslint-enable no-restricted-imports */
import { displayFor } from '../../contract/format.ts';

type Config = { accept?: 'form' | 'json'; input?: z.ZodType; handler: unknown };
type Callable = { orThrow: (this: ActionAPIContext, input: unknown) => Promise<unknown> };

// The config of each action (its input schema and whether it takes a form), kept beside the action itself.
const configs = vi.hoisted(() => new WeakMap<object, { accept?: 'form' | 'json'; input?: unknown }>());
vi.mock('astro:actions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('astro:actions')>();
  return {
    ...actual,
    defineAction: (config: Parameters<typeof actual.defineAction>[0]) => {
      const action = actual.defineAction(config);
      configs.set(action, config as Config);
      return action;
    },
  };
});
// The dashboard's API client talks to the in-process Store API (`storeFetch`), with no retry delay.
const store = vi.hoisted(() => ({ fetch: (async () => new Response(null, { status: 503 })) as typeof fetch }));
vi.mock('astro:env/server', () => ({
  API_URL: 'http://store-api.test',
  APP_API_URL: undefined,
  API_TIMEOUT_MS: 10_000,
  APP_SECRETS: undefined,
}));
vi.mock('../lib/api/config.ts', async () => {
  const { createClient } = await import('../lib/api/client.ts');
  const client = (token?: string | null, secondary = false) =>
    createClient({
      baseUrl: 'http://store-api.test',
      token,
      secondary,
      retryDelayMs: 0,
      fetch: (...a) => store.fetch(...a),
      log: () => undefined,
    });
  return { api: (token?: string | null) => client(token), appApi: (token?: string | null) => client(token, true) };
});
vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => store.fetch(...args));

/** Ids no row has: each must be a 400 or 404 from the API, shown as a field error or "not found". */
const ODD_IDS = ['a\u0000b', 'a\u0001b\u001b[2J', 'line\r\nbreak', 'x'.repeat(20_000), '../../etc/passwd', 'ক্রেতা😀', "1' OR '1'='1; --"];
/** Odd text for every other text field. */
const ODD_TEXT = ['Sari\u0000<script>', '\u001b[31m\u007f\u0085', 'y'.repeat(20_000), "'; DROP TABLE orders; --"];

const isIdField = (name: string) => /^(id|ids|handle)$|(Id|Ids)$/.test(name);
/** What an action that reads its FormData itself (no input schema) gets: the id and text fields such forms carry. */
const SCHEMALESS_FIELDS: Record<string, Json> = Object.fromEntries(
  ['id', 'productId', 'collectionId', 'postId', 'fileId', 'title', 'name', 'body', 'handle', 'value'].map((name) => [
    name,
    { type: 'string' },
  ]),
);

type Action = { name: string; action: Callable; accept: 'form' | 'json'; fields: Record<string, Json> };

let actions: Action[] = [];
let close: () => Promise<void> = async () => undefined;
let signIn: () => Promise<void>;
let locals: Record<string, unknown> = {};
const logs: string[] = [];

beforeAll(async () => {
  const { sellersApi } = await import('../lib/api/sellers.ts');
  const database = await openDatabase({ memory: true });
  close = database.close;
  await seedDemo(database.db);
  const generous = { limit: 1_000_000, windowSeconds: 60 };
  const app = createApp(database.db, {
    log: (line) => logs.push(line),
    bkash: null,
    dns: { a: async () => [], cname: async () => [], txt: async () => [] },
    throttle: {
      limits: { auth: generous, adminWrites: generous, loginPair: generous, loginClient: generous, signup: generous, resetMail: generous },
    },
  });
  store.fetch = async (input, init) => app.request(input instanceof Request ? input : String(input), init);
  signIn = async () => {
    const login = await app.request('/auth/sellers/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const [user, shops] = await Promise.all([sellersApi.user(token), sellersApi.shopList(token)]);
    const activeShop = shops.find((shop) => shop.shopId === user.activeShopId) ?? shops[0];
    locals = { token, user, shops, activeShop, apps: [], flashes: [], route: null, display: displayFor('en') };
  };
  await signIn();
  expect(locals.activeShop).toMatchObject({ isShopAdmin: true });

  const { server } = await import('./index.ts');
  actions = Object.entries(server).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, object>).map(([name, action]) => {
      const config = configs.get(action);
      if (!config) throw new Error(`${domain}.${name} was not made with defineAction`);
      const schema = config.input ? (z.toJSONSchema(config.input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json) : {};
      return {
        name: `${domain}.${name}`,
        action: action as unknown as Callable,
        accept: config.accept ?? 'json',
        fields: config.input ? ((schema.properties ?? {}) as Record<string, Json>) : SCHEMALESS_FIELDS,
      };
    }),
  );
}, 120_000);
afterAll(() => close());

function contextOf(): ActionAPIContext {
  return {
    locals,
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined, has: () => false },
    url: new URL('http://localhost/'),
    request: new Request('http://localhost/', { method: 'POST' }),
  } as unknown as ActionAPIContext;
}

/** The action's input: a plain valid value for each field, then `odd` in the id fields (and every text field when asked). */
function inputOf({ accept, fields }: Action, odd: string, everyText: boolean): unknown {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const plain = example(schema, name);
    const text = schema.type === 'string' || (schema.type === 'array' && (schema.items as Json | undefined)?.type === 'string');
    const value = isIdField(name) || (everyText && text) ? odd : plain;
    values[name] = schema.type === 'array' && !Array.isArray(value) ? [value] : value;
  }
  if (accept !== 'form') return values;
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || item === false) continue;
      form.append(name, item === true ? 'on' : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/** What the seller would get: fine (an answer, a form failure, an input error or a 4xx ActionError), or the 5xx. */
async function outcomeOf(action: Action, input: unknown): Promise<string | null> {
  try {
    await action.action.orThrow.call(contextOf(), input);
    return null;
  } catch (error) {
    if (isInputError(error)) return null;
    if (error instanceof ActionError) return error.status >= 500 ? `${error.status} ${error.code}: ${error.message}` : null;
    return `500 (thrown ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`;
  }
}

const label = (value: string) => JSON.stringify(value.length > 30 ? `${value.slice(0, 12)}…(${value.length})` : value);

describe('odd ids and values through every action', () => {
  it('finds the actions of every area in src/actions/index.ts', () => {
    expect(actions.length).toBeGreaterThan(80);
    expect(actions.map((a) => a.name)).toEqual(
      expect.arrayContaining(['orders.addNote', 'products.delete', 'customers.update', 'menus.remove']),
    );
    expect(actions.filter((a) => Object.keys(a.fields).some(isIdField)).length).toBeGreaterThan(50);
  });

  it('never answer 5xx (the outage message) to odd ids or odd text', async () => {
    const failures: string[] = [];
    // Signing out would end the session under test; it is covered by src/lib/sign-out.test.ts.
    for (const action of actions.filter((a) => a.name !== 'auth.logout')) {
      const attempts: [string, boolean][] = [
        ...ODD_IDS.map((odd): [string, boolean] => [odd, false]),
        ...ODD_TEXT.map((odd): [string, boolean] => [odd, true]),
      ];
      for (const [odd, everyText] of attempts) {
        const outcome = await outcomeOf(action, inputOf(action, odd, everyText));
        if (outcome) failures.push(`${action.name} ${everyText ? 'text' : 'id'}=${label(odd)} → ${outcome}`);
        if (outcome?.includes('UNAUTHORIZED') || outcome?.includes('401')) await signIn();
      }
      // An action may end the session (sign out everywhere, leave the shop): sign in again for the next one.
      await signIn();
    }
    expect(failures).toEqual([]);
    expect(logs.filter((line) => line.startsWith('Unexpected error'))).toEqual([]);
  }, 600_000);

  it('shows a NUL id as the field error the Store API gave, not as an outage (orders.addNote)', async () => {
    const form = new FormData();
    form.append('id', 'a\u0000b');
    form.append('body', 'Packed');
    const result = await (actions.find((a) => a.name === 'orders.addNote')!.action.orThrow.call(contextOf(), form) as Promise<unknown>);
    expect(result).toMatchObject({ ok: false, fields: { id: expect.stringContaining('control characters') } });
  });
});
