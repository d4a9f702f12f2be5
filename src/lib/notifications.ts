/**
 * Notifications in the reader's words (issue 27 item 3): the Store API keeps a kind and its parameters; the dashboard
 * puts them into the reader's language when it shows them, with the compiled messages of
 * contract/notifications.messages.json (notificationWords picks the ids and formats the numbers).
 */
import { notificationOpenPath, notificationWords, type Notification } from '../../contract/notifications.ts';
import { formatDate, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';

type Message = (vars: Record<string, string>, options: { locale: DisplayPrefs['locale'] }) => string;
const messages = m as unknown as Record<string, Message | undefined>;

/** What a notification looks like on a page, in the panel and in the feed the top bar's script reads. */
export type ShownNotification = { id: string; title: string; body: string; href: string; open: string; read: boolean; time: string };

/** The path that marks a notification read and goes on to its page (src/pages/notifications/[id].ts). */
export const openHref = (n: Pick<Notification, 'id' | 'href'>) => notificationOpenPath(n.id, n.href);

/** Title, body and time of `n` in the reader's language and digits. */
export function showNotification(n: Notification, display: DisplayPrefs): ShownNotification {
  const words = notificationWords(n.kind, n.params, display);
  const say = (id: string) => messages[id]?.(words.vars, { locale: display.locale }) ?? id;
  return {
    id: n.id,
    title: say(words.title),
    body: say(words.body),
    href: n.href,
    open: openHref(n),
    read: n.read,
    time: formatDate(n.createdAt, display, 'dateTime'),
  };
}

/** A same-site path to go on to after opening a notification (never another site: `//x`, `/\x`, `https:`). */
export function safeNext(to: string | null): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/notifications';
}

/** The bell's count ("99+" past 99) and its accessible name, in the reader's digits and words. */
export function bellText(unread: number, display: DisplayPrefs): { unreadText: string; label: string } {
  const unreadText = unread > 99 ? `${formatNumber(99, display)}+` : formatNumber(unread, display);
  return {
    unreadText,
    label: unread > 0 ? m.notifications_bell_unread({ count: formatNumber(unread, display) }) : m.layout_notifications(),
  };
}
