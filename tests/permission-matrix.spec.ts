/**
 * The permission matrix, generated from the one routes table (src/lib/routes.ts): every route ×
 * owner, staff, anonymous, with the outcome its `access` implies. Plain HTTP requests without
 * following redirects: fast, no browser pages.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES, pathFor, type Access } from '../src/lib/routes.ts';
import { OWNER, STAFF, STAFF_PERMISSIONS, signInRequest } from './helpers/auth.ts';

type Role = 'owner' | 'staff' | 'anonymous';

/** Fills `[id]`, `[handle]` … with a dummy value: the guard decides before any lookup (a page may then 404). */
const DUMMY = 'e2e-dummy-1';
const pathOf = (pattern: string) => pathFor(pattern, new Proxy({}, { get: () => DUMMY }));

type Expected = { status: 200 } | { status: 302; location: string };

/** The second step of a sign-in opens only while a password was just accepted (its pending cookie). */
const NEEDS_PENDING_SIGN_IN = '/login/two-step';

function expected(access: Access, role: Role, path: string): Expected {
  if (access === 'public') return { status: 200 };
  // Without a sign-in waiting for its code, a visitor is sent back to the password form (keeping `next`).
  if (path === NEEDS_PENDING_SIGN_IN && role === 'anonymous') return { status: 302, location: '/login?next=%2F' };
  if (access === 'guest') return role === 'anonymous' ? { status: 200 } : { status: 302, location: '/' };
  if (role === 'anonymous') return { status: 302, location: `/login?next=${encodeURIComponent(path)}` };
  if (role === 'owner' || access === 'signin') return { status: 200 };
  return (STAFF_PERMISSIONS as readonly string[]).includes(access) ? { status: 200 } : { status: 302, location: '/' };
}

const contexts = new Map<Role, APIRequestContext>();

test.beforeAll(async ({ playwright, baseURL }) => {
  for (const [role, email] of [
    ['owner', OWNER],
    ['staff', STAFF],
    ['anonymous', null],
  ] as const) {
    const context = await playwright.request.newContext({ baseURL });
    if (email) await signInRequest(context, baseURL!, email);
    contexts.set(role, context);
  }
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
});

test('the routes table has every route of spec §2', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(48);
  expect(new Set(ROUTES.map((route) => route.pattern)).size).toBe(ROUTES.length);
});

for (const route of ROUTES) {
  test.describe(`${route.pattern} (${route.access})`, () => {
    for (const role of ['owner', 'staff', 'anonymous'] as const) {
      const path = pathOf(route.pattern);
      const want = expected(route.access, role, path);
      // A detail page with a dummy id is let through by the guard and then answers 404 (no such record).
      const allowed = route.pattern.includes('[') ? [200, 404] : [200];
      const title = want.status === 200 ? allowed.join(' or ') : `302 ${want.location}`;
      test(`${role} → ${title}`, async ({ baseURL }) => {
        const response = await contexts.get(role)!.get(path, { maxRedirects: 0 });
        const location = response.headers()['location'];
        const message = `${role} GET ${path} → ${response.status()} ${location ?? ''}`;
        if (want.status === 302) {
          expect(response.status(), message).toBe(302);
          expect(location?.replace(baseURL!, ''), message).toBe(want.location);
        } else {
          expect(allowed, message).toContain(response.status());
          expect(response.headers()['content-type'], message).toContain('text/html');
          // Every dashboard page says what it is for (the routes table's summary), as Lighthouse's SEO audit asks;
          // the storefront preview's description is the seller's own.
          if (response.status() === 200 && !route.pattern.startsWith('/store/preview'))
            expect(await response.text(), `${message}: no meta description`).toMatch(/<meta name="description" content="[^"]+"/);
        }
      });
    }
  });
}
