/**
 * CSV (RFC 4180) for exports: customers from the Store API, analytics series from the dashboard.
 * Imports nothing, so the dashboard can import it too.
 */

export type CsvCell = string | number | boolean | null | undefined;

/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab/CR) as a formula; a customer could
 * type such a name. Those cells get a leading apostrophe (OWASP "CSV injection"). Numbers are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row then rows, CRLF line ends, with a BOM so Excel reads UTF-8 (Bangla names). */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Poisha as a plain taka amount with two decimals, for CSV cells ("1234.50"). */
export const takaAmount = (poisha: number): string => (poisha / 100).toFixed(2);

/** A safe download file name: letters, digits, dots and dashes. */
export const csvFileName = (name: string): string => `${name.replace(/[^\w.-]+/g, '-')}.csv`;
