/** The invitation e-mail, in the invitee's language (README "Messages"). */
import { formatNumber, type DisplayPrefs } from '../../../../contract/format.ts';
import { eq } from 'drizzle-orm';
import { sellers } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Seller } from '../../platform/env.ts';
import { displayOf, messages } from '../../platform/i18n/messages.ts';
import { composeMail, type MailMessage } from '../../platform/mail/outbox.ts';
import { hello } from '../../platform/mail/words.ts';
import file from './team-mail.messages.json' with { type: 'json' };

const t = messages(file);

export const invitationMail = (
  invite: { name: string; email: string; shopName: string; inviterName: string; days: number },
  link: string,
  display: DisplayPrefs,
): MailMessage => {
  const { locale } = display;
  const shop = invite.shopName;
  return composeMail({
    to: invite.email,
    locale,
    subject: t(locale, 'team_mail_invite_subject', { shop }),
    paragraphs: [
      hello(locale, invite.name),
      t(locale, 'team_mail_invite_body', { inviter: invite.inviterName, shop, days: formatNumber(invite.days, display) }),
    ],
    link: { url: link, label: t(locale, 'team_mail_invite_link', { shop }) },
    footer: [t(locale, 'team_mail_invite_ignore')],
  });
};

/**
 * An invitee reads the invitation in their account's language when the address already has one; someone new to
 * Haat gets the inviter's language (shops have no language of their own, and the inviter chose the words the shop
 * works in). Their own account then starts in that language too (acceptInvitation).
 */
export async function inviteeDisplay(db: Pick<Db, 'select'>, email: string, inviter: Seller): Promise<DisplayPrefs> {
  const [account] = await db
    .select({ language: sellers.language, digits: sellers.digits, grouping: sellers.grouping })
    .from(sellers)
    .where(eq(sellers.email, email))
    .limit(1);
  return displayOf(account ?? { language: inviter.language });
}
