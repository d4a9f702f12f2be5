/** Billing e-mails, in the paying member's language (README "Messages"). */
import { formatDate, formatMoney, type DisplayPrefs } from '../../../../contract/format.ts';
import type { BillingTier } from '../../../../contract/billing.ts';
import { messages } from '../../platform/i18n/messages.ts';
import { composeMail, type MailMessage } from '../../platform/mail/outbox.ts';
import file from './billing-mail.messages.json' with { type: 'json' };

const t = messages(file);

/** The receipt of a plan paid with bKash. */
export const receiptMail = (
  to: string,
  paid: { number: string; amount: number; trxId: string | null; planName: string; tier: BillingTier; until: Date; url: string },
  display: DisplayPrefs,
): MailMessage => {
  const { locale } = display;
  const plan = `${paid.planName}, ${t(locale, paid.tier === 'yearly' ? 'billing_mail_tier_yearly' : 'billing_mail_tier_monthly')}`;
  return composeMail({
    to,
    locale,
    subject: t(locale, 'billing_mail_receipt_subject', { number: paid.number }),
    paragraphs: [
      t(locale, 'billing_mail_receipt_body', {
        amount: formatMoney(paid.amount, display),
        trx: paid.trxId ?? t(locale, 'billing_mail_unknown_transaction'),
        plan,
      }),
      t(locale, 'billing_mail_receipt_until', { date: formatDate(paid.until, display, 'longDate') }),
    ],
    link: { url: paid.url, label: t(locale, 'billing_mail_receipt_link') },
  });
};
