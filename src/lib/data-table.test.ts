import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { formatDate } from './dates.ts';
import { columnValues, csvValue, formatCell, tableToCsv } from './data-table.ts';

describe('formatCell', () => {
  it.each([
    ['money', 123_450, '৳1,234.50'],
    ['count', 12345, '12,345'],
    ['date', '2026-11-21', formatDate('2026-11-21', englishDisplay)],
    ['text', 'Shari', 'Shari'],
    ['text', undefined, ''],
  ] as const)('shows a %s cell %j as %j', (kind, value, expected) => {
    expect(formatCell(kind, value, englishDisplay).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});

it('shows cells in the reader’s digits and grouping, while CSV keeps plain Latin numbers', () => {
  const bn = displayFor('bn');
  expect(formatCell('money', 12_345_600, bn)).toBe('৳১,২৩,৪৫৬.০০');
  expect(formatCell('count', 1_234_567, bn)).toBe('১২,৩৪,৫৬৭');
  expect(formatCell('date', '2026-11-21', bn)).toBe('২১ নভেম্বর ২০২৬');
  expect(csvValue('money', 12_345_600)).toBe('123456.00');
  expect(csvValue('count', 1_234_567)).toBe(1_234_567);
});

describe('csvValue', () => {
  it('writes money as taka with two decimals and counts as numbers', () => {
    expect(csvValue('money', 5)).toBe('0.05');
    expect(csvValue('count', 7)).toBe(7);
    expect(csvValue('date', '2026-11-21')).toBe('2026-11-21');
  });
});

describe('tableToCsv and columnValues', () => {
  const table = {
    caption: 'x',
    columns: [
      { key: 'name', label: 'Name', kind: 'text' as const },
      { key: 'sales', label: 'Sales', kind: 'money' as const },
    ],
    rows: [{ name: '=HYPERLINK()', sales: 100 }],
  };

  it('guards formula-looking text and marks the money column', () => {
    expect(tableToCsv(table)).toBe("\uFEFFName,Sales (BDT)\r\n'=HYPERLINK(),1.00\r\n");
  });

  it('reads a column as numbers', () => {
    expect(columnValues(table, 'sales')).toEqual([100]);
  });
});
