/** GET /products/export.csv?<list filters>: the filtered product list as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { hasPermission } from '../../lib/access.ts';
import { productsApi } from '../../lib/api/products.ts';
import { readProductsQuery, toApiQuery } from '../../lib/product-list.ts';
import { findRoute } from '../../lib/routes.ts';

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  const route = findRoute('/products')!;
  if (!locals.token || !locals.user) return redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (
    route.access !== 'signin' &&
    route.access !== 'public' &&
    route.access !== 'guest' &&
    !hasPermission(locals.activeShop, route.access)
  ) {
    return new Response('You do not have access to products.', { status: 403 });
  }
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
