/** The shop router: session, active shop and permission on every route, and `c.var.shop` scoped to that shop. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { shops } from '../db/schema/index.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { permit, shopRoutes } from './shop-routes.ts';

let t: TestApp;
let app: Hono<AppEnv>;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test'); // shop admin of Dhaka Crafts
  staff = await t.login('staff@haat.test'); // orders, customers, products-and-collections in Dhaka Crafts
  const router = (permission: Parameters<typeof shopRoutes>[0]['permission']) => {
    const r = shopRoutes({ permission });
    r.get('/', (c) => c.json({ shopId: c.var.shop.shopId }));
    r.get('/admins', permit('shop-admin'), (c) => c.json({ ok: true }));
    return r;
  };
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('db', t.db);
    await next();
  });
  app.route('/orders', router('orders'));
  app.route('/domains', router('domains'));
  app.route('/member', router('member'));
  app.route('/admin-only', router('shop-admin'));
  app.onError((error, c) => (error instanceof HttpError ? c.json(error.toJSON(), error.status) : c.text(String(error), 500)));
});

afterAll(() => t.close());

const call = (path: string, token?: string) => app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('shopRoutes', () => {
  it('answers 401 without a session, even where app.ts has not checked one', async () => {
    expect((await call('/member')).status).toBe(401);
    expect((await call('/member', 'not-a-token')).status).toBe(401);
  });

  it('hands the handler the active shop through c.var.shop', async () => {
    const res = await call('/orders', staff);
    expect(res.status).toBe(200);
    const [dhaka] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    expect(await res.json()).toEqual({ shopId: dhaka!.id });
  });

  it('refuses a member without the permission key with a 403 naming it', async () => {
    const res = await call('/domains', staff);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You need the "domains" permission for this.' });
    expect((await call('/domains', owner)).status).toBe(200); // a shop admin holds every key
  });

  it("lets any member through 'member', and only shop admins through 'shop-admin' and permit('shop-admin')", async () => {
    expect((await call('/member', staff)).status).toBe(200);
    expect((await call('/admin-only', staff)).status).toBe(403);
    expect((await call('/admin-only', owner)).status).toBe(200);
    expect((await call('/orders/admins', staff)).status).toBe(403);
    expect((await call('/orders/admins', owner)).status).toBe(200);
  });
});
