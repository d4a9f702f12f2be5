/**
 * CSV files (RFC 4180, UTF-8 with a BOM so Excel reads Bangla names, CRLF line ends), written through
 * csv-stringify and read through csv-parse, with ONE rule against formula injection for every file:
 * spreadsheet apps run a text cell that starts with = + - @ (or a tab or CR) as a formula, and a
 * customer or product name can start that way, so such a cell is written with a leading apostrophe
 * (OWASP "CSV injection"). Numbers are left alone. Reading takes the apostrophe off again, so an
 * exported file imports back unchanged.
 */
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A formula start, after any apostrophes: "'-" gets one more too, or reading could not tell it from an escaped "-"
 * (a spreadsheet shows "''-" as "'-", so the cell reads right there as well).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe; other text is returned as is. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The cell as it was before `neutraliseFormula` (reading a file this module wrote). */
export const restoreFormula = (text: string): string => (NEUTRALISED.test(text) ? text.slice(1) : text);

/** One cell's text, before quoting: numbers as they are (non-finite → empty), booleans as yes/no, null → empty. */
function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return neutraliseFormula(value);
}

/** CRLF after every row; line breaks inside a cell, and spaces at either end (which some readers would trim), quoted. */
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]|^\s|\s$/ } as const;

/** A whole file: the header row, then the rows; a BOM first and CRLF after every row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const records = [header.map(cellText)];
  for (const row of rows) records.push(row.map(cellText));
  return stringify(records, { ...CSV_OPTIONS, bom: true });
}

/**
 * The same file as `toCsv`, streamed: the header row goes out at once, then each batch of rows as `batches`
 * yields it, so a large export never holds the whole file (nor every record behind it) in memory.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Iterable<readonly CsvCell[]>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv(header, [])));
    },
    async pull(controller) {
      // An empty batch enqueues nothing, and a pull that enqueues nothing is not called again: read on until one does.
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        const records = [...next.value].map((row) => row.map(cellText));
        if (records.length) return controller.enqueue(encoder.encode(stringify(records, CSV_OPTIONS)));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A safe download file name: letters, digits, dots and dashes. */
export const csvFileName = (name: string): string => `${name.replace(/[^\w.-]+/g, '-')}.csv`;

/** The text in pieces of about `size` characters, never between the two halves of a surrogate pair (emoji, rare scripts). */
function* pieces(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + size, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end = end - 1 > at ? end - 1 : end + 1;
    yield text.slice(at, end);
    at = end;
  }
}

/** One turn of the event loop: timers, I/O and other requests run before the next piece. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What csv-parse stopped at, as data: a quote opened and never closed (the one it meets with our options), or else. */
export type CsvProblem = 'quote_not_closed' | 'unreadable';

/** A CSV file that csv-parse could not read; `line` is where it stopped, `problem` why (worded by import-errors.ts). */
export class CsvSyntaxError extends Error {
  readonly line: number;
  readonly problem: CsvProblem;
  constructor(message: string, line: number, problem: CsvProblem = 'unreadable') {
    super(message);
    this.line = line;
    this.problem = problem;
  }
}

/**
 * The rows of a CSV text as string arrays, read in 64 KB pieces that yield to other work in between.
 * Blank lines are skipped, rows may have fewer or more cells than the header, a quote inside an unquoted
 * cell is kept as text, and cells this module neutralised come back as they were typed.
 */
export async function* readCsv(text: string, pieceSize = 64 * 1024): AsyncGenerator<string[]> {
  const parser = parse({
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  });
  const records: string[][] = [];
  let failure: unknown;
  let ended = false;
  parser.on('data', (record: string[]) => records.push(record.map(restoreFormula)));
  parser.on('error', (error) => (failure = error));
  parser.on('end', () => (ended = true));
  const check = () => {
    if (failure === undefined) return;
    const { lines, code } = failure as { lines?: unknown; code?: unknown };
    throw new CsvSyntaxError(
      failure instanceof Error ? `The file is not valid CSV: ${failure.message}` : 'The file is not valid CSV',
      typeof lines === 'number' ? lines : 1,
      code === 'CSV_QUOTE_NOT_CLOSED' ? 'quote_not_closed' : 'unreadable',
    );
  };
  for (const piece of pieces(text, pieceSize)) {
    parser.write(piece);
    await nextTurn();
    check();
    yield* records.splice(0);
  }
  parser.end();
  while (!ended && failure === undefined) await nextTurn();
  check();
  yield* records.splice(0);
}
