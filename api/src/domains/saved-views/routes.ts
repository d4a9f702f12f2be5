/**
 * /admin/saved-views (any member; each list's own key is checked per view): GET ?kind lists the caller's own and the
 * shop's shared views, POST saves one, PATCH /:id renames or shares it (with its version), DELETE /:id?version removes it.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import {
  SavedViewCreateSchema,
  SavedViewDeleteQuerySchema,
  SavedViewListQuerySchema,
  SavedViewUpdateSchema,
} from '../../../../contract/saved-views.ts';
import { createView, deleteView, listViews, updateView } from './saved-views.ts';

export const savedViewRoutes = shopRoutes({ permission: 'member' });

savedViewRoutes.get('/', async (c) => {
  const list = await listViews(c.var.shop, c.var.membership, query(c, SavedViewListQuerySchema).kind);
  return c.json({ response: list, count: list.length });
});

savedViewRoutes.post('/', async (c) =>
  c.json(await createView(c.var.shop, c.var.membership, await jsonBody(c, SavedViewCreateSchema)), 201),
);

savedViewRoutes.patch('/:id', async (c) =>
  c.json(await updateView(c.var.shop, c.var.membership, c.req.param('id'), await jsonBody(c, SavedViewUpdateSchema))),
);

savedViewRoutes.delete('/:id', async (c) => {
  await deleteView(c.var.shop, c.var.membership, c.req.param('id'), query(c, SavedViewDeleteQuerySchema).version);
  return c.json({ ok: true });
});
