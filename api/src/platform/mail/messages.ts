/** The wording of every e-mail Haat sends (plain text plus simple HTML, English). */
import { composeMail, type MailMessage } from './outbox.ts';

type Person = { name: string; email: string };

export const resetPasswordMail = (seller: Person, link: string): MailMessage =>
  composeMail({
    to: seller.email,
    subject: 'Reset your Haat password',
    paragraphs: [`Hello ${seller.name},`, 'Open this link within one hour to choose a new password.'],
    link: { url: link, label: 'Choose a new password' },
    footer: ['If you did not ask for this, ignore this email.'],
  });

export const invitationMail = (invite: { name: string; email: string; shopName: string; inviterName: string }, link: string): MailMessage =>
  composeMail({
    to: invite.email,
    subject: `Join ${invite.shopName} on Haat`,
    paragraphs: [
      `Hello ${invite.name},`,
      `${invite.inviterName} has invited you to help run ${invite.shopName} on Haat. The link works once and lapses in 7 days.`,
    ],
    link: { url: link, label: `Join ${invite.shopName}` },
    footer: ['If you were not expecting this, ignore this email.'],
  });

export const emailChangeMail = (seller: { name: string }, newEmail: string, link: string): MailMessage =>
  composeMail({
    to: newEmail,
    subject: 'Confirm your new Haat e-mail address',
    paragraphs: [`Hello ${seller.name},`, `Open this link within 24 hours to use ${newEmail} to sign in to Haat.`],
    link: { url: link, label: 'Confirm this e-mail address' },
    footer: ['If you did not ask for this, ignore this email: nothing changes.'],
  });

export const confirmSignupMail = (signup: { name: string; email: string; shopName: string }, link: string): MailMessage =>
  composeMail({
    to: signup.email,
    subject: 'Confirm your e-mail to open your Haat shop',
    paragraphs: [
      `Hello ${signup.name},`,
      `Open this link within 24 hours to confirm your e-mail address and open ${signup.shopName} on Haat. The link works once.`,
    ],
    link: { url: link, label: 'Confirm and open my shop' },
    footer: ['If you did not sign up for Haat, ignore this email: no account is made until the link is opened.'],
  });

/** To every shop admin when the payout method changes (issue 22 item 11): payouts wait until `holdUntil`. */
export const payoutMethodChangedMail = (
  admin: Person,
  change: { shopName: string; actorName: string; label: string; holdUntil: Date },
): MailMessage =>
  composeMail({
    to: admin.email,
    subject: `The payout method of ${change.shopName} was changed`,
    paragraphs: [
      `Hello ${admin.name},`,
      `${change.actorName} changed where ${change.shopName} is paid to: ${change.label}.`,
      `To keep the shop's money safe, no payout is sent until ${change.holdUntil.toUTCString()}.`,
    ],
    footer: [
      'If nobody at your shop made this change, sign in, set the payout method back, change your password and turn on two-step sign-in.',
    ],
  });
