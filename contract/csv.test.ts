import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvFileName, csvStream, neutraliseFormula, readCsv, toCsv, type CsvCell } from './csv.ts';

const readAll = async (text: string, pieceSize?: number) => {
  const rows: string[][] = [];
  for await (const row of readCsv(text, pieceSize)) rows.push(row);
  return rows;
};

/** The body of a one-column file holding `value` (no BOM, no line end). */
const cell = (value: string | number | null) => toCsv(['h'], [[value]]).slice('\uFEFFh\r\n'.length, -2);

describe('writing', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' edge', '" edge"'],
    ['রহিম উদ্দিন', 'রহিম উদ্দিন'],
  ])('writes %j as %j', (input, expected) => {
    expect(cell(input)).toBe(expected);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+8801711', "'+8801711"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=1,2', `"'=1,2"`],
  ])('neutralises the formula %j as %j', (input, expected) => {
    expect(cell(input)).toBe(expected);
  });

  it('leaves numbers alone, negative ones included, and writes blanks for null and NaN', () => {
    expect(cell(-5)).toBe('-5');
    expect(cell(12.5)).toBe('12.5');
    expect(cell(null)).toBe('');
    expect(cell(Number.NaN)).toBe('');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Total'],
        [
          ['Rahim', 1200],
          ['Karim, Jr.', 0],
        ],
      ),
    ).toBe('\uFEFFName,Total\r\nRahim,1200\r\n"Karim, Jr.",0\r\n');
    expect(toCsv(['Date'], [])).toBe('\uFEFFDate\r\n');
  });

  it('keeps file names to safe characters', () => {
    expect(csvFileName('sales 2026-11-01/2026-11-21')).toBe('sales-2026-11-01-2026-11-21.csv');
  });
});

describe('streaming', () => {
  async function* batchesOf<T>(...batches: T[][]) {
    for (const batch of batches) yield batch;
  }
  /** The bytes as text, BOM kept (Response.text() would drop it). */
  const read = async (stream: ReadableStream<Uint8Array>) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

  it('writes byte for byte what toCsv writes, whatever the batches', async () => {
    const rows: CsvCell[][] = [
      ['Rahim', 1200],
      ['=cmd', -5],
      ['two\nlines', null],
    ];
    const streamed = await read(csvStream(['Name', 'Total'], batchesOf(rows.slice(0, 1), [], rows.slice(1))));
    expect(streamed).toBe(toCsv(['Name', 'Total'], rows));
  });

  it('sends the header alone for no rows', async () => {
    expect(await read(csvStream(['Date'], batchesOf()))).toBe('\uFEFFDate\r\n');
  });
});

describe('reading', () => {
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
    [
      'a,b\r\n1,2\n3,4',
      [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    ['"a,1","b ""q"""\n', [['a,1', 'b "q"']]],
    ['"line\nbreak",x\n', [['line\nbreak', 'x']]],
    ['\ufeffh1,h2\n', [['h1', 'h2']]],
    ['a,,c\n\n\n', [['a', '', 'c']]],
    ['a,\n', [['a', '']]],
    ['a\nb,c,d\n', [['a'], ['b', 'c', 'd']]],
    ['5" screen,x\n', [['5" screen', 'x']]],
  ])('reads %j', async (text, rows) => {
    expect(await readAll(text)).toEqual(rows);
  });

  it('says where an unclosed quote left the file unreadable', async () => {
    const error = await readAll('a,b\n"open,x\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).message).toMatch(/^The file is not valid CSV: /);
  });

  it('reads back what it writes, formulas included, whatever the piece size', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        async (rows, size) => {
          const written = toCsv(['a', 'b'], rows);
          const expected = [['a', 'b'], ...rows].filter((row) => row.join('') !== '' || row.length > 1);
          expect(await readAll(written, size)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets other work run while it reads a large file', async () => {
    const text = toCsv(
      ['Handle', 'Title'],
      Array.from({ length: 20_000 }, (_, i) => [`h-${i}`, `Title ${i}`]),
    );
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const rows = await readAll(text, 16 * 1024);
    clearInterval(timer);
    expect(rows).toHaveLength(20_001);
    expect(ticks).toBeGreaterThan(0);
  });

  it('neutralises and restores the same characters', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`);
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
  });

  it.each([
    ["'-", "''-"],
    ["''=1+1", "'''=1+1"],
    ["'", "'"],
    ["it's", "it's"],
  ])('keeps %j apart from an escaped formula: written %j, read back the same', async (value, written) => {
    expect(neutraliseFormula(value)).toBe(written);
    expect(await readAll(toCsv(['h'], [[value]]))).toEqual([['h'], [value]]);
  });
});
