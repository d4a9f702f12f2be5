import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bdPhone } from './contact.ts';
import { displayFor, englishDisplay, formatMoney, formatNumber, toLocalDigits, type DisplayPrefs } from './format.ts';
import { parseTaka } from './money.ts';
import {
  latinDigits,
  normaliseCode,
  normaliseDate,
  normaliseNumber,
  normalisePhone,
  numberInput,
  parseNumber,
  parsePercent,
} from './normalise.ts';

const bn = displayFor('bn');
const allPrefs: DisplayPrefs[] = [englishDisplay, bn, displayFor('bn', 'latin'), displayFor('en', 'bangla', 'lakh')];
/** Some digits of a Latin text made Bangla, chosen by the mask: every mixed form people might type. */
const mixed = (text: string, mask: boolean[]) => [...text].map((c, i) => (mask[i % mask.length] ? toLocalDigits(c, bn) : c)).join('');

describe('latinDigits', () => {
  it('changes only Bangla digits', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('৫টি শাড়ি, 3 pcs')).toBe('5টি শাড়ি, 3 pcs');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['০১৭১১২২৩৩৪৪', '01711223344'],
    ['01711-223344', '01711223344'],
    ['+880 1711 223344', '01711223344'],
    ['8801711223344', '01711223344'],
    ['+৮৮০ ১৭১১-২২৩৩৪৪', '01711223344'],
    ['+88 01711 223344', '01711223344'],
    ['0088 01711223344', '01711223344'],
    ['(017) 11.223.344', '01711223344'],
    ['01711 – 223344', '01711223344'],
    ['01711223344', '01711223344'],
    ['0171', '0171'],
    ['+88 01911-122', '01911122'],
    ['rahim', 'rahim'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  const validPhone = fc
    .tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), fc.stringMatching(/^\d{8}$/))
    .map(([operator, rest]) => `01${operator}${rest}`);
  const form = fc.constantFrom(
    (p: string) => p,
    (p: string) => `+88${p}`,
    (p: string) => `88${p}`,
    (p: string) => `+880 ${p.slice(1, 5)} ${p.slice(5)}`,
    (p: string) => `${p.slice(0, 5)}-${p.slice(5)}`,
  );

  it('accepts any Bangla-digit form of a valid number as its Latin form (property)', () => {
    const schema = bdPhone('Enter a phone');
    fc.assert(
      fc.property(validPhone, form, fc.array(fc.boolean(), { minLength: 1, maxLength: 13 }), (phone, write, mask) => {
        expect(schema.parse(mixed(write(phone), mask))).toBe(phone);
      }),
    );
  });
});

describe('numbers', () => {
  it.each([
    ['৪৫০০', 4500],
    ['৪,৫০০', 4500],
    ['1,00,000', 100000],
    ['১,০০,০০০.৫০', 100000.5],
    ['  12 ', 12],
    ['−5', -5],
    ['1 234', 1234],
    ['2.5', 2.5],
  ])('reads %j as %d', (typed, n) => {
    expect(parseNumber(typed)).toBe(n);
  });

  it.each(['', 'abc', '1e3', '1.2.3', '--5', '৫টি'])('reads %j as not a number', (typed) => {
    expect(parseNumber(typed)).toBeNaN();
  });

  it('reads percentages with or without the sign', () => {
    expect(parsePercent('১৫')).toBe(15);
    expect(parsePercent('12.5 %')).toBe(12.5);
    expect(parsePercent('১০%')).toBe(10);
    expect(parsePercent('%')).toBeNaN();
  });

  it('reads back every number and amount the formatter writes, in every display (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...allPrefs), (n, prefs) => {
        expect(parseNumber(formatNumber(n, prefs))).toBe(n);
        expect(parseTaka(formatMoney(n, prefs))).toBe(n);
      }),
    );
  });

  it('accepts any Bangla-digit form of a number as its Latin form (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (n, mask) => {
        expect(parseNumber(mixed(String(n), mask))).toBe(n);
        expect(normaliseNumber(mixed(String(n), mask))).toBe(String(n));
      }),
    );
  });

  it('turns number-like strings into numbers for the schemas, and leaves the rest for them to refuse', () => {
    expect(numberInput('৪৫০০০০')).toBe(450000);
    expect(numberInput(12)).toBe(12);
    expect(numberInput('')).toBe('');
    expect(numberInput('twelve')).toBe('twelve');
    expect(numberInput(null)).toBeNull();
  });
});

describe('parseTaka with Bangla input', () => {
  it.each([
    ['৪৫০০', 450_000],
    ['৳৬৯,২৫,১১৪.০০', 692_511_400],
    ['1,00,000 টাকা', 10_000_000],
    ['Tk 250', 25_000],
    ['৳ ৯৯.৯', 9_990],
  ])('reads %j as %i poisha', (typed, poisha) => {
    expect(parseTaka(typed)).toBe(poisha);
  });
});

describe('dates and codes', () => {
  it.each([
    ['২০২৬-১১-২৭', '2026-11-27'],
    ['২৭/১১/২০২৬', '2026-11-27'],
    ['7-1-2026', '2026-01-07'],
    ['27.11.2026', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['2026-11-27T10:00', '2026-11-27T10:00'],
    ['31/02/2026', '31/02/2026'],
    ['tomorrow', 'tomorrow'],
  ])('reads the date %j as %j', (typed, iso) => {
    expect(normaliseDate(typed)).toBe(iso);
  });

  it('makes the digits of a code Latin and keeps its letters', () => {
    expect(normaliseCode(' EID২০ ')).toBe('EID20');
    expect(normaliseCode('ঈদ১০')).toBe('ঈদ10');
  });
});
