import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_WORDS, defaultPlan } from '../../contract/shipping-defaults.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import type { Plan } from '../../contract/shipping.ts';
import { planDraft } from './shipping-form.ts';
import { shippingText, shippingTexts } from './shipping-words.ts';

describe('the default shipping plan in the reader’s words', () => {
  it('says every default word as stored in English, and in Bangla without a Latin letter', () => {
    for (const word of Object.values(DEFAULT_SHIPPING_WORDS)) {
      expect(withLocaleScope('en', () => shippingText(word))).toBe(word);
      expect(withLocaleScope('bn', () => shippingText(word))).not.toMatch(/[A-Za-z0-9]/);
    }
    expect(withLocaleScope('bn', () => shippingText('Inside Dhaka'))).toBe('ঢাকার ভেতরে');
  });

  it('keeps the seller’s own names and times as written', () => {
    for (const text of ['Chattogram city', 'Same day', 'inside dhaka', '']) {
      expect(withLocaleScope('bn', () => shippingText(text))).toBe(text);
    }
  });

  it('fills the plan form with the default zones in Bangla for a Bangla reader', () => {
    const plan = { ...defaultPlan(), version: 1, updatedAt: new Date(0).toISOString() } as unknown as Plan;
    const { zones } = withLocaleScope('bn', () => planDraft(plan));
    expect(zones.map((z) => [z.name, z.deliveryTime])).toEqual([
      ['ঢাকার ভেতরে', '১–২ দিন'],
      ['ঢাকার আশপাশ', '২–৩ দিন'],
      ['ঢাকার বাইরে', '৩–৫ দিন'],
    ]);
  });

  it('gives an island every default word with its reader’s words', () => {
    expect(withLocaleScope('bn', () => shippingTexts())[DEFAULT_SHIPPING_WORDS.outsideDhaka]).toBe('ঢাকার বাইরে');
  });
});
