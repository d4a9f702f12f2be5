import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { lastDays, statementForm } from './earnings.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const read = (query: string, display = englishDisplay) => statementForm(new URLSearchParams(query), display, NOW);

describe('statementForm', () => {
  it('is the last 30 days when no date is given', () => {
    expect(read('')).toEqual({ values: lastDays(30, NOW), range: { from: '2026-10-29', to: '2026-11-27' }, fields: {} });
  });

  it('reads dates typed in Bangla digits, day first too, keeping them as typed (issue 23)', () => {
    expect(read('from=২০২৬-১১-০১&to=২৫/১১/২০২৬')).toEqual({
      values: { from: '২০২৬-১১-০১', to: '২৫/১১/২০২৬' },
      range: { from: '2026-11-01', to: '2026-11-25' },
      fields: {},
    });
  });

  it.each([
    ['from=2026-11-10&to=2026-11-01', { to: 'The end date must be on or after the start date' }],
    ['from=2024-01-01&to=2026-01-01', { to: 'Choose at most a year' }],
    ['from=2026-02-30&to=2026-03-01', { from: 'Enter a date like 2026-01-31' }],
    ['from=&to=2026-03-01', { from: 'Enter a date like 2026-01-31' }],
  ])('refuses %j under the date at fault, keeping what was typed', (query, fields) => {
    const form = read(query);
    expect(form.range).toBeNull();
    expect(form.fields).toEqual(fields);
    expect(form.values).toEqual(Object.fromEntries(new URLSearchParams(query)));
  });

  it('says the reason in the member’s language', () => {
    expect(read('from=2026-11-10&to=2026-11-01', displayFor('bn')).fields.to).not.toMatch(/[A-Za-z]{2}/);
  });
});
