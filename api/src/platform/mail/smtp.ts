/** The real protocol client: nodemailer over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
import nodemailer from 'nodemailer';
import type { MailTransport } from './worker.ts';

/** A transport that sends through `url` as `from`; the outbox id becomes the Message-ID. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@outbox.haat>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** The mail settings from the environment, or null when SMTP_URL is unset (mail waits in the outbox). */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { smtpUrl: string; from: string } | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  return { smtpUrl, from: env.MAIL_FROM?.trim() || 'Haat <no-reply@haat.localhost>' };
}
