import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../domains/auth/tokens.ts';
import { sessions, shopMembers } from '../db/schema/index.ts';
import type { AppEnv } from './env.ts';
import { permit, shopRoutes } from './shop-routes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { requireSession } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A tiny resource mounted the way later routes will be: session from app.ts, permission per route.
  const probe = shopRoutes({ permission: 'member' });
  probe.get('/orders', permit('orders'), (c) => c.json({ ok: true }));
  probe.get('/themes', permit('themes'), (c) => c.json({ ok: true }));
  probe.get('/shop', (c) => c.json({ shopId: c.var.shop.shopId, isShopAdmin: c.var.membership.isShopAdmin }));
  t.app.route('/admin/probe', probe);
});
afterAll(() => t.close());

describe('requireSession', () => {
  it('refuses a token whose session has expired', async () => {
    const token = await t.login('owner@haat.test');
    expect((await t.get('/admin/sellers/user', token)).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await t.get('/admin/sellers/user', token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
  });

  it('guards every /admin path, including ones that do not exist', async () => {
    const res = await t.get('/admin/nothing-here');
    expect(res.status).toBe(401);
  });

  it('sets seller and session for the handler', async () => {
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('db', t.db);
      return next();
    });
    app.get('/me', requireSession, (c) => c.json({ email: c.var.seller.email, shop: c.var.session.activeShopId }));
    const token = await t.login('staff@haat.test');
    const res = await app.request('/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual({ email: 'staff@haat.test', shop: expect.any(String) });
  });
});

describe('a permission key on a shop route', () => {
  it('lets staff through with a key they hold', async () => {
    const res = await t.get('/admin/probe/orders', await t.login('staff@haat.test'));
    expect(res.status).toBe(200);
  });

  it('refuses staff without the key with 403 naming it', async () => {
    const res = await t.get('/admin/probe/themes', await t.login('staff@haat.test'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'You need the "themes" permission for this.' });
  });

  it('lets a shop admin through with an empty permissions list', async () => {
    const res = await t.get('/admin/probe/themes', await t.login('owner@haat.test'));
    expect(res.status).toBe(200);
  });

  it('refuses when the session has no active shop', async () => {
    const token = await t.login('staff@haat.test');
    await t.db
      .update(sessions)
      .set({ activeShopId: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await t.get('/admin/probe/orders', token);
    expect(res.status).toBe(403);
  });
});

describe('the shop router', () => {
  it('exposes the active shop and membership to the handler', async () => {
    const token = await t.login('staff@haat.test');
    const user = await (await t.get('/admin/sellers/user', token)).json();
    const res = await t.get('/admin/probe/shop', token);
    expect(await res.json()).toEqual({ shopId: user.activeShopId, isShopAdmin: false });
  });

  it('refuses with 403 a suspended membership, even while its session lives', async () => {
    const token = await t.login('staff@haat.test');
    expect((await t.get('/admin/probe/shop', token)).status).toBe(200);
    // Suspending through the team routes also revokes the sessions; here only the membership changes.
    await t.db.update(shopMembers).set({ status: 'suspended' }).where(eq(shopMembers.isShopAdmin, false));
    const res = await t.get('/admin/probe/shop', token);
    expect(res.status).toBe(403);
    await t.db.update(shopMembers).set({ status: 'active' }).where(eq(shopMembers.isShopAdmin, false));
    expect((await t.get('/admin/probe/shop', token)).status).toBe(200);
  });

  it('refuses with 403 once the seller is no longer a member of the active shop', async () => {
    const token = await t.login('staff@haat.test');
    await t.db.delete(shopMembers).where(eq(shopMembers.isShopAdmin, false));
    const res = await t.get('/admin/probe/shop', token);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('FORBIDDEN');
  });
});

describe('the app', () => {
  it('answers unknown paths with 404 NOT_FOUND JSON', async () => {
    const res = await t.get('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends no X-Powered-By header', async () => {
    const res = await t.post('/auth/sellers/login', { email: 'owner@haat.test', password: 'demo1234' });
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MB with 413 JSON', async () => {
    const res = await t.post('/auth/sellers/login', JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('BODY_TOO_LARGE');
  });
});
