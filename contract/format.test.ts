import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dhakaParts,
  displayFor,
  englishDisplay,
  formatDate,
  formatMoney,
  formatNumber,
  toLocalDigits,
  zoneParts,
  type DisplayPrefs,
} from './format.ts';

const bn = displayFor('bn');
const bnLatin = displayFor('bn', 'latin');
const enLakh = displayFor('en', null, 'lakh');

/** Bangla digits back to Latin (the test's own inverse, independent of contract/normalise.ts). */
const latin = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

describe('displayFor', () => {
  it('gives Bangla digits and lakh grouping by default in Bangla, today’s look in English', () => {
    expect(bn).toEqual({ locale: 'bn', digits: 'bangla', grouping: 'lakh' });
    expect(displayFor('en')).toEqual(englishDisplay);
    expect(displayFor('bn', 'latin', 'international')).toEqual({ locale: 'bn', digits: 'latin', grouping: 'international' });
  });
});

describe('formatMoney', () => {
  it.each<[number, DisplayPrefs, string]>([
    [692_511_400, enLakh, '৳69,25,114.00'],
    [692_511_400, bn, '৳৬৯,২৫,১১৪.০০'],
    [692_511_400, englishDisplay, '৳6,925,114.00'],
    [692_511_400, bnLatin, '৳69,25,114.00'],
    [1_000_000_000_00, bn, '৳১,০০,০০,০০,০০০.০০'],
    [0, bn, '৳০.০০'],
    [5, englishDisplay, '৳0.05'],
    [99_999, enLakh, '৳999.99'],
    [100_000, enLakh, '৳1,000.00'],
    [-250, englishDisplay, '-৳2.50'],
    [-12_345_678, bn, '-৳১,২৩,৪৫৬.৭৮'],
  ])('writes %i poisha as %j', (poisha, prefs, text) => {
    expect(formatMoney(poisha, prefs)).toBe(text);
  });

  it('writes whole taka when asked', () => {
    expect(formatMoney(123_450, englishDisplay, { whole: true })).toBe('৳1,235');
    expect(formatMoney(12_345_600, bn, { whole: true })).toBe('৳১,২৩,৪৫৬');
  });

  it('is the format of Intl’s BDT currency in English for any amount (property)', () => {
    const bdt = new Intl.NumberFormat('en-BD', { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (poisha) => {
        expect(formatMoney(poisha, englishDisplay)).toBe(bdt.format(poisha / 100));
      }),
    );
  });

  it('differs between the digit settings only in the digits, and lakh only in the commas (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (poisha) => {
        const lakh = formatMoney(poisha, enLakh);
        expect(latin(formatMoney(poisha, bn))).toBe(lakh);
        expect(lakh.replaceAll(',', '')).toBe(formatMoney(poisha, englishDisplay).replaceAll(',', ''));
        // Lakh groups: the last three digits, then pairs.
        expect(lakh).toMatch(/^-?৳\d{1,2}(,\d{2})*,\d{3}\.\d{2}$|^-?৳\d{1,3}\.\d{2}$/);
      }),
    );
  });
});

describe('formatNumber', () => {
  it.each<[number, DisplayPrefs, string]>([
    [1234, englishDisplay, '1,234'],
    [1234567, englishDisplay, '1,234,567'],
    [1234567, bn, '১২,৩৪,৫৬৭'],
    [1234567, bnLatin, '12,34,567'],
    [12, bn, '১২'],
    [-1500, enLakh, '-1,500'],
    [0, bn, '০'],
    [2.5, englishDisplay, '3'],
  ])('writes %d as %j', (n, prefs, text) => {
    expect(formatNumber(n, prefs)).toBe(text);
  });

  it('keeps decimals when asked, and can leave out separators', () => {
    expect(formatNumber(1234.5, bn, { maximumFractionDigits: 2 })).toBe('১,২৩৪.৫');
    expect(formatNumber(1234.5, englishDisplay, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber(-0.001, englishDisplay, { maximumFractionDigits: 2 })).toBe('0');
    expect(formatNumber(123456, bn, { useGrouping: false })).toBe('১২৩৪৫৬');
    expect(formatNumber(Number.NaN, bn)).toBe('');
  });

  it('matches en-IN and en-US grouping for any whole number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatNumber(n, enLakh)).toBe(new Intl.NumberFormat('en-IN').format(n));
        expect(formatNumber(n, englishDisplay)).toBe(new Intl.NumberFormat('en-US').format(n));
      }),
    );
  });
});

