import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, serialiseCsv } from './csv.ts';

describe('parseCsv', () => {
  it.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['"a,1","b ""q"""\n', [['a,1', 'b "q"']]],
    ['"line\nbreak",x\n', [['line\nbreak', 'x']]],
    ['\ufeffh1,h2\n', [['h1', 'h2']]],
    ['a,,c\n\n\n', [['a', '', 'c']]],
    ['a,\n', [['a', '']]],
  ])('parses %j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('serialiseCsv', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' edge')).toBe('" edge"');
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['Handle', 'Title', 'Description'],
      ['nakshi-kantha', 'Nakshi Kantha, red', '<p>Hand "stitched"\nin Jessore</p>'],
      ['x', '', 'শাড়ি'],
    ];
    expect(parseCsv(serialiseCsv(rows))).toEqual(rows);
  });
});
