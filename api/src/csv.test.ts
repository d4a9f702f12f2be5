import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, takaAmount, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+8801711', "'+8801711"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['রহিম উদ্দিন', 'রহিম উদ্দিন'],
  ])('writes %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('writes null, undefined and non-finite numbers as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Total'],
        [
          ['Rahim', 1200],
          ['Karim, Jr.', 0],
        ],
      ),
    ).toBe('\uFEFFName,Total\r\nRahim,1200\r\n"Karim, Jr.",0\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Date'], [])).toBe('\uFEFFDate\r\n');
  });
});

describe('takaAmount and csvFileName', () => {
  it('turns poisha into taka with two decimals', () => {
    expect(takaAmount(123450)).toBe('1234.50');
    expect(takaAmount(0)).toBe('0.00');
  });

  it('keeps file names to safe characters', () => {
    expect(csvFileName('sales 2026-11-01/2026-11-21')).toBe('sales-2026-11-01-2026-11-21.csv');
  });
});
