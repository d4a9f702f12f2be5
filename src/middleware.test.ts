/**
 * The middleware sequence on fake requests (issue 15 item 7): the guard looks a request up by its
 * route pattern, visitors go to sign-in with `next`, staff without the key go home with a message
 * naming the area, a lapsed subscription goes to /upgrade, an unreachable Store API is the 503 page,
 * and a route without a routes-table entry is refused. The Store API is replaced by `loadSession`.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_PATH_PARAMETER } from '../contract/errors.ts';
import { ApiError } from './lib/api/errors.ts';
import { m } from './paraglide/messages.js';
import type { SessionData } from './lib/session.ts';
import { summarise } from './lib/subscription.ts';

const loadSession = vi.hoisted(() => vi.fn<(token: string, shopId: string | undefined) => Promise<SessionData>>());
vi.mock('./lib/session.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./lib/session.ts')>()), loadSession }));
vi.mock('astro:env/server', () => ({ API_URL: 'http://127.0.0.1:4819', APP_API_URL: undefined, API_TIMEOUT_MS: 1000 }));

const { onRequest } = await import('./middleware.ts');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const user = {
  id: 'u1',
  name: 'Rahim',
  email: 'staff@haat.test',
  phone: '01711000000',
  activeShopId: 's1',
  language: 'en' as const,
  digits: null,
  grouping: null,
};

function sessionOf(permissions: string[], { admin = false, days = 30 } = {}): SessionData {
  const shop = { shopId: 's1', name: 'Dhaka Crafts', isShopAdmin: admin, permissions };
  return {
    user,
    shops: [shop],
    activeShop: shop,
    subscription: summarise({ endDate: inDays(days) } as Parameters<typeof summarise>[0]),
    apps: [],
  };
}

interface Visit {
  response: Response;
  /** Whether the page itself (the end of the chain) was rendered. */
  rendered: boolean;
  cookies: Map<string, string>;
  rewrites: string[];
}

/** Runs the whole middleware sequence for one request, as Astro would call it. */
async function visit(
  pattern: string,
  path: string,
  {
    token = 't1' as string | null,
    page = (): Promise<Response> => Promise.resolve(new Response('the page', { status: 200 })),
    cookies = {} as Record<string, string>,
  } = {},
): Promise<Visit> {
  const url = new URL(path, 'http://localhost:4810');
  const jar = new Map<string, string>([...(token ? [['auth:token', token] as [string, string]] : []), ...Object.entries(cookies)]);
  const rewrites: string[] = [];
  const context = {
    routePattern: pattern,
    url,
    request: new Request(url),
    params: {},
    locals: {},
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    },
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
    rewrite: (to: string) => {
      rewrites.push(to);
      return Promise.resolve(new Response(`page ${to}`, { status: 200, headers: { 'content-type': 'text/html' } }));
    },
  } as unknown as APIContext;
  let rendered = false;
  const next = (() => {
    rendered = true;
    return page();
  }) as MiddlewareNext;
  const response = (await onRequest(context, next)) as Response;
  return { response, rendered, cookies: jar, rewrites };
}

const flashOf = (cookies: Map<string, string>) => JSON.parse(cookies.get('flash') ?? '[]') as { kind: string; message: string }[];

beforeEach(() => {
  loadSession.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the language of a request', () => {
  const saySave = () => Promise.resolve(new Response(m.common_save()));

  it("renders in the account's language, whatever this browser's lang cookie says", async () => {
    const bangla = sessionOf(['orders']);
    bangla.user = { ...bangla.user, language: 'bn' };
    loadSession.mockResolvedValue(bangla);
    const { response } = await visit('/orders', '/orders', { page: saySave, cookies: { lang: 'en' } });
    expect(await response.text()).toBe('সেভ করুন');
  });

  it('renders a signed-out page in the lang cookie, else English', async () => {
    expect(await (await visit('/login', '/login', { token: null, page: saySave, cookies: { lang: 'bn' } })).response.text()).toBe(
      'সেভ করুন',
    );
    expect(await (await visit('/login', '/login', { token: null, page: saySave })).response.text()).toBe('Save');
  });
});

