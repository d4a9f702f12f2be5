import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../../contract/format.ts';
import { formatTick, formatValue, plotted } from './config.ts';

describe('the reader’s digits and grouping', () => {
  const bn = displayFor('bn');
  it('writes values and axis ticks in Bangla digits with lakh grouping', () => {
    expect(formatValue({ unit: 'money', display: bn }, 15_000_000)).toBe('৳১,৫০,০০০.০০');
    expect(formatTick({ unit: 'money', display: bn }, 120_000)).toBe('৳১,২০,০০০');
    expect(formatTick({ unit: 'count', display: bn }, 1500)).toBe('১,৫০০');
    expect(formatTick({ unit: 'money', display: englishDisplay }, 1500)).toBe('৳1,500');
  });
});

describe('formatValue and plotted', () => {
  it('converts only money', () => {
    expect(plotted({ unit: 'money' }, [100, 250])).toEqual([1, 2.5]);
    expect(plotted({ unit: 'count' }, [100])).toEqual([100]);
    expect(formatValue({ unit: 'count', display: englishDisplay }, 12345)).toBe('12,345');
  });
});
