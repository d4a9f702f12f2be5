/**
 * /admin/apps (permission `my-apps`): the catalogue, install and uninstall; any member may list the shop's
 * installed apps (the sidebar, /app/{handle}). /app-api/v1: the secondary application API, called by an app's
 * server with an app session token (`Authorization: Bearer`) and `x-secondary: true`.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppHandleSchema, AppOrderQuerySchema, AppShipmentSchema, SECONDARY_HEADER } from '../../../../contract/apps.ts';
import type { AppEnv } from '../../platform/env.ts';
import { badRequest, notFound, unauthorized } from '../../platform/errors.ts';
import { requirePermission, requireShop } from '../../platform/session.ts';
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
import { ordersAwaitingCourier, recordShipment } from './app-orders.ts';

const handleOf = (raw: string) => {
  const parsed = AppHandleSchema.safeParse(raw);
  if (!parsed.success) throw notFound('There is no such app in the app store.', 'APP_NOT_FOUND');
  return parsed.data;
};

export function appStoreRoutes(config: AppsConfig) {
  const routes = new Hono<AppEnv>();
  routes.get('/installed', requireShop, async (c) => c.json({ response: await installedApps(c.var.db, c.var.shopId, config) }));
  routes.get('/installed/:handle', requireShop, async (c) =>
    c.json(await installedApp(c.var.db, c.var.shopId, handleOf(c.req.param('handle')), config)),
  );
  routes.get('/', requirePermission('my-apps'), async (c) => c.json(await listApps(c.var.db, c.var.shopId, config)));
  routes.post('/:handle/installation', requirePermission('my-apps'), async (c) =>
    c.json(await installApp(c.var.db, c.var.shopId, c.var.seller.id, handleOf(c.req.param('handle')), config), 201),
  );
  routes.delete('/:handle/installation', requirePermission('my-apps'), async (c) =>
    c.json(await uninstallApp(c.var.db, c.var.shopId, handleOf(c.req.param('handle')), config)),
  );
  return routes;
}

type AppApiEnv = AppEnv & { Variables: { appCall: AppCall } };

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
      c.set('appCall', await authoriseAppCall(c.var.db, token, config));
      await next();
    }),
  );
  routes.get('/orders', async (c) => {
    requireScope(c.var.appCall, 'orders');
    const { page, limit } = query(c, AppOrderQuerySchema);
    return c.json(await ordersAwaitingCourier(c.var.db, c.var.appCall, page, limit));
  });
  routes.post('/orders/:id/shipment', async (c) => {
    requireScope(c.var.appCall, 'orders');
    return c.json(await recordShipment(c.var.db, c.var.appCall, c.req.param('id'), await jsonBody(c, AppShipmentSchema)));
  });
  return routes;
}
