/** The real protocol client: nodemailer over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './worker.ts';

/**
 * A transport that sends through `url` as `from`; the outbox id becomes the Message-ID. nodemailer (400 KiB of
 * the API bundle) is loaded with the first mail, not when the Store API starts.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    send: async (mail) => {
      await (
        await connect()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@outbox.haat>`,
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** The mail settings from the environment, or null when SMTP_URL is unset (mail waits in the outbox). */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { smtpUrl: string; from: string } | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  return { smtpUrl, from: env.MAIL_FROM?.trim() || 'Haat <no-reply@haat.localhost>' };
}
