/** /store/seo-and-social-media/redirects.csv: the shop's URL redirects as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { redirectsApi } from '../../../lib/api/seo.ts';

// Guarded like /store/seo-and-social-media by the middleware (its OTHER_ROUTES entry in src/lib/routes.ts).
export const GET: APIRoute = async ({ locals }) => {
  if (!locals.token) throw new Error('/store/seo-and-social-media/redirects.csv reached without a session: check its OTHER_ROUTES entry.');
  const answer = await redirectsApi.exportCsv(locals.token);
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="redirects.csv"',
      'cache-control': 'no-store',
    },
  });
};
