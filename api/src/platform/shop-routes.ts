/**
 * The shop router (issue 15 item 3): `shopRoutes({ permission })` is a Hono sub-app whose every route has a session,
 * the caller's active shop and the permission checked, and whose handlers reach shop data only through `c.var.shop`,
 * the accessor that scopes every query to that shop (platform/shop-scope.ts):
 *
 *   export const orderRoutes = shopRoutes({ permission: 'orders' });
 *   orderRoutes.get('/:id', async (c) => c.json(await getOrder(c.var.shop, c.req.param('id'))));
 *
 * `permission` is a permission key, 'member' (any member of the shop) or 'shop-admin'; `permit(…)` adds a stricter
 * check to one route of the router.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PermissionKey } from '../../../contract/permissions.ts';
import type { AppEnv, Membership } from './env.ts';
import { forbidden } from './errors.ts';
import { activeMembership, hasPermission, requireSession } from './session.ts';
import { ShopScope } from './shop-scope.ts';

/** Who may call the routes: holders of a permission key, any member of the shop, or its admins only. */
export type ShopAccess = PermissionKey | 'member' | 'shop-admin';

/** What a shop router's handlers see on `c.var`: the shop only through the accessor (AppEnv has no bare `shopId`). */
export type ShopEnv = {
  Variables: AppEnv['Variables'] & {
    /** The caller's active shop: every query on shop data goes through it. */
    shop: ShopScope;
  };
};

/** 403 with the reason unless `membership` allows `access`. */
function check(membership: Membership, access: ShopAccess) {
  if (access === 'member') return;
  if (access === 'shop-admin') {
    if (!membership.isShopAdmin) throw forbidden('Only a shop admin can do this.');
    return;
  }
  if (!hasPermission(membership, access)) throw forbidden(`You need the "${access}" permission for this.`);
}

/** Checks session (when app.ts has not yet), active shop and `access`, then sets `c.var.shop` and `c.var.membership`. */
const enterShop = (access: ShopAccess) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const withShop = async () => {
      const membership = await activeMembership(c.var.db, c.var.seller.id, c.var.session.activeShopId, c.var.sessionShop);
      check(membership, access);
      c.set('membership', membership);
      (c as unknown as { set: (key: 'shop', value: ShopScope) => void }).set('shop', new ShopScope(c.var.db, membership.shopId));
      await next();
    };
    if (c.var.session) return withShop();
    return requireSession(c, withShop);
  });

/** A sub-app for shop data: session → active shop → `permission` → `c.var.shop`, on every route it holds. */
export function shopRoutes({ permission }: { permission: ShopAccess }) {
  const app = new Hono<ShopEnv>();
  app.use(enterShop(permission) as never);
  return app;
}

/** A stricter check for one route of a shop router: `router.post('/x', permit('shop-admin'), handler)`. */
export const permit = (access: ShopAccess) =>
  createMiddleware<ShopEnv>(async (c, next) => {
    check(c.var.membership, access);
    await next();
  });
