/** The mail an account's owner gets when someone tries to sign up with their address (issue 9 item 11). */
import { composeMail, type MailMessage } from './outbox.ts';

export const signupAttemptMail = (seller: { name: string; email: string }, resetLink: string): MailMessage =>
  composeMail({
    to: seller.email,
    subject: 'Someone tried to create a Haat account with your email',
    paragraphs: [
      `Hello ${seller.name},`,
      'Someone just tried to create a new Haat account with this email address. You already have an account, so nothing was created.',
      'If it was you, sign in instead. If you forgot your password, you can choose a new one.',
    ],
    link: { url: resetLink, label: 'Choose a new password' },
    footer: ['If it was not you, you can ignore this email: your account has not changed.'],
  });
