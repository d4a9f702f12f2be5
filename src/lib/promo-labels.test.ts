import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { promoGives, promoStatusLabel } from './promo-labels.ts';

describe('promo code words', () => {
  it('say what a code gives in the seller’s language and digits', () => {
    const code = { type: 'percentage' as const, value: 10, cap: 20_000 };
    expect(withLocaleScope('en', () => promoGives(code, displayFor('en')))).toBe('10% up to ৳200.00');
    expect(withLocaleScope('bn', () => promoGives(code, displayFor('bn')))).toBe('১০%, সর্বোচ্চ ৳২০০.০০');
    expect(withLocaleScope('bn', () => promoGives({ type: 'fixed', value: 15_000, cap: null }, displayFor('bn')))).toBe('৳১৫০.০০ ছাড়');
    expect(withLocaleScope('bn', () => promoStatusLabel('active'))).toBe('চালু');
  });
});
