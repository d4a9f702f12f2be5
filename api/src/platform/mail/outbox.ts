/** enqueueMail(tx, message): the one way any area sends e-mail. The row commits or rolls back with the change. */
import type { Db } from '../db/client.ts';
import { outbox } from './tables.ts';
import type { Locale } from '../../../../contract/format.ts';

/** A message as areas write it: plain text, and simple HTML when there is any. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** A database handle or an open transaction: pass the transaction of the change the mail belongs to. */
export type DbOrTx = Pick<Db, 'insert'>;

/** Writes `message` to the outbox (the worker delivers it later); returns the row id. */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({ to: message.to, subject: message.subject, body: message.text, html: message.html ?? null })
    .returning({ id: outbox.id });
  return row!.id;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export type MailDraft = {
  to: string;
  /** The recipient's language (the HTML's `lang`); English when not given. */
  locale?: Locale;
  subject: string;
  /** Paragraphs before the link. */
  paragraphs: string[];
  /** The one action of the message. */
  link?: { url: string; label: string };
  /** Paragraphs after the link. */
  footer?: string[];
};

/** Builds the plain-text and simple HTML versions of a message from its paragraphs and link. */
export function composeMail(draft: MailDraft): MailMessage {
  const after = draft.footer ?? [];
  const text = [...draft.paragraphs, ...(draft.link ? [`${draft.link.label}:\n${draft.link.url}`] : []), ...after].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${draft.locale ?? 'en'}"><body style="font-family:sans-serif;font-size:14px;color:#222">`,
    ...draft.paragraphs.map(p),
    ...(draft.link ? [`<p><a href="${escapeHtml(draft.link.url)}" style="color:#B4501A">${escapeHtml(draft.link.label)}</a></p>`] : []),
    ...after.map(p),
    '</body></html>',
  ].join('');
  return { to: draft.to, subject: draft.subject, text, html };
}
