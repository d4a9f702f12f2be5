/**
 * Every action's permission refusal (issue 15 item 7). Each action in `server` (src/actions/index.ts,
 * so a new action is covered without anyone listing it) is run straight through its handler with a
 * signed-in staff member who holds no permission: it must refuse with FORBIDDEN, naming the area of
 * the route it checked. A visitor must be refused with UNAUTHORIZED. Only the actions of sign-in
 * itself and those that need no more than sign-in are listed below, each with its reason.
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_LABELS } from '../../contract/permissions.ts';
import { findAccessEntry } from '../lib/routes.ts';

type Handler = (input: unknown, context: ActionAPIContext) => Promise<unknown>;

// defineAction hides the handler behind input parsing; keep it reachable so any input gets to the check.
const handlers = vi.hoisted(() => new WeakMap<object, Handler>());
vi.mock('astro:actions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('astro:actions')>();
  return {
    ...actual,
    defineAction: (config: Parameters<typeof actual.defineAction>[0]) => {
      const action = actual.defineAction(config);
      handlers.set(action, config.handler as Handler);
      return action;
    },
  };
});
// The route each action checks, recorded on the way through the real requireRouteAccess.
const checked = vi.hoisted(() => ({ patterns: [] as string[] }));
vi.mock('./access.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./access.ts')>();
  return {
    ...actual,
    requireRouteAccess: (context: ActionAPIContext, pattern: string) => {
      checked.patterns.push(pattern);
      return actual.requireRouteAccess(context, pattern);
    },
  };
});
// No Store API: every request fails at once the way an unreachable one does (connection refused), so an action
// past its checks gets the client's 503 in microseconds and no test waits on a port, a timeout or a retry delay.
const unreachable = vi.hoisted(() => vi.fn((): Promise<Response> => Promise.reject(new TypeError('fetch failed'))));
vi.mock('astro:env/server', () => ({
  API_URL: 'http://store-api.invalid',
  APP_API_URL: undefined,
  API_TIMEOUT_MS: 500,
  APP_SECRETS: undefined,
}));
vi.mock('../lib/api/config.ts', async () => {
  const { createClient } = await import('../lib/api/client.ts');
  const client = (token?: string | null, secondary = false) =>
    createClient({ baseUrl: 'http://store-api.invalid', token, secondary, retryDelayMs: 0, fetch: unreachable, log: () => undefined });
  return { api: (token?: string | null) => client(token), appApi: (token?: string | null) => client(token, true) };
});
// The few calls that use fetch itself (file bytes) fail the same way.
vi.stubGlobal('fetch', unreachable);

/** Actions open without a permission key, who may call them, and why. A new entry here needs a reason. */
const WITHOUT_KEY: Record<string, { visitors: boolean; why: string }> = {
  'auth.*': { visitors: true, why: 'signing in, signing up and signing out come before any shop permission' },
  'language.switch': {
    visitors: true,
    why: "the language switch works signed out (a cookie); signed in it changes only the seller's own account",
  },
  'team.accept': { visitors: true, why: 'an invited person accepts on /invite before they have an account in the shop' },
  'team.leave': { visitors: false, why: 'any member may leave the active shop; the Store API refuses its last admin' },
  'shops.change': { visitors: false, why: 'switching the active shop needs only sign-in; the new shop is checked by the API' },
  'profile.createShop': { visitors: false, why: 'opening another shop (/create) needs only sign-in: the seller becomes its admin' },
  'apps.sessionToken': {
    visitors: false,
    why: "any member may open an installed app (anchors §9.3 item 7); the token lends it only the app's grant ∩ the user's keys",
  },
  'billing.*': {
    visitors: false,
    why: 'plans and billing need sign-in only; the Store API lets only shop admins pay or refund (403 with the reason)',
  },
  'home.dismissSetup': {
    visitors: false,
    why: "hiding Home's first-steps checklist is open to every member who sees Home (spec §2: sign-in only)",
  },
  'notifications.*': {
    visitors: false,
    why: "a member's own notifications, mutes and push devices need sign-in only; the Store API sends each kind only to keys that open it",
  },
};

/**
 * Actions whose route comes from their input (the list a saved view belongs to): the handler is called with this
 * input instead of an empty one, so it reaches its route check as a real, validated form would.
 */
const INPUT_OF: Record<string, object> = {
  'savedViews.*': { kind: 'orders' },
};
const inputOf = (name: string) => INPUT_OF[name] ?? INPUT_OF[`${name.split('.')[0]}.*`] ?? {};

const openEntry = (name: string) => WITHOUT_KEY[name] ?? WITHOUT_KEY[`${name.split('.')[0]}.*`];
const isOpen = (name: string) => openEntry(name) !== undefined;
const openToVisitors = (name: string) => openEntry(name)?.visitors === true;

let actions: [string, Handler][] = [];
beforeAll(async () => {
  const { server } = await import('./index.ts');
  actions = Object.entries(server).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, object>).map(([name, action]): [string, Handler] => {
      const handler = handlers.get(action);
      if (!handler) throw new Error(`${domain}.${name} was not made with defineAction`);
      return [`${domain}.${name}`, handler];
    }),
  );
});

