/**
 * The middleware's hardening rules (issue 9 items 6, 7, 8, 10) on fake requests: a NUL in the address is
 * dropped, broken JSON posted to an action is a 400, signed-in answers are never cached, a page's Store API
 * calls share one deadline, and a sign-in link ends the current session only when it is valid. The Store
 * API is replaced by `loadSession` and `authApi`.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { ActionError } from 'astro:actions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './lib/api/errors.ts';
import { fail } from './lib/forms.ts';
import { pageDeadline } from './lib/page-deadline.ts';
import { forwardedFor } from './lib/request-client.ts';
import type { SessionData } from './lib/session.ts';
import { summarise } from './lib/subscription.ts';

const loadSession = vi.hoisted(() => vi.fn<(token: string, shopId: string | undefined) => Promise<SessionData>>());
const authApi = vi.hoisted(() => ({ loginWithLink: vi.fn(), logout: vi.fn() }));
vi.mock('./lib/session.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./lib/session.ts')>()), loadSession }));
vi.mock('./lib/api/auth.ts', () => ({ authApi }));
vi.mock('astro:env/server', () => ({ API_URL: 'http://127.0.0.1:4842', APP_API_URL: undefined, API_TIMEOUT_MS: 1000 }));

const { onRequest } = await import('./middleware.ts');

const user = {
  id: 'u1',
  name: 'Rahim',
  email: 'owner@haat.test',
  phone: '01711000000',
  activeShopId: 's1',
  language: 'en' as const,
  digits: null,
  grouping: null,
};
const shop = { shopId: 's1', name: 'Dhaka Crafts', isShopAdmin: true, permissions: [] };
const signedIn: SessionData = {
  user,
  shops: [shop],
  activeShop: shop,
  subscription: summarise({ _id: 'x', endDate: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
  apps: [],
};

/** Runs the whole middleware sequence for one request, as Astro would call it. */
async function visit(
  pattern: string,
  path: string,
  { token = 't1' as string | null, init = {} as RequestInit, clientAddress = undefined as string | undefined } = {},
) {
  const url = new URL(path, 'http://localhost:4843');
  const jar = new Map<string, string>(token ? [['auth:token', token]] : []);
  let rendered = false;
  let deadline: AbortSignal | undefined;
  let forwarded: Record<string, string> = {};
  const context = {
    routePattern: pattern,
    clientAddress,
    url,
    request: new Request(url, init),
    params: {},
    locals: {},
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    },
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
    rewrite: (to: string) => Promise.resolve(new Response(`page ${to}`, { status: 200 })),
  } as unknown as APIContext;
  const next = (() => {
    rendered = true;
    deadline = pageDeadline();
    forwarded = forwardedFor();
    return Promise.resolve(new Response('the page', { status: 200, headers: { 'content-type': 'text/html' } }));
  }) as MiddlewareNext;
  const response = (await onRequest(context, next)) as Response;
  return { response, rendered, cookies: jar, deadline, forwarded };
}

beforeEach(() => {
  loadSession.mockReset();
  loadSession.mockResolvedValue(signedIn);
  authApi.loginWithLink.mockReset();
  authApi.logout.mockReset();
  authApi.logout.mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('odd input', () => {
  it('drops a NUL from a search instead of showing the outage page', async () => {
    const { response, rendered } = await visit('/orders', '/orders?q=%00&status=pending');
    expect(rendered).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/orders?q=&status=pending');
  });

  it('answers broken JSON posted to an action with a 400, not a 500', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id": ' };
    const { response, rendered } = await visit('/_actions/[...path]', '/_actions/orders.addNote', { init });
    expect(rendered).toBe(false);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });
});

describe('signed-in answers', () => {
  it('are never cached', async () => {
    const { response, rendered } = await visit('/orders', '/orders');
    expect(rendered).toBe(true);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leave public pages for visitors cacheable as before', async () => {
    const { response } = await visit('/login', '/login', { token: null });
    expect(response.headers.get('Cache-Control')).toBeNull();
  });

  it("share one Store API deadline per page; form posts keep each call's own timeout", async () => {
    const page = await visit('/orders', '/orders');
    expect(page.deadline).toBeInstanceOf(AbortSignal);
    expect(page.deadline?.aborted).toBe(false);
  });
});

describe("the visitor's address", () => {
  it('goes with every Store API call of the request, for the per-client limits', async () => {
    expect((await visit('/orders', '/orders', { clientAddress: '203.0.113.9' })).forwarded).toEqual({ 'x-forwarded-for': '203.0.113.9' });
    expect((await visit('/orders', '/orders')).forwarded).toEqual({});
  });
});

describe('a sign-in link', () => {
  it('with a worthless token leaves the signed-in seller signed in', async () => {
    authApi.loginWithLink.mockRejectedValue(new ApiError(401, 'This sign-in link is not valid or has expired.', 'INVALID_TOKEN'));
    const { response, cookies } = await visit('/login', '/login?token=anything&next=/orders');
    expect(response.headers.get('Location')).toBe('/login?next=%2Forders');
    expect(cookies.get('auth:token')).toBe('t1');
    expect(authApi.logout).not.toHaveBeenCalled();
  });

  it('with a valid token replaces the session and follows a safe next', async () => {
    authApi.loginWithLink.mockResolvedValue({ access_token: 'new-token', expires_in: 3600, user });
    const { response, cookies } = await visit('/login', '/login?token=good&next=/orders%3Fstatus%3Dpending');
    expect(authApi.logout).toHaveBeenCalledWith('t1');
    expect(cookies.get('auth:token')).toBe('new-token');
    expect(response.headers.get('Location')).toBe('/orders?status=pending');
  });

  it.each(['/.//evil.example/x', '/%2F%2Fevil.example', '/%5Cevil.example', '/\\evil.example', '/x/..//evil.example'])(
    'never redirects off the site with next=%s',
    async (next) => {
      authApi.loginWithLink.mockResolvedValue({ access_token: 'new-token', expires_in: 3600, user });
      const { response } = await visit('/login', `/login?token=good&next=${encodeURIComponent(next)}`);
      expect(response.headers.get('Location')).toBe('/');
    },
  );
});

describe('a form whose Store API is down', () => {
  it('is not a form message: fail() throws SERVICE_UNAVAILABLE, which the middleware shows as the 503 page', () => {
    const thrown = (() => {
      try {
        fail(new ApiError(503, 'down', 'API_UNAVAILABLE'));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ActionError);
    expect((thrown as ActionError).code).toBe('SERVICE_UNAVAILABLE');
  });
});
