/** /admin/products: the active shop's catalogue (permission products-and-collections). */
import { eq, inArray } from 'drizzle-orm';

import { bodyLimit } from 'hono/body-limit';
import { importProducts } from './import.ts';
import { CSV_COLUMNS, productsToRows } from './product-csv.ts';
import { appendToCollection, deleteProducts, duplicateProduct, saveProduct } from './product-changes.ts';
import { getProduct, listProducts, loadProducts, productConditions } from './products.ts';
import { collections, products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { BulkActionSchema, CsvImportSchema, ProductInputSchema, ProductListQuerySchema } from '../../../../contract/product.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { tooLarge } from '../../platform/body-limit.ts';
import { csvStream } from '../../../../contract/csv.ts';

/** Most products one export file holds. */
const EXPORT_LIMIT = 50_000;

export const productRoutes = shopRoutes({ permission: 'products-and-collections' });

/** The CSV import carries files of up to 5 MB (CsvImportSchema): it has its own body limit, not the API's 1 MB. */
export const isProductImport = (c: { req: { method: string; path: string } }) =>
  c.req.method === 'POST' && c.req.path === '/admin/products/import';
productRoutes.use(
  '/import',
  bodyLimit({
    maxSize: 6 * 1024 * 1024, // 5 MB of CSV, escaped inside JSON
    onError: tooLarge('The CSV file is larger than 5 MB. Split it into smaller files.', 'BODY_TOO_LARGE'), // no reset connection
  }),
);

productRoutes.get('/', async (c) => c.json(await listProducts(c.var.shop, query(c, ProductListQuerySchema))));

/** The filtered list (same filters as the list, every page) as CSV. */
productRoutes.get('/export', async (c) => {
  const q = query(c, ProductListQuerySchema);
  const { shop } = c.var;
  const where = await productConditions(shop, q);
  const ids = await shop
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(products.createdAt, products.id)
    .limit(EXPORT_LIMIT);
  // Loaded and written 500 at a time as the client reads: no giant IN list, and never the whole file in memory.
  async function* batches() {
    for (let i = 0; i < ids.length; i += 500) {
      yield productsToRows(
        await loadProducts(
          shop,
          ids.slice(i, i + 500).map((r) => r.id),
        ),
      );
    }
  }
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', 'attachment; filename="products.csv"');
  return c.body(csvStream(CSV_COLUMNS, batches()));
});

/** `{ csv, dryRun }` → what would be (or was) created, updated and left alone, with per-row errors. */
productRoutes.post('/import', async (c) => {
  const { csv, dryRun } = await jsonBody(c, CsvImportSchema);
  const report = await importProducts(c.var.shop, csv, dryRun);
  if (report.errors.length && !dryRun) {
    const message = `Nothing was imported: ${report.errors.length} ${report.errors.length === 1 ? 'row has an error' : 'rows have errors'}`;
    return c.json({ message, code: 'IMPORT_INVALID', fields: { csv: message }, ...report }, 400);
  }
  return c.json(report);
});

productRoutes.post('/bulk', async (c) => {
  const body = await jsonBody(c, BulkActionSchema);
  const { shop } = c.var;
  const mine = await shop.select({ id: products.id }).from(products).where(inArray(products.id, body.ids));
  const ids = mine.map((r) => r.id);
  if (body.action === 'delete') return c.json({ count: await deleteProducts(shop, ids) });
  if (body.action === 'status') {
    if (ids.length) await shop.update(products).set({ status: body.status, updatedAt: new Date() }).where(inArray(products.id, ids));
    return c.json({ count: ids.length });
  }
  const [collection] = await shop
    .select({ id: collections.id, kind: collections.kind })
    .from(collections)
    .where(eq(collections.id, body.collectionId));
  if (!collection) throw notFound('Collection not found', 'COLLECTION_NOT_FOUND');
  if (collection.kind !== 'manual') {
    throw badRequest('Products join an automatic collection through its rules', 'COLLECTION_AUTOMATIC', {
      collectionId: 'Choose a manual collection',
    });
  }
  await appendToCollection(shop, collection.id, ids);
  return c.json({ count: ids.length });
});

productRoutes.post('/', async (c) => {
  const data = await jsonBody(c, ProductInputSchema);
  const id = await saveProduct(c.var.shop, data);
  return c.json(await getProduct(c.var.shop, id), 201);
});

productRoutes.get('/:id', async (c) => c.json(await getProduct(c.var.shop, c.req.param('id'))));

productRoutes.put('/:id', async (c) => {
  const data = await jsonBody(c, ProductInputSchema);
  const id = await saveProduct(c.var.shop, data, c.req.param('id'));
  return c.json(await getProduct(c.var.shop, id));
});

productRoutes.post('/:id/duplicate', async (c) => {
  const id = await duplicateProduct(c.var.shop, c.req.param('id'));
  return c.json(await getProduct(c.var.shop, id), 201);
});

productRoutes.delete('/:id', async (c) => {
  const count = await deleteProducts(c.var.shop, [c.req.param('id')]);
  if (count === 0) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  return c.json({ count });
});
