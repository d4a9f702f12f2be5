/** /admin/collections: the active shop's collections (permission products-and-collections). */
import { Hono } from 'hono';
import { deleteCollection, getCollection, listCollections, saveCollection } from './collections.ts';
import type { AppEnv } from '../../platform/env.ts';
import { requirePermission } from '../../platform/session.ts';
import { CollectionInputSchema, CollectionListQuerySchema } from '../../../../contract/collection.ts';
import { jsonBody, query } from '../../platform/validate.ts';

export const collectionRoutes = new Hono<AppEnv>();
collectionRoutes.use(requirePermission('products-and-collections'));

collectionRoutes.get('/', async (c) => c.json(await listCollections(c.var.db, c.var.shopId, query(c, CollectionListQuerySchema))));

collectionRoutes.post('/', async (c) => {
  const id = await saveCollection(c.var.db, c.var.shopId, await jsonBody(c, CollectionInputSchema));
  return c.json(await getCollection(c.var.db, c.var.shopId, id), 201);
});

collectionRoutes.get('/:id', async (c) => c.json(await getCollection(c.var.db, c.var.shopId, c.req.param('id'))));

collectionRoutes.put('/:id', async (c) => {
  const id = await saveCollection(c.var.db, c.var.shopId, await jsonBody(c, CollectionInputSchema), c.req.param('id'));
  return c.json(await getCollection(c.var.db, c.var.shopId, id));
});

collectionRoutes.delete('/:id', async (c) => {
  await deleteCollection(c.var.db, c.var.shopId, c.req.param('id'));
  return c.json({ ok: true });
});
