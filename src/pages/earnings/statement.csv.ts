/** /earnings/statement.csv?from&to: the statement of a date range as CSV, streamed from the Store API. */
import type { APIRoute } from 'astro';
import { earningsApi } from '../../lib/api/earnings.ts';
import { lastDays } from '../../lib/earnings.ts';

// Guarded like /earnings by the middleware (its OTHER_ROUTES entry in src/lib/routes.ts).
export const GET: APIRoute = async ({ locals, url }) => {
  if (!locals.token) throw new Error('/earnings/statement.csv reached without a session: check its OTHER_ROUTES entry.');
  const fallback = lastDays(30);
  const range = { from: url.searchParams.get('from') || fallback.from, to: url.searchParams.get('to') || fallback.to };
  const answer = await earningsApi.statementCsv(locals.token, range);
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="statement.csv"',
      'cache-control': 'no-store',
    },
  });
};
