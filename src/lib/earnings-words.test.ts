import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { maskedAccount, maskedAccountOf, PAYOUT_FAILURE_TEXTS, PAYOUT_FAILURES, payoutBlockText } from '../../contract/earnings.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { accountName, payoutBlockWords, payoutFailureText } from './earnings-words.ts';

describe('payout accounts and failures in the reader’s words', () => {
  it('name an account in English as the Store API does, and in Bangla with Bangla digits', () => {
    for (const [method, number] of [
      ['bkash', '01771238575'],
      ['nagad', '01811235678'],
      ['bank', '1234567890'],
    ] as const) {
      const answer = { account: maskedAccountOf(method, number), methodLabel: maskedAccount(method, number) };
      expect(withLocaleScope('en', () => accountName(answer, englishDisplay))).toBe(answer.methodLabel);
    }
    const bkash = { account: maskedAccountOf('bkash', '01771238575'), methodLabel: 'bKash wallet 0177•••8575' };
    expect(withLocaleScope('bn', () => accountName(bkash, displayFor('bn')))).toBe('bKash ওয়ালেট ০১৭৭•••৮৫৭৫');
  });

  it('say why a payout failed in English as stored, and in Bangla', () => {
    for (const code of PAYOUT_FAILURES) {
      const payout = { failureCode: code, failureReason: PAYOUT_FAILURE_TEXTS[code] };
      expect(withLocaleScope('en', () => payoutFailureText(payout))).toBe(PAYOUT_FAILURE_TEXTS[code]);
      expect(withLocaleScope('bn', () => payoutFailureText(payout))).not.toMatch(/[A-Za-z]/);
    }
  });

  it('show an older payout’s English account and reason as written', () => {
    const old = { account: null, methodLabel: 'bKash wallet 0177•••8575', failureReason: 'Limit reached.', failureCode: null };
    expect(withLocaleScope('bn', () => accountName(old, displayFor('bn')))).toBe('bKash wallet 0177•••8575');
    expect(withLocaleScope('bn', () => payoutFailureText(old))).toBe('Limit reached.');
  });
});

describe('why no payout is coming, in the reader’s words', () => {
  const until = new Date('2026-11-29T08:05:00Z');
  it('says each block in English as the Store API does, and in Bangla with Bangla digits', () => {
    const blocks = [
      { kind: 'no_method' },
      { kind: 'held', until },
      { kind: 'two_step', admins: 1 },
      { kind: 'two_step', admins: 3 },
      { kind: 'below_minimum', minimum: 50_000 },
    ] as const;
    const english = [
      payoutBlockText({ kind: 'no_method' }),
      payoutBlockText({ kind: 'held', until }),
      payoutBlockText({ kind: 'two_step', admins: 1 }),
      payoutBlockText({ kind: 'two_step', admins: 3 }),
      payoutBlockText({ kind: 'below_minimum', minimum: 50_000 }),
    ];
    blocks.forEach((block, i) => {
      const words = withLocaleScope('en', () => payoutBlockWords(block, englishDisplay));
      if (block.kind === 'held')
        expect(words).toContain('held until'); // the API's date style differs
      else expect(words).toBe(english[i]);
      const bangla = withLocaleScope('bn', () => payoutBlockWords(block, displayFor('bn')));
      expect(bangla).not.toMatch(/[0-9]/);
      expect(bangla).toMatch(/[\u0980-\u09FF]/);
    });
    expect(withLocaleScope('bn', () => payoutBlockWords({ kind: 'below_minimum', minimum: 50_000 }, displayFor('bn')))).toContain('৳৫০০');
  });
});
