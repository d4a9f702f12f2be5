/** /settings/promocodes/export.csv: the shop's promo codes as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { promoCodesApi } from '../../../lib/api/promo-codes.ts';

// Guarded like /settings/promocodes by the middleware (its OTHER_ROUTES entry in src/lib/routes.ts).
export const GET: APIRoute = async ({ locals }) => {
  if (!locals.token) throw new Error('/settings/promocodes/export.csv reached without a session: check its OTHER_ROUTES entry.');
  const answer = await promoCodesApi.exportCsv(locals.token);
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="promo-codes.csv"',
      'cache-control': 'no-store',
    },
  });
};
