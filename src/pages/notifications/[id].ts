/**
 * /notifications/[id]?to=/orders/… : opening a notification marks it read for the member and goes on to its page
 * (a same-site path only). A Store API failure still goes on: reading the order matters more than the mark.
 */
import type { APIRoute } from 'astro';
import { notificationsApi } from '../../lib/api/notifications.ts';
import { safeNext } from '../../lib/notifications.ts';

export const GET: APIRoute = async ({ params, url, locals, redirect }) => {
  const id = params.id ?? '';
  if (locals.token && id.length <= 64) await notificationsApi.markRead(locals.token, [id]).catch(() => undefined);
  return redirect(safeNext(url.searchParams.get('to')), 303);
};
