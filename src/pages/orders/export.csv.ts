/** /orders/export.csv: the filtered list (or `?ids=`) as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { ordersApi } from '../../lib/api/orders.ts';

const KEYS = ['status', 'payment', 'method', 'from', 'to', 'q', 'sort', 'ids'] as const;

// Guarded like /orders by the middleware (OTHER_ROUTES in src/lib/routes.ts): only a signed-in user with its key gets here.
export const GET: APIRoute = async ({ locals, url }) => {
  if (!locals.token) throw new Error('/orders/export.csv reached without a session: check its OTHER_ROUTES entry.');
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  const answer = await ordersApi.exportCsv(locals.token, query);
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="orders.csv"',
      'cache-control': 'no-store',
    },
  });
};
