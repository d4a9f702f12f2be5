/**
 * The top bar's unread count (components/notifications/NotificationBell.astro), asked of the Store API as soon as the
 * middleware knows the request renders a page with the top bar. It then travels beside the page's own calls: asked
 * from the bell itself, it waited for the page's data, and the rest of the page waited for it (a streamed page in
 * several pieces, each a compressor flush and a socket write).
 */
import type { UnreadSummary } from '../../contract/notifications.ts';
import { notificationsApi } from './api/notifications.ts';

type BellLocals = Pick<App.Locals, 'token' | 'activeShop' | 'user' | 'route'> & { bell?: Promise<UnreadSummary | null> };

/** Whether this request shows the bell with a count: a signed-in page with the top bar and an open shop. */
export const showsBellCount = (locals: BellLocals): boolean =>
  Boolean(
    locals.token &&
    locals.activeShop &&
    !locals.user?.twoStepSetupRequired &&
    locals.route?.layout === 'default' &&
    locals.route.topBar !== false,
  );

/** Asks for the count now (a GET of such a page); a Store API hiccup leaves the bell without a count, never breaks the page. */
export function askForBellCount(locals: BellLocals): void {
  if (showsBellCount(locals)) locals.bell = notificationsApi.unread(locals.token!).catch(() => null);
}

/** The count asked for by the middleware, or asked now (a form post that renders the page again). */
export function bellCount(locals: BellLocals): Promise<UnreadSummary | null> {
  if (locals.bell) return locals.bell;
  if (!locals.token || !locals.activeShop) return Promise.resolve(null);
  return notificationsApi.unread(locals.token).catch(() => null);
}
