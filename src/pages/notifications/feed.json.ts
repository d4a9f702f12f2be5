/**
 * /notifications/feed.json: what the top bar's script polls (scripts/page.ts) and the panel shows
 * (scripts/notification-panel.ts): the unread count and the newest notifications, already in the reader's language,
 * so the browser ships no messages. `?after=<id>` answers only newer ones. Never cached: it is signed-in data.
 */
import type { APIRoute } from 'astro';
import { notificationsApi } from '../../lib/api/notifications.ts';
import { bellText, showNotification } from '../../lib/notifications.ts';

export const GET: APIRoute = async ({ url, locals }) => {
  const after = url.searchParams.get('after')?.slice(0, 64) || undefined;
  const list = await notificationsApi.list(locals.token!, { limit: 10, ...(after ? { after } : {}) });
  const body = {
    unread: list.unread,
    ...bellText(list.unread, locals.display),
    items: list.response.map((n) => showNotification(n, locals.display)),
  };
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
