import { describe, expect, it } from 'vitest';
import { parseRange, presetRange, rangeQuery } from './analytics-range.ts';

const TODAY = '2026-11-21';
const parse = (query: string) => parseRange(new URLSearchParams(query), TODAY);

describe('parseRange', () => {
  it.each([
    ['', '2026-10-23', '30'],
    ['range=7', '2026-11-15', '7'],
    ['range=30', '2026-10-23', '30'],
    ['range=90', '2026-08-24', '90'],
    ['range=bogus', '2026-10-23', '30'],
  ])('reads %j as the last N days ending today', (query, from, range) => {
    expect(parse(query)).toMatchObject({ from, to: TODAY, range, error: null });
  });

  it('reads a custom range', () => {
    expect(parse('range=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      range: 'custom',
      error: null,
    });
  });

  it('treats dates without range=custom as a custom range', () => {
    expect(parse('from=2026-11-01&to=2026-11-02')).toMatchObject({ from: '2026-11-01', to: '2026-11-02', range: 'custom' });
  });

  it('stops a range that runs past today at today', () => {
    expect(parse('range=custom&from=2026-11-20&to=2026-12-31')).toMatchObject({ from: '2026-11-20', to: TODAY, error: null });
  });

  it('reads dates typed in Bangla digits, day first too (issue 23)', () => {
    expect(parse('range=custom&from=২০২৬-১১-০১&to=০৫/১১/২০২৬')).toMatchObject({ from: '2026-11-01', to: '2026-11-05', error: null });
  });

  it.each([
    ['range=custom&from=2026-02-30&to=2026-03-01', /start date as YYYY-MM-DD/, 'from'],
    ['range=custom&from=2026-11-10&to=2026-11-01', /end date must be on or after/, 'to'],
    ['range=custom&from=2024-01-01&to=2026-01-01', /at most 366 days/, 'from'],
    ['range=custom&from=2026-12-01&to=2026-12-02', /in the future/, 'from'],
    ['range=custom&from=&to=', /start date/, 'from'],
  ])('falls back to 30 days with a reason for %j, under the date at fault', (query, message, field) => {
    const choice = parse(query);
    expect(choice).toMatchObject({ from: '2026-10-23', to: TODAY, range: '30', errorField: field });
    expect(choice.error).toMatch(message);
  });

  it('keeps what the seller typed when the range is refused', () => {
    expect(parse('range=custom&from=2026-11-10&to=2026-11-01')).toMatchObject({ typedFrom: '2026-11-10', typedTo: '2026-11-01' });
  });
});

describe('presetRange and rangeQuery', () => {
  it('includes today in the last 7 days', () => {
    expect(presetRange('7', TODAY)).toEqual({ from: '2026-11-15', to: TODAY });
  });

  it('writes a preset as range only, a custom range with its dates', () => {
    expect(rangeQuery({ range: '90', from: 'x', to: 'y' })).toBe('range=90');
    expect(rangeQuery({ range: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe('range=custom&from=2026-01-01&to=2026-01-31');
  });
});
