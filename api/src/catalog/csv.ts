/** RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF, a BOM. */

/** Parses CSV text into rows of fields. Blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (input[i + 1] === '\n') i += 1;
      endRow();
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One field, quoted when it holds a comma, quote, line break or edge spaces. Formula prefixes are kept as typed. */
export const csvField = (value: string): string => (needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows to CSV text with CRLF line ends (what spreadsheet programs expect). */
export const serialiseCsv = (rows: string[][]): string => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
