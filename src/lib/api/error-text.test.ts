import { describe, expect, it } from 'vitest';
import { withLocaleScope } from '../../i18n/locale.ts';
import { apiErrorText } from './error-text.ts';
import { ApiError } from './errors.ts';

describe('apiErrorText', () => {
  const refused = new ApiError(401, 'Email or password is incorrect.', 'INVALID_CREDENTIALS');

  it("keeps the Store API's own English words in English", () => {
    expect(withLocaleScope('en', () => apiErrorText(refused))).toBe('Email or password is incorrect.');
  });

  it('says a known refusal in Bangla by its code, and an unknown one in the server words', () => {
    expect(withLocaleScope('bn', () => apiErrorText(refused))).toBe('ইমেইল বা পাসওয়ার্ড ঠিক নয়।');
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(503, 'down', 'API_UNAVAILABLE')))).toMatch(/স্টোর সার্ভিস/);
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(400, 'Odd thing', 'SOMETHING_NEW')))).toBe('Odd thing');
  });

  it('says a 5xx the Store API words for the seller by its code, not as an outage', () => {
    const unconfirmed = new ApiError(502, 'bKash did not answer', 'REFUND_UNCONFIRMED');
    expect(withLocaleScope('bn', () => apiErrorText(unconfirmed))).toMatch(/bKash সাড়া দেয়নি/);
    expect(withLocaleScope('bn', () => apiErrorText(new ApiError(500, 'oops', 'INTERNAL_ERROR')))).toMatch(/স্টোর সার্ভিস/);
  });
});
