/** GET /products/export.csv?<list filters>: the filtered product list as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { productsApi } from '../../lib/api/products.ts';
import { readProductsQuery, toApiQuery } from '../../lib/product-list.ts';

// Guarded like /products by the middleware (OTHER_ROUTES in src/lib/routes.ts): only a signed-in user with its key gets here.
export const GET: APIRoute = async ({ locals, url }) => {
  if (!locals.token) throw new Error('/products/export.csv reached without a session: check its OTHER_ROUTES entry.');
  const { page: _page, limit: _limit, ...filters } = toApiQuery(readProductsQuery(url.searchParams));
  const answer = await productsApi.exportCsv(locals.token, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(answer.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="products-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
};
