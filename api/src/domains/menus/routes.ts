/**
 * /admin/menus (key `navigations`): the shop's menus. GET lists them (Main menu and Footer first), POST adds one,
 * GET/PUT/DELETE /:id read, save (the whole tree, with its version) or delete one; GET /targets?q&type searches
 * the collections, products, pages and posts an item can link to.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { requirePermission } from '../../platform/session.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { MenuCreateSchema, MenuTargetQuerySchema, MenuUpdateSchema } from '../../../../contract/menus.ts';
import { createMenu, deleteMenu, getMenu, listMenus, updateMenu } from './menus.ts';
import { searchTargets } from './targets.ts';

export const menuRoutes = new Hono<AppEnv>();
menuRoutes.use(requirePermission('navigations'));

menuRoutes.get('/', async (c) => {
  const list = await listMenus(c.var.db, c.var.shopId);
  return c.json({ response: list, count: list.length });
});

menuRoutes.post('/', async (c) => c.json(await createMenu(c.var.db, c.var.shopId, await jsonBody(c, MenuCreateSchema)), 201));

menuRoutes.get('/targets', async (c) => {
  const { q, type, limit } = query(c, MenuTargetQuerySchema);
  return c.json({ response: await searchTargets(c.var.db, c.var.shopId, q, type, limit) });
});

menuRoutes.get('/:id', async (c) => c.json(await getMenu(c.var.db, c.var.shopId, c.req.param('id'))));

menuRoutes.put('/:id', async (c) =>
  c.json(await updateMenu(c.var.db, c.var.shopId, c.req.param('id'), await jsonBody(c, MenuUpdateSchema))),
);

menuRoutes.delete('/:id', async (c) => {
  await deleteMenu(c.var.db, c.var.shopId, c.req.param('id'));
  return c.json({ ok: true });
});
