import { describe, expect, it } from 'vitest';
import { setRequestDisplay, withLocaleScope } from '../../i18n/locale.ts';
import { apiErrorText } from './error-text.ts';
import { ApiError, errorFromResponse } from './errors.ts';
import type { ErrorReason } from '../../../contract/errors.ts';
import { displayFor } from '../../../contract/format.ts';
import { m } from '../../paraglide/messages.js';

describe('apiErrorText', () => {
  it('words a refusal with several reasons from its reason as data, in the reader’s digits', () => {
    const refused = (reason: ErrorReason) =>
      errorFromResponse(409, JSON.stringify({ message: 'English reason', code: 'PAYOUT_REFUSED', reason }));
    const bn = displayFor('bn');
    const below = refused({ kind: 'below_minimum', params: { minimum: 50_000 } });
    expect(withLocaleScope('bn', () => apiErrorText(below, bn))).toBe(
      withLocaleScope('bn', () => m.earnings_block_below_minimum({ amount: '৳৫০০.০০' })),
    );
    const held = refused({ kind: 'held', params: { until: '2026-11-29T08:30:00.000Z' } });
    expect(withLocaleScope('bn', () => apiErrorText(held, bn))).toMatch(/২৯ নভেম্বর ২০২৬/);
    expect(withLocaleScope('bn', () => apiErrorText(refused({ kind: 'two_step', params: { admins: 2 } }), bn))).toMatch(/২/);
    expect(withLocaleScope('bn', () => apiErrorText(refused({ kind: 'no_method', params: {} }), bn))).toBe(
      withLocaleScope('bn', () => m.earnings_block_no_method()),
    );
    // A kind this dashboard does not know yet: the code's own words; English keeps the server's sentence.
    expect(withLocaleScope('bn', () => apiErrorText(refused({ kind: 'new_kind', params: {} }), bn))).toBe('এখন কোনো পেআউট করা যাচ্ছে না।');
    expect(withLocaleScope('en', () => apiErrorText(below, displayFor('en')))).toBe('English reason');
  });

  it('words a reason in the digits the account chose when the caller passes none (a form action’s fail(error))', () => {
    const below = errorFromResponse(
      409,
      JSON.stringify({ message: 'English reason', code: 'PAYOUT_REFUSED', reason: { kind: 'below_minimum', params: { minimum: 50_000 } } }),
    );
    const latinDigits = withLocaleScope('bn', () => {
      setRequestDisplay(displayFor('bn', 'latin'));
      return apiErrorText(below);
    });
    expect(latinDigits).toBe(withLocaleScope('bn', () => m.earnings_block_below_minimum({ amount: '৳500.00' })));
    // Without the account's settings, the language's own: Bangla digits.
    expect(withLocaleScope('bn', () => apiErrorText(below))).toContain('৳৫০০.০০');
  });

  it('words a file the Store API could not read as CSV from its reason: where, in the reader’s digits', () => {
    const message = 'The file is not valid CSV: a quote (") opened on line 12 is never closed';
    const reason = { kind: 'not_csv', params: { row: 12, problem: 'quote_not_closed' } };
    const unreadable = errorFromResponse(400, JSON.stringify({ message, code: 'INVALID_CSV', reason }));
    expect(withLocaleScope('bn', () => apiErrorText(unreadable))).toBe('ফাইলটি সঠিক CSV নয়: ১২ নম্বর লাইনে খোলা উদ্ধৃতি চিহ্ন (") আর বন্ধ হয়নি');
    expect(withLocaleScope('en', () => apiErrorText(unreadable))).toBe(message);
  });

  it('words a refused status change from its reason, with the statuses in the reader’s language (issue 23)', () => {
    const body = { message: 'A delivered order cannot go back to pending.', code: 'TRANSITION_REFUSED' };
    const reason = { kind: 'backwards', params: { from: 'delivered', to: 'pending' } };
    const back = errorFromResponse(409, JSON.stringify({ ...body, reason }));
    expect(withLocaleScope('bn', () => apiErrorText(back))).toBe('অর্ডারটি এখন “ডেলিভারি হয়েছে”: আগের অবস্থা “অপেক্ষায়”-তে ফেরানো যাবে না।');
    expect(withLocaleScope('en', () => apiErrorText(back))).toBe(body.message);
    // Without a reason (an older API, or fulfilment's refusal), the code's own words.
    expect(withLocaleScope('bn', () => apiErrorText(errorFromResponse(409, JSON.stringify(body))))).toBe(
      withLocaleScope('bn', () => m.api_error_transition_refused()),
    );
  });

  const refused = new ApiError(401, 'Email or password is incorrect.', 'INVALID_CREDENTIALS');

  it("keeps the Store API's own English words in English", () => {
    expect(withLocaleScope('en', () => apiErrorText(refused))).toBe('Email or password is incorrect.');
  });

  it('says a known refusal in Bangla by its code, and an unknown one in the server words', () => {
    expect(withLocaleScope('bn', () => apiErrorText(refused))).toBe('ইমেইল বা পাসওয়ার্ড ঠিক নয়।');
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(503, 'down', 'API_UNAVAILABLE')))).toMatch(/স্টোর সার্ভিস/);
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(400, 'Odd thing', 'SOMETHING_NEW')))).toBe('Odd thing');
  });

  it('says a courier that cannot quote or answer as the courier’s outage, in the reader’s language (issue 23)', () => {
    const quote = errorFromResponse(502, JSON.stringify({ message: 'Pathao: timeout', code: 'COURIER_UNAVAILABLE' }));
    expect(withLocaleScope('bn', () => apiErrorText(quote))).toBe(withLocaleScope('bn', () => m.api_error_courier_unavailable()));
    expect(withLocaleScope('en', () => apiErrorText(quote))).toBe('Pathao: timeout');
    // A courier that refused this parcel's quote is said as a refusal, not as the courier being down.
    const refused = errorFromResponse(422, JSON.stringify({ message: 'Pathao: invalid area', code: 'COURIER_QUOTE_REFUSED' }));
    expect(withLocaleScope('bn', () => apiErrorText(refused))).toBe(withLocaleScope('bn', () => m.api_error_courier_quote_refused()));
    expect(withLocaleScope('bn', () => apiErrorText(refused))).not.toBe(withLocaleScope('bn', () => apiErrorText(quote)));
    expect(withLocaleScope('en', () => apiErrorText(refused))).toBe('Pathao: invalid area');
  });

  it('says a 5xx the Store API words for the seller by its code, not as an outage', () => {
    const unconfirmed = new ApiError(502, 'bKash did not answer', 'REFUND_UNCONFIRMED');
    expect(withLocaleScope('bn', () => apiErrorText(unconfirmed))).toMatch(/bKash সাড়া দেয়নি/);
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(500, 'oops', 'INTERNAL_ERROR')))).toMatch(/স্টোর সার্ভিস/);
  });
});
