/**
 * /admin/menus (key `navigations`): the shop's menus. GET lists them (Main menu and Footer first), POST adds one,
 * GET/PUT/DELETE /:id read, save (the whole tree, with its version) or delete one; GET /targets?q&type searches
 * the collections, products, pages and posts an item can link to.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { MenuCreateSchema, MenuTargetQuerySchema, MenuUpdateSchema } from '../../../../contract/menus.ts';
import { createMenu, deleteMenu, getMenu, listMenus, updateMenu } from './menus.ts';
import { searchTargets } from './targets.ts';

export const menuRoutes = shopRoutes({ permission: 'navigations' });

menuRoutes.get('/', async (c) => {
  const list = await listMenus(c.var.shop);
  return c.json({ response: list, count: list.length });
});

menuRoutes.post('/', async (c) => c.json(await createMenu(c.var.shop, await jsonBody(c, MenuCreateSchema)), 201));

menuRoutes.get('/targets', async (c) => {
  const { q, type, limit } = query(c, MenuTargetQuerySchema);
  return c.json({ response: await searchTargets(c.var.shop, q, type, limit) });
});

menuRoutes.get('/:id', async (c) => c.json(await getMenu(c.var.shop, c.req.param('id'))));

menuRoutes.put('/:id', async (c) => c.json(await updateMenu(c.var.shop, c.req.param('id'), await jsonBody(c, MenuUpdateSchema))));

menuRoutes.delete('/:id', async (c) => {
  await deleteMenu(c.var.shop, c.req.param('id'));
  return c.json({ ok: true });
});