const staffWithoutKeys = {
  token: 't1',
  user: { id: 'u1', name: 'Rahim', email: 'staff@haat.test' },
  activeShop: { shopId: 's1', name: 'Dhaka Crafts', isShopAdmin: false, permissions: [] },
  shops: [],
};

function contextOf(locals: object): ActionAPIContext {
  return {
    locals,
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined, has: () => false },
    url: new URL('http://localhost/'),
    request: new Request('http://localhost/', { method: 'POST' }),
  } as unknown as ActionAPIContext;
}

/** What a handler did with an empty input (or its INPUT_OF one): the action error it threw, or 'ran on'. */
async function outcomeOf(handler: Handler, locals: object, input: object = {}): Promise<ActionError | 'ran on' | Error> {
  try {
    await handler(input, contextOf(locals));
    return 'ran on';
  } catch (error) {
    return error instanceof ActionError || error instanceof Error ? error : new Error(String(error));
  }
}

describe('every action', () => {
  it('is found in src/actions/index.ts', () => {
    expect(actions.length).toBeGreaterThan(30);
    expect(actions.map(([name]) => name)).toContain('orders.addNote');
  });

  it('refuses staff without the permission of the route it checks, naming the area', async () => {
    const wrong: string[] = [];
    for (const [name, handler] of actions.filter(([action]) => !isOpen(action))) {
      checked.patterns = [];
      const outcome = await outcomeOf(handler, staffWithoutKeys, inputOf(name));
      const pattern = checked.patterns[0];
      const access = pattern ? findAccessEntry(pattern)?.access : undefined;
      const area = access && access in PERMISSION_LABELS ? PERMISSION_LABELS[access as keyof typeof PERMISSION_LABELS] : undefined;
      if (!pattern) wrong.push(`${name}: never called requireRouteAccess(context, '/route') (src/actions/access.ts)`);
      else if (!area) wrong.push(`${name}: checks ${pattern}, which needs no permission; list it in WITHOUT_KEY with a reason`);
      else if (!(outcome instanceof ActionError) || outcome.code !== 'FORBIDDEN') {
        wrong.push(`${name}: expected FORBIDDEN for ${pattern}, got ${outcome instanceof Error ? outcome.message : outcome}`);
      } else if (outcome.message !== `You need access to ${area} for this.`) wrong.push(`${name}: refusal "${outcome.message}"`);
    }
    expect(wrong).toEqual([]);
  });

  const isForbidden = (outcome: unknown) => outcome instanceof ActionError && outcome.code === 'FORBIDDEN';
  const withKeys = (permissions: string[]) => ({
    ...staffWithoutKeys,
    activeShop: { ...staffWithoutKeys.activeShop, permissions },
  });

  it('lets staff holding exactly the keys of the routes it checks past the checks (the keys are the right ones)', async () => {
    const wrong: string[] = [];
    for (const [name, handler] of actions.filter(([action]) => !isOpen(action))) {
      checked.patterns = [];
      await outcomeOf(handler, staffWithoutKeys, inputOf(name));
      const access = checked.patterns[0] ? findAccessEntry(checked.patterns[0])?.access : undefined;
      if (!access) continue; // reported by the test above
      // An action may check more than one route (the order form's customer finder needs orders and customers):
      // grant the key of each route it goes on to check, one at a time, until it gets past every check.
      const granted = [access];
      let outcome = await outcomeOf(handler, withKeys(granted), inputOf(name));
      for (let round = 0; round < 4 && isForbidden(outcome); round++) {
        const next = checked.patterns.at(-1);
        const key = next ? findAccessEntry(next)?.access : undefined;
        if (!key || granted.includes(key)) break;
        granted.push(key);
        outcome = await outcomeOf(handler, withKeys(granted), inputOf(name));
      }
      if (isForbidden(outcome)) wrong.push(`${name}: refused with the keys ${granted.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(unreachable, 'actions past their checks call the (stubbed) Store API').toHaveBeenCalled();
  });

  it('refuses a visitor with UNAUTHORIZED (all but those open to visitors)', async () => {
    const wrong: string[] = [];
    for (const [name, handler] of actions.filter(([action]) => !openToVisitors(action))) {
      const outcome = await outcomeOf(handler, { token: null, user: null, activeShop: null, shops: [] }, inputOf(name));
      if (!(outcome instanceof ActionError) || outcome.code !== 'UNAUTHORIZED') {
        wrong.push(`${name}: ${outcome instanceof Error ? outcome.message : outcome}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists only existing actions as open without a key', () => {
    const names = actions.map(([name]) => name);
    for (const open of Object.keys(WITHOUT_KEY)) {
      const matches = open.endsWith('.*')
        ? names.filter((name) => name.startsWith(open.slice(0, -1)))
        : names.filter((name) => name === open);
      expect(matches, open).not.toEqual([]);
    }
  });
});
