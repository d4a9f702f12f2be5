/**
 * /admin/apps (permission `my-apps`): the catalogue, install and uninstall; any member may list the shop's
 * installed apps (the sidebar, /app/{handle}). /app-api/v1: the secondary application API, called by an app's
 * server with an app session token (`Authorization: Bearer`) and `x-secondary: true`.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  AppCustomerCancelSchema,
  AppHandleSchema,
  AppOrderQuerySchema,
  AppShipmentSchema,
  SECONDARY_HEADER,
} from '../../../../contract/apps.ts';
import type { AppEnv } from '../../platform/env.ts';
import { badRequest, notFound, unauthorized } from '../../platform/errors.ts';
import { permit, shopRoutes } from '../../platform/shop-routes.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import {
  authoriseAppCall,
  installApp,
  installedApp,
  installedApps,
  listApps,
  requireScope,
  uninstallApp,
  type AppCall,
  type AppsConfig,
} from './apps.ts';
import { customerCancel, ordersAwaitingCourier, recordShipment } from './app-orders.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';

const handleOf = (raw: string) => {
  const parsed = AppHandleSchema.safeParse(raw);
  if (!parsed.success) throw notFound('There is no such app in the app store.', 'APP_NOT_FOUND');
  return parsed.data;
};

export function appStoreRoutes(config: AppsConfig) {
  const routes = shopRoutes({ permission: 'member' });
  routes.get('/installed', async (c) => c.json({ response: await installedApps(c.var.shop, config) }));
  routes.get('/installed/:handle', async (c) => c.json(await installedApp(c.var.shop, handleOf(c.req.param('handle')), config)));
  routes.get('/', permit('my-apps'), async (c) => c.json(await listApps(c.var.shop, config)));
  routes.post('/:handle/installation', permit('my-apps'), freshFactor, async (c) =>
    c.json(await installApp(c.var.shop, c.var.seller.id, handleOf(c.req.param('handle')), config), 201),
  );
  routes.delete('/:handle/installation', permit('my-apps'), async (c) =>
    c.json(await uninstallApp(c.var.shop, handleOf(c.req.param('handle')), config)),
  );
  return routes;
}

/**
 * What an app call's handlers see: the call (user, app, scopes) and `shop`, the accessor of the token's shop, set
 * in one place below once the token is verified; no session, no bare shop id.
 */
type AppApiEnv = {
  Variables: Omit<AppEnv['Variables'], 'shopId' | 'membership' | 'seller' | 'session'> & { appCall: AppCall; shop: ShopScope };
};

const BEARER = /^Bearer\s+(\S+)$/i;

export function appApiRoutes(config: AppsConfig) {
  const routes = new Hono<AppApiEnv>();
  // The header marks the secondary client (spec §7); what the call may do comes only from the token.
  routes.use(
    createMiddleware<AppApiEnv>(async (c, next) => {
      if (c.req.header(SECONDARY_HEADER) !== 'true') {
        throw badRequest('App calls go through the secondary API client (x-secondary: true).', 'SECONDARY_HEADER_MISSING');
      }
      const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token) throw unauthorized('An app session token is needed.', 'APP_TOKEN_MISSING');
      const { shopId, call } = await authoriseAppCall(c.var.db, token, config);
      c.set('appCall', call);
      c.set('shop', new ShopScope(c.var.db, shopId));
      await next();
    }),
  );
  routes.get('/orders', async (c) => {
    requireScope(c.var.appCall, 'orders');
    const { page, limit } = query(c, AppOrderQuerySchema);
    return c.json(await ordersAwaitingCourier(c.var.shop, page, limit));
  });
  // A customer's cancel from the shop's storefront (issue 27): the storefront's server relays it with the customer's phone.
  routes.post('/orders/:id/customer-cancel', async (c) => {
    requireScope(c.var.appCall, 'orders');
    return c.json(await customerCancel(c.var.shop, c.req.param('id'), await jsonBody(c, AppCustomerCancelSchema)));
  });
  routes.post('/orders/:id/shipment', async (c) => {
    requireScope(c.var.appCall, 'orders');
    return c.json(await recordShipment(c.var.shop, c.var.appCall, c.req.param('id'), await jsonBody(c, AppShipmentSchema)));
  });
  return routes;
}
