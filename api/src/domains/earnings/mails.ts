/** Payout e-mails, in each shop admin's language (README "Messages"). */
import { maskedAccountWords, type MaskedAccount } from '../../../../contract/earnings.ts';
import { formatDate, type DisplayPrefs } from '../../../../contract/format.ts';
import { messages } from '../../platform/i18n/messages.ts';
import { composeMail, type MailMessage } from '../../platform/mail/outbox.ts';
import { hello } from '../../platform/mail/words.ts';
import file from './earnings-mail.messages.json' with { type: 'json' };
import methods from '../../../../contract/earnings.messages.json' with { type: 'json' };

const t = messages(file);
const words = messages(methods);

/** To every shop admin when the payout method changes (issue 22 item 11): payouts wait until `holdUntil`. */
export const payoutMethodChangedMail = (
  admin: { name: string; email: string },
  change: { shopName: string | null; actorName: string; account: MaskedAccount; holdUntil: Date },
  display: DisplayPrefs,
): MailMessage => {
  const { locale } = display;
  const shop = change.shopName ?? t(locale, 'earnings_mail_method_your_shop');
  // The account in the recipient's words and digits, as the payout settings page names it.
  const method = maskedAccountWords(change.account, words(locale, `earnings_method_${change.account.method}`), display);
  return composeMail({
    to: admin.email,
    locale,
    subject: t(locale, 'earnings_mail_method_subject', { shop }),
    paragraphs: [
      hello(locale, admin.name),
      t(locale, 'earnings_mail_method_body', { actor: change.actorName, shop, method }),
      t(locale, 'earnings_mail_method_hold', { until: formatDate(change.holdUntil, display, 'dateTime') }),
    ],
    footer: [t(locale, 'earnings_mail_method_advice')],
  });
};
