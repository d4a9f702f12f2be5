/**
 * Signing up in a spec with its own mail stack (helpers/mail-stack.ts): the sign-up form, and the confirmation link
 * read from the mails the spec's SMTP server received.
 */
import { expect, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { MailStack } from './mail-stack.ts';

export const CONFIRM_SUBJECT = 'Confirm your e-mail to open your Haat shop';

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The mails to `email` with `subject` received so far. */
export const mailsTo = (stack: Pick<MailStack, 'smtp'>, email: string, subject: string) =>
  stack.smtp().messages.filter((m) => recipient(m).includes(email) && m.subject === subject);

/** The confirmation link (path and query) of the `nth` confirmation mail to `email`, waiting for it to arrive. */
export async function confirmLink(stack: Pick<MailStack, 'smtp' | 'base'>, email: string, nth = 0): Promise<string> {
  await expect.poll(() => mailsTo(stack, email, CONFIRM_SUBJECT).length, { timeout: 30_000 }).toBeGreaterThan(nth);
  const text = mailsTo(stack, email, CONFIRM_SUBJECT)[nth]!.text ?? '';
  const link = new RegExp(`${stack.base}(/signup/confirm\\?token=[\\w-]{43})`).exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

/** Fills the sign-up form of the page open at /signup and sends it. */
export async function fillSignup(page: Page, values: { name: string; email: string; phone: string; shop: string; password: string }) {
  await page.getByLabel('Your name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Shop name').fill(values.shop);
  await page.getByLabel('Password').fill(values.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}
