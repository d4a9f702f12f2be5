/**
 * E-mails in the recipient's language (issue 23 item 2): every kind of mail the Store API sends reads in Bangla
 * for a Bangla reader — subject and body, with money and dates through contract/format.ts — and the flows pick the
 * recipient's saved language. A message left without its Bangla text falls back to English and fails here (and in
 * src/i18n/messages.test.ts, which checks every api/ message file).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../../../contract/format.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sellers } from '../../db/schema/index.ts';
import { confirmSignupMail, resetPasswordMail, signupAttemptMail } from '../../domains/auth/mails.ts';
import { receiptMail } from '../../domains/billing/mails.ts';
import { payoutMethodChangedMail } from '../../domains/earnings/mails.ts';
import { emailChangeMail } from '../../domains/profile/mails.ts';
import { invitationMail } from '../../domains/team/mails.ts';
import type { MailMessage } from './outbox.ts';
import { outbox } from './tables.ts';

const bn = displayFor('bn');
const person = { name: 'রহিম', email: 'rahim@example.com' };
const link = 'http://dashboard.test/x?token=abc';
const holdUntil = new Date('2026-11-29T06:30:00Z');
const paid = {
  number: 'HT-0042',
  amount: 1_234_500,
  trxId: 'TRX9AB12',
  planName: 'বেসিক',
  tier: 'monthly' as const,
  until: holdUntil,
  url: link,
};

/** Every kind of mail, written for `display`. */
const KINDS: Record<string, (display: typeof bn) => MailMessage> = {
  'password reset': (d) => resetPasswordMail(person, link, d),
  'sign-up confirmation': (d) => confirmSignupMail({ ...person, shopName: 'ঢাকা ক্রাফটস' }, link, d),
  'sign-up attempt on a registered address': (d) => signupAttemptMail(person, link, d),
  invitation: (d) => invitationMail({ ...person, shopName: 'ঢাকা ক্রাফটস', inviterName: 'করিম', days: 7 }, link, d),
  'e-mail change': (d) => emailChangeMail(person, 'new@example.com', link, d),
  'payout method changed': (d) =>
    payoutMethodChangedMail(
      person,
      { shopName: null, actorName: 'করিম', account: { method: 'bkash', masked: '0171•••0000' }, holdUntil },
      d,
    ),
  'plan receipt': (d) => receiptMail(person.email, paid, d),
};

/** Latin words left once links, addresses, brand names and the fixture's identifiers are taken out. */
const ALLOWED = new Set(['Haat', 'bKash', 'HT', 'TRX9AB12']);
const englishWords = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[\w.+-]+@[\w.-]+/g, '')
    .match(/[A-Za-z][A-Za-z0-9]+/g)
    ?.filter((word) => !ALLOWED.has(word)) ?? [];

describe('every mail kind in Bangla', () => {
  for (const [kind, write] of Object.entries(KINDS)) {
    it(`${kind}: subject and body are Bangla`, () => {
      const mail = write(bn);
      expect(mail.subject).toMatch(/[\u0980-\u09FF]/);
      expect(englishWords(mail.subject)).toEqual([]);
      expect(englishWords(mail.text)).toEqual([]);
      expect(englishWords(mail.html ?? '')).toEqual([]);
      expect(mail.html).toContain('<html lang="bn">');
      // The English mail is another text altogether (nothing was left untranslated by accident).
      expect(write(englishDisplay).subject).not.toBe(mail.subject);
    });
  }

  it('writes money and dates with the reader’s digits and grouping', () => {
    expect(KINDS['plan receipt']!(bn).text).toContain('৳১২,৩৪৫.০০');
    expect(KINDS['plan receipt']!(displayFor('bn', 'latin', 'lakh')).text).toContain('৳12,345.00');
    expect(KINDS['payout method changed']!(bn).text).toContain('২৯ নভেম্বর ২০২৬');
    expect(KINDS.invitation!(bn).text).toContain('৭ দিন');
  });

  it('names the new payout account in the reader’s words and digits', () => {
    expect(KINDS['payout method changed']!(bn).text).toContain('bKash ওয়ালেট ০১৭১•••০০০০');
    expect(KINDS['payout method changed']!(displayFor('bn', 'latin')).text).toContain('bKash ওয়ালেট 0171•••0000');
    expect(KINDS['payout method changed']!(englishDisplay).text).toContain('bKash wallet 0171•••0000');
  });
});

describe('the flows write in the recipient’s saved language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const lastMailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).at(-1);
  const setLanguage = (email: string, language: string) => t.db.update(sellers).set({ language }).where(eq(sellers.email, email));

  it('a password reset follows the account: Bangla for a Bangla account, English for an English one', async () => {
    await setLanguage('owner@haat.test', 'bn');
    await t.post('/auth/password/forgot', { email: 'owner@haat.test' });
    expect((await lastMailTo('owner@haat.test'))?.subject).toBe('আপনার Haat পাসওয়ার্ড নতুন করে সেট করুন');
    await setLanguage('owner@haat.test', 'en');
    await t.post('/auth/password/forgot', { email: 'owner@haat.test' });
    expect((await lastMailTo('owner@haat.test'))?.subject).toBe('Reset your Haat password');
  });

  it('a sign-up in Bangla gets its confirmation in Bangla, and the account it opens starts in Bangla', async () => {
    const email = 'notun@example.com';
    const signup = { name: 'নতুন বিক্রেতা', email, phone: '০১৭১১২২৩৩৪৪', shopName: 'নতুন শপ', password: 'password-123', language: 'bn' };
    expect((await t.post('/auth/request', signup)).status).toBe(200);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('Haat-এ শপ খুলতে আপনার ইমেইল কনফার্ম করুন');
    expect(mail.body).toContain('২৪ ঘণ্টার মধ্যে');
    const token = /signup\/confirm\?token=([\w-]+)/.exec(mail.body)![1]!;
    expect((await t.post('/auth/signup/confirm', { token })).status).toBe(201);
    const [account] = await t.db.select({ language: sellers.language }).from(sellers).where(eq(sellers.email, email));
    expect(account?.language).toBe('bn');
  });

  it('an invitation to someone new is in the inviter’s language; to an account, in the account’s', async () => {
    const invite = async (email: string) => {
      const owner = await t.login('owner@haat.test');
      const res = await t.send('POST', '/admin/team/invitations', owner, { name: 'সাথী', email, permissions: ['orders'] });
      expect(res.status).toBe(201);
      return (await lastMailTo(email))!.subject;
    };
    await setLanguage('owner@haat.test', 'bn');
    expect(await invite('sathi@example.com')).toBe('Haat-এ Dhaka Crafts-এ যোগ দিন');
    await setLanguage('owner@haat.test', 'en');
    expect(await invite('mita@example.com')).toBe('Join Dhaka Crafts on Haat');
    // notun@example.com opened a Bangla account in the test above: their language wins over the inviter's.
    expect(await invite('notun@example.com')).toBe('Haat-এ Dhaka Crafts-এ যোগ দিন');
  });
});
