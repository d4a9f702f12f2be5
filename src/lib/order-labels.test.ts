import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../contract/order-state-machine.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { paymentMethodLabel, paymentStatusLabel, statusLabel } from './order-labels.ts';

const BRANDS = new Set(['bKash', 'Nagad', 'Rocket']);

describe('order labels', () => {
  it('say every status, payment status and method in English as the contract does, and in Bangla', () => {
    for (const [key, english] of Object.entries(STATUS_LABELS)) {
      expect(statusLabel(key)).toBe(english);
      expect(withLocaleScope('bn', () => statusLabel(key))).not.toBe(english);
    }
    for (const [key, english] of Object.entries(PAYMENT_STATUS_LABELS)) {
      expect(paymentStatusLabel(key)).toBe(english);
      expect(withLocaleScope('bn', () => paymentStatusLabel(key))).not.toBe(english);
    }
    for (const [key, english] of Object.entries(PAYMENT_METHOD_LABELS)) {
      expect(paymentMethodLabel(key)).toBe(english);
      const bangla = withLocaleScope('bn', () => paymentMethodLabel(key));
      // Brand names are written as the brands write them, in Bangla too (docs/glossary.md, src/i18n/glossary.test.ts).
      if (BRANDS.has(english)) expect(bangla).toBe(english);
      else expect(bangla).not.toBe(english);
    }
    expect(withLocaleScope('bn', () => statusLabel('cancelled'))).toBe('বাতিল');
  });
});
