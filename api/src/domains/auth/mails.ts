/** The e-mails of signing up and signing in, in the recipient's language (README "Messages"). */
import { formatNumber, type DisplayPrefs } from '../../../../contract/format.ts';
import { messages } from '../../platform/i18n/messages.ts';
import { composeMail, type MailMessage } from '../../platform/mail/outbox.ts';
import { hello, mailWords } from '../../platform/mail/words.ts';
import file from './auth-mail.messages.json' with { type: 'json' };

const t = messages(file);
type Person = { name: string; email: string };

export const resetPasswordMail = (seller: Person, link: string, display: DisplayPrefs): MailMessage => {
  const { locale } = display;
  return composeMail({
    to: seller.email,
    locale,
    subject: t(locale, 'auth_mail_reset_subject'),
    paragraphs: [hello(locale, seller.name), t(locale, 'auth_mail_reset_body')],
    link: { url: link, label: t(locale, 'auth_mail_reset_link') },
    footer: [mailWords(locale, 'mail_ignore')],
  });
};

/** To a new address: the link that opens the account (24 hours, once). */
export const confirmSignupMail = (signup: Person & { shopName: string }, link: string, display: DisplayPrefs): MailMessage => {
  const { locale } = display;
  return composeMail({
    to: signup.email,
    locale,
    subject: t(locale, 'auth_mail_signup_subject'),
    paragraphs: [
      hello(locale, signup.name),
      t(locale, 'auth_mail_signup_body', { shop: signup.shopName, hours: formatNumber(24, display) }),
    ],
    link: { url: link, label: t(locale, 'auth_mail_signup_link') },
    footer: [t(locale, 'auth_mail_signup_ignore')],
  });
};

/** To an account's owner when someone tries to sign up with their address (issue 9 item 11). */
export const signupAttemptMail = (seller: Person, resetLink: string, display: DisplayPrefs): MailMessage => {
  const { locale } = display;
  return composeMail({
    to: seller.email,
    locale,
    subject: t(locale, 'auth_mail_attempt_subject'),
    paragraphs: [hello(locale, seller.name), t(locale, 'auth_mail_attempt_body'), t(locale, 'auth_mail_attempt_advice')],
    link: { url: resetLink, label: t(locale, 'auth_mail_reset_link') },
    footer: [t(locale, 'auth_mail_attempt_ignore')],
  });
};
