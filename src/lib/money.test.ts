import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { formatMoney, formatTaka } from './money.ts';

// What Intl on Node 24 (ICU 78) really produces for en-BD: ICU has no en-BD grouping data, so
// amounts group in thousands (123,456.00), not in lakhs (1,23,456.00, which en-IN would give).
describe('formatMoney', () => {
  it.each([
    [0, '৳0.00'],
    [1, '৳0.01'],
    [50, '৳0.50'],
    [100, '৳1.00'],
    [123_450, '৳1,234.50'],
    [12_345_600, '৳123,456.00'],
    [1_234_567_890, '৳12,345,678.90'],
    [-5_000, '-৳50.00'],
  ])('shows %i poisha as %s', (poisha, expected) => {
    expect(formatMoney(poisha, englishDisplay)).toBe(expected);
  });

  it('shows the taka sign ৳ rather than the code BDT', () => {
    const text = formatMoney(12_345_600, englishDisplay);
    expect(text).toContain('৳');
    expect(text).not.toContain('BDT');
  });

  it('always shows exactly two decimals', () => {
    for (const poisha of [0, 7, 70, 700, 12_345, 99_999_999]) {
      expect(formatMoney(poisha, englishDisplay), String(poisha)).toMatch(/^৳[\d,]+\.\d{2}$/);
    }
  });

  it('rounds fractions of a poisha to two decimals', () => {
    expect(formatMoney(0.4, englishDisplay)).toBe('৳0.00');
    expect(formatMoney(199.6, englishDisplay)).toBe('৳2.00');
  });
});

describe('formatTaka', () => {
  it.each([
    [0, '৳0.00'],
    [1234.5, '৳1,234.50'],
    [123_456, '৳123,456.00'],
    [0.005, '৳0.01'],
  ])('shows %d taka as %s', (taka, expected) => {
    expect(formatTaka(taka, englishDisplay)).toBe(expected);
  });

  it('follows the reader’s digits and grouping', () => {
    expect(formatTaka(6_925_114, displayFor('bn'))).toBe('৳৬৯,২৫,১১৪.০০');
    expect(formatMoney(692_511_400, displayFor('en', null, 'lakh'))).toBe('৳69,25,114.00');
  });

  it('agrees with formatMoney on the same amount', () => {
    expect(formatTaka(987.65, englishDisplay)).toBe(formatMoney(98_765, englishDisplay));
  });
});