describe('the middleware sequence', () => {
  it('renders a page the signed-in user may open', async () => {
    loadSession.mockResolvedValue(sessionOf(['orders']));
    const { response, rendered } = await visit('/orders', '/orders');
    expect(rendered).toBe(true);
    expect(response.status).toBe(200);
  });

  describe('looks the guard up by route pattern, not by path', () => {
    it('guards /orders/42 as /orders/[id] (key orders)', async () => {
      loadSession.mockResolvedValue(sessionOf(['customers']));
      const { response, rendered } = await visit('/orders/[id]', '/orders/42');
      expect(rendered).toBe(false);
      expect(response.headers.get('Location')).toBe('/');
    });

    it('lets staff with the key open /orders/42', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      expect((await visit('/orders/[id]', '/orders/42')).rendered).toBe(true);
    });

    it('refuses a path that looks listed when its route pattern is not (deny by default)', async () => {
      loadSession.mockResolvedValue(sessionOf([], { admin: true }));
      const { response, rendered, rewrites } = await visit('/orders/secret', '/orders');
      expect(rendered).toBe(false);
      expect(response.status).toBe(404);
      expect(rewrites).toEqual(['/404']);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/orders/secret has no entry in src/lib/routes.ts'));
    });
  });

  describe('visitors', () => {
    it('go to sign-in with the path and query in next', async () => {
      const { response, rendered } = await visit('/orders/[id]', '/orders/42?tab=notes&x=1', { token: null });
      expect(rendered).toBe(false);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/login?next=%2Forders%2F42%3Ftab%3Dnotes%26x%3D1');
      expect(loadSession).not.toHaveBeenCalled();
    });

    it('go to sign-in from an export endpoint too', async () => {
      const { response } = await visit('/orders/export.csv', '/orders/export.csv?ids=1,2', { token: null });
      expect(response.headers.get('Location')).toBe('/login?next=%2Forders%2Fexport.csv%3Fids%3D1%2C2');
    });

    it('may open the sign-in page, the 404 page and /build.json', async () => {
      for (const pattern of ['/login', '/404', '/build.json']) {
        expect((await visit(pattern, pattern, { token: null })).rendered, pattern).toBe(true);
      }
    });

    it('with a dead token lose the cookie and go to sign-in', async () => {
      loadSession.mockRejectedValue(new ApiError(401, 'Expired'));
      const { response, cookies } = await visit('/orders', '/orders');
      expect(response.headers.get('Location')).toBe('/login?next=%2Forders');
      expect(cookies.has('auth:token')).toBe(false);
    });
  });

  describe('staff without the key', () => {
    it('go home with a message naming the area, not the key', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      const { response, rendered, cookies } = await visit('/settings/promocodes', '/settings/promocodes');
      expect(rendered).toBe(false);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
      expect(flashOf(cookies)).toEqual([{ kind: 'error', message: 'You need access to Promo codes to open Promo codes.' }]);
    });

    it('get a 403 from an export endpoint', async () => {
      loadSession.mockResolvedValue(sessionOf(['customers']));
      const { response, rendered } = await visit('/products/export.csv', '/products/export.csv');
      expect(rendered).toBe(false);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('You need access to Products and collections for this.');
    });

    it('may still open sign-in-only pages', async () => {
      loadSession.mockResolvedValue(sessionOf([]));
      expect((await visit('/', '/')).rendered).toBe(true);
    });
  });

  describe('signed-in users', () => {
    it('are sent from the sign-in page home', async () => {
      loadSession.mockResolvedValue(sessionOf([]));
      const { response, rendered } = await visit('/login', '/login');
      expect(rendered).toBe(false);
      expect(response.headers.get('Location')).toBe('/');
    });
  });

  describe('a lapsed subscription', () => {
    it('sends a page to /upgrade', async () => {
      loadSession.mockResolvedValue(sessionOf([], { admin: true, days: -3 }));
      const { response, rendered } = await visit('/orders', '/orders');
      expect(rendered).toBe(false);
      expect(response.headers.get('Location')).toBe('/upgrade');
    });

    it('leaves /upgrade and the exports of the shop’s own data open', async () => {
      loadSession.mockResolvedValue(sessionOf([], { admin: true, days: -3 }));
      expect((await visit('/upgrade', '/upgrade')).rendered).toBe(true);
      expect((await visit('/orders/export.csv', '/orders/export.csv')).rendered).toBe(true);
    });
  });

  describe('an unreachable Store API', () => {
    it('shows the 503 page instead of the page', async () => {
      loadSession.mockRejectedValue(new ApiError(503, 'The store service is not answering right now.'));
      const { rendered, rewrites } = await visit('/orders', '/orders');
      expect(rendered).toBe(false);
      expect(rewrites).toEqual(['/503']);
    });

    it('shows the 503 page when the API cannot be reached at all (status 0)', async () => {
      loadSession.mockRejectedValue(new ApiError(0, 'fetch failed'));
      expect((await visit('/', '/')).rewrites).toEqual(['/503']);
    });
  });

  describe('a Store API call of the page that is refused', () => {
    it('with 403 goes home with the API’s message', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      const { response, cookies } = await visit('/orders/[id]', '/orders/42', {
        page: () => Promise.reject(new ApiError(403, 'This order belongs to another shop.', 'FORBIDDEN')),
      });
      expect(response.headers.get('Location')).toBe('/');
      expect(flashOf(cookies)).toEqual([{ kind: 'error', message: 'This order belongs to another shop.' }]);
    });

    it('with 401 signs out and goes to sign-in with next', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      const { response, cookies } = await visit('/orders/[id]', '/orders/42?tab=notes', {
        page: () => Promise.reject(new ApiError(401, 'Session ended', 'UNAUTHORIZED')),
      });
      expect(response.headers.get('Location')).toBe('/login?next=%2Forders%2F42%3Ftab%3Dnotes');
      expect(cookies.has('auth:token')).toBe(false);
    });

    it('with 400 INVALID_PATH_PARAMETER (an id no record can have) shows the 404 page, not a 500 (issue 22 item 3)', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      const refused = new ApiError(400, 'The address holds a value that cannot name anything here.', INVALID_PATH_PARAMETER, {
        id: 'Cannot contain control characters (such as NUL).',
      });
      const { rewrites } = await visit('/orders/[id]', '/orders/a%01b', { page: () => Promise.reject(refused) });
      expect(rewrites).toEqual(['/404']);
    });

    it('with 503 shows the 503 page', async () => {
      loadSession.mockResolvedValue(sessionOf(['orders']));
      const { rewrites } = await visit('/orders', '/orders', { page: () => Promise.reject(new ApiError(503, 'down')) });
      expect(rewrites).toEqual(['/503']);
    });
  });

  it('sends the security headers on every answer, refusals included', async () => {
    const { response } = await visit('/orders', '/orders', { token: null });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
