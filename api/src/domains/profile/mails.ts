/** The e-mail that confirms a new sign-in address, in the account's language (README "Messages"). */
import { formatNumber, type DisplayPrefs } from '../../../../contract/format.ts';
import { messages } from '../../platform/i18n/messages.ts';
import { composeMail, type MailMessage } from '../../platform/mail/outbox.ts';
import { hello } from '../../platform/mail/words.ts';
import file from './profile-mail.messages.json' with { type: 'json' };

const t = messages(file);

export const emailChangeMail = (seller: { name: string }, newEmail: string, link: string, display: DisplayPrefs): MailMessage => {
  const { locale } = display;
  return composeMail({
    to: newEmail,
    locale,
    subject: t(locale, 'profile_mail_email_subject'),
    paragraphs: [hello(locale, seller.name), t(locale, 'profile_mail_email_body', { email: newEmail, hours: formatNumber(24, display) })],
    link: { url: link, label: t(locale, 'profile_mail_email_link') },
    footer: [t(locale, 'profile_mail_email_ignore')],
  });
};
