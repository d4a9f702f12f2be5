import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { formatDate, formatDateTime, formatDay } from './dates.ts';

describe('one date format', () => {
  it.each([
    ['2026-11-23T06:53:00Z', '23 Nov 2026', '23 Nov 2026, 12:53 pm'],
    // 20:30 UTC is already the next day in Dhaka (UTC+6).
    ['2026-11-22T20:30:00Z', '23 Nov 2026', '23 Nov 2026, 2:30 am'],
    ['2026-01-05T00:00:00+06:00', '5 Jan 2026', '5 Jan 2026, 12:00 am'],
  ])('writes %s as %s and %s', (iso, date, dateTime) => {
    expect(formatDate(iso, englishDisplay)).toBe(date);
    expect(formatDateTime(iso, englishDisplay)).toBe(dateTime);
    expect(formatDate(new Date(iso), englishDisplay)).toBe(date);
  });

  it('writes a day key as day and month, without moving it', () => {
    expect(formatDay('2026-11-23', englishDisplay)).toBe('23 Nov');
    expect(formatDay('2026-01-01', englishDisplay)).toBe('1 Jan');
  });

  it('writes Bangla month names and digits for a Bangla reader', () => {
    expect(formatDateTime('2026-11-23T06:53:00Z', displayFor('bn'))).toBe('২৩ নভেম্বর ২০২৬, দুপুর ১২:৫৩');
    expect(formatDay('2026-01-01', displayFor('bn', 'latin'))).toBe('1 জানুয়ারি');
  });

  it('answers an empty string for what is not a date', () => {
    expect(formatDate('not a date', englishDisplay)).toBe('');
    expect(formatDateTime('', englishDisplay)).toBe('');
    expect(formatDay('2026-13-40', englishDisplay)).toBe('');
  });
});
