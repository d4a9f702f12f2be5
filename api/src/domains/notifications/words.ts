/**
 * A notification in a member's language for a push (issue 27 item 4): the same texts the dashboard compiles
 * (contract/notifications.messages.json, read as the API reads its mail texts: platform/i18n/messages.ts), with the
 * variables notificationWords formats for the member's digits.
 */
import texts from '../../../../contract/notifications.messages.json' with { type: 'json' };
import { notificationWords, type NotificationKind, type NotificationParams } from '../../../../contract/notifications.ts';
import type { DisplayPrefs } from '../../../../contract/format.ts';
import { messages } from '../../platform/i18n/messages.ts';

const t = messages(texts);
type Id = Parameters<typeof t>[1];

/** Title and body of a notification in `display`'s language. */
export function pushWords(kind: NotificationKind, params: NotificationParams, display: DisplayPrefs): { title: string; body: string } {
  const words = notificationWords(kind, params, display);
  return { title: t(display.locale, words.title as Id, words.vars), body: t(display.locale, words.body as Id, words.vars) };
}
