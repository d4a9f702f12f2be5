/** /orders/export.csv: the filtered list (or `?ids=`) as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { hasPermission } from '../../lib/access.ts';
import { ordersApi } from '../../lib/api/orders.ts';
import { findRoute } from '../../lib/routes.ts';

const KEYS = ['status', 'payment', 'method', 'from', 'to', 'q', 'sort', 'ids'] as const;

export const GET: APIRoute = async ({ locals, url, redirect }) => {
  // An endpoint is not in the page guards' reach: check the key of /orders here, from the routes table.
  if (!locals.token || !locals.user) return redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  const access = findRoute('/orders')!.access;
  if (access !== 'signin' && access !== 'public' && access !== 'guest' && !hasPermission(locals.activeShop, access)) {
    return new Response(`You need the "${access}" permission to export orders.`, { status: 403 });
  }
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