describe('toLocalDigits', () => {
  it('changes only digits, and only for Bangla digits', () => {
    expect(toLocalDigits('#1042 · 3 items', bn)).toBe('#১০৪২ · ৩ items');
    expect(toLocalDigits('#1042', bnLatin)).toBe('#1042');
    expect(toLocalDigits('#1042', englishDisplay)).toBe('#1042');
  });
});

describe('formatDate', () => {
  // 06:53 UTC is 12:53 in Dhaka (UTC+6), a Monday.
  const moment = '2026-11-23T06:53:00Z';

  it.each<[DisplayPrefs, Parameters<typeof formatDate>[2], string]>([
    [englishDisplay, 'date', '23 Nov 2026'],
    [englishDisplay, 'dateTime', '23 Nov 2026, 12:53 pm'],
    [englishDisplay, 'time', '12:53 pm'],
    [englishDisplay, 'monthYear', 'November 2026'],
    [englishDisplay, 'longDate', '23 November 2026'],
    [englishDisplay, 'dayMonth', '23 Nov'],
    [englishDisplay, 'fullDate', 'Monday, 23 November 2026'],
    [bn, 'date', '২৩ নভেম্বর ২০২৬'],
    [bn, 'dateTime', '২৩ নভেম্বর ২০২৬, দুপুর ১২:৫৩'],
    [bn, 'time', 'দুপুর ১২:৫৩'],
    [bn, 'monthYear', 'নভেম্বর ২০২৬'],
    [bn, 'weekday', 'সোমবার'],
    [bnLatin, 'fullDate', 'সোমবার, 23 নভেম্বর 2026'],
  ])('writes the moment in %j as %s: %j', (prefs, style, text) => {
    expect(formatDate(moment, prefs, style)).toBe(text);
  });

  it('reads moments in Bangladesh time: 20:30 UTC is the next day in Dhaka', () => {
    expect(formatDate(new Date('2026-01-31T20:30:00Z'), englishDisplay, 'dateTime')).toBe('1 Feb 2026, 2:30 am');
    expect(formatDate(new Date('2026-01-31T20:30:00Z'), bn, 'dateTime')).toBe('১ ফেব্রুয়ারি ২০২৬, রাত ২:৩০');
    expect(formatDate('2026-01-01T06:00:00+06:00', bn, 'time')).toBe('সকাল ৬:০০');
    expect(formatDate('2026-01-01T00:05:00+06:00', englishDisplay, 'time')).toBe('12:05 am');
  });

  it('reads a YYYY-MM-DD day key as that day, and an invalid date as empty', () => {
    expect(formatDate('2026-03-01', englishDisplay, 'dayMonth')).toBe('1 Mar');
    expect(formatDate('2026-12-31', bn, 'date')).toBe('৩১ ডিসেম্বর ২০২৬');
    expect(formatDate('not a date', bn)).toBe('');
  });

  it('names every month in Bangla and keeps the same numbers as English (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        const en = formatDate(date, englishDisplay, 'date');
        const bangla = formatDate(date, bn, 'date');
        expect(
          latin(bangla)
            .replace(/[^\d ]/g, '')
            .split(' ')
            .filter(Boolean),
        ).toEqual(
          en
            .replace(/[^\d ]/g, '')
            .split(' ')
            .filter(Boolean),
        );
        expect(bangla).not.toMatch(/[A-Za-z0-9]/);
      }),
    );
  });
});

describe('dhakaParts', () => {
  it('reads the same Dhaka clock by arithmetic as the time-zone database, for any moment from 2010 on', () => {
    const moments = fc.date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moments, (moment) => {
        expect(dhakaParts(moment)).toEqual(zoneParts(moment));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a moment of 2009, the summer of UTC+7, from the time-zone database', () => {
    const summer2009 = new Date('2009-07-01T18:30:00Z');
    expect(dhakaParts(summer2009)).toEqual(zoneParts(summer2009));
    expect(dhakaParts(summer2009).hour).toBe(1);
  });

  it('turns the day at midnight in Dhaka (18:00 UTC)', () => {
    expect(dhakaParts(new Date('2026-11-27T17:59:00Z'))).toMatchObject({ day: 27, hour: 23, minute: 59, weekday: 5 });
    expect(dhakaParts(new Date('2026-11-27T18:00:00Z'))).toMatchObject({ day: 28, hour: 0, minute: 0, weekday: 6 });
  });
});
