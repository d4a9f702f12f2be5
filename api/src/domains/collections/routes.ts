/** /admin/collections: the active shop's collections (permission products-and-collections). */
import { deleteCollection, getCollection, listCollections, saveCollection } from './collections.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { CollectionInputSchema, CollectionListQuerySchema } from '../../../../contract/collection.ts';
import { jsonBody, query } from '../../platform/validate.ts';

export const collectionRoutes = shopRoutes({ permission: 'products-and-collections' });

collectionRoutes.get('/', async (c) => c.json(await listCollections(c.var.shop, query(c, CollectionListQuerySchema))));

collectionRoutes.post('/', async (c) => {
  const id = await saveCollection(c.var.shop, await jsonBody(c, CollectionInputSchema));
  return c.json(await getCollection(c.var.shop, id), 201);
});

collectionRoutes.get('/:id', async (c) => c.json(await getCollection(c.var.shop, c.req.param('id'))));

collectionRoutes.put('/:id', async (c) => {
  const id = await saveCollection(c.var.shop, await jsonBody(c, CollectionInputSchema), c.req.param('id'));
  return c.json(await getCollection(c.var.shop, id));
});

collectionRoutes.delete('/:id', async (c) => {
  await deleteCollection(c.var.shop, c.req.param('id'));
  return c.json({ ok: true });
});
