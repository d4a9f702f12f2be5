/**
 * A table of numbers that a chart draws and that the page shows beside it (readable without
 * JavaScript) and offers as CSV: one shape, three renderings, so they cannot disagree.
 */
import { toCsv } from '../../contract/csv.ts';
import { takaText } from '../../contract/money.ts';
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { formatDate } from './dates.ts';
import { formatMoney } from './money.ts';

export type ColumnKind = 'date' | 'text' | 'money' | 'count';

export interface Column {
  key: string;
  label: string;
  kind: ColumnKind;
  /** The seller's own words (product names): marked translate="no", as every record name is. */
  data?: boolean;
}

export type Row = Record<string, string | number>;

export interface DataTable {
  caption: string;
  columns: Column[];
  rows: Row[];
}

/** A cell as the page shows it: money in BDT (poisha in), dates as "21 Nov 2026", counts with separators. */
export function formatCell(kind: ColumnKind, value: string | number | undefined, display: DisplayPrefs): string {
  if (value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatMoney(Number(value), display);
    case 'count':
      return formatNumber(Number(value), display);
    case 'date':
      return formatDate(String(value), display);
    default:
      return String(value);
  }
}

/** A cell as CSV holds it: plain numbers (money as taka with two decimals), ISO dates. */
export function csvValue(kind: ColumnKind, value: string | number | undefined): string | number {
  if (value === undefined) return '';
  if (kind === 'money') return takaText(Number(value));
  if (kind === 'count') return Number(value);
  return String(value);
}

/** The CSV file of a table; money columns say "(BDT)" in the header. */
export function tableToCsv(table: DataTable): string {
  const header = table.columns.map((column) => (column.kind === 'money' ? `${column.label} (BDT)` : column.label));
  return toCsv(
    header,
    table.rows.map((row) => table.columns.map((column) => csvValue(column.kind, row[column.key]))),
  );
}

/** The values of one column, in row order (what a chart plots). */
export const columnValues = (table: DataTable, key: string): number[] => table.rows.map((row) => Number(row[key] ?? 0));
