/**
 * /earnings/statement.csv?from&to: the statement of a date range as CSV, streamed from the Store API. Dates that make
 * no range send the seller back to the form on /earnings with what they typed and the reason under the date.
 */
import type { APIRoute } from 'astro';
import { earningsApi } from '../../lib/api/earnings.ts';
import { statementForm } from '../../lib/earnings.ts';

// Guarded like /earnings by the middleware (its OTHER_ROUTES entry in src/lib/routes.ts).
export const GET: APIRoute = async ({ locals, url, redirect }) => {
  if (!locals.token) throw new Error('/earnings/statement.csv reached without a session: check its OTHER_ROUTES entry.');
  const form = statementForm(url.searchParams, locals.display);
  if (!form.range) return redirect(`/earnings?${new URLSearchParams(form.values).toString()}#statement-heading`, 303);
  const answer = await earningsApi.statementCsv(locals.token, form.range);
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="statement.csv"',
      'cache-control': 'no-store',
    },
  });
};
