/** The earnings page's figures as a table (chart, table beside it) and the default statement range. */
import { DayRangeQuerySchema, type DayRange, type EarningsByDay } from '../../contract/earnings.ts';
import { dhakaDate } from '../../contract/analytics.ts';
import type { DisplayPrefs } from '../../contract/format.ts';
import type { DataTable } from './data-table.ts';
import { fieldErrorTexts } from './field-errors.ts';
import { m } from '../paraglide/messages.js';

/** Gross, fees and net per day: the table the chart draws its net line from. */
export function earningsTable(byDay: EarningsByDay): DataTable {
  return {
    caption: m.earnings_by_day(),
    columns: [
      { key: 'date', label: m.earnings_col_date(), kind: 'date' },
      { key: 'gross', label: m.earnings_col_gross(), kind: 'money' },
      { key: 'fees', label: m.earnings_col_fees(), kind: 'money' },
      { key: 'net', label: m.earnings_col_net(), kind: 'money' },
    ],
    rows: byDay.days.map((d) => ({ date: d.day, gross: d.gross, fees: -d.fees, net: d.net })),
  };
}

/** The last `days` Bangladesh days up to today, as a from/to range. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: dhakaDate(new Date(now.getTime() - (days - 1) * 86_400_000)), to: dhakaDate(now) };
}

/** The statement form: the dates as typed, the range when they make one, else each date's error in the member's words. */
export interface StatementForm {
  values: { from: string; to: string };
  range: DayRange | null;
  fields: { from?: string; to?: string };
}

/**
 * Reads the statement form's `from` and `to` (Bangla digits and day-first dates too, through the contract's schema):
 * neither given is the last 30 days; a wrong range names the date at fault, and /earnings shows the form again with
 * what was typed (the CSV download cannot show a form).
 */
export function statementForm(params: URLSearchParams, display: DisplayPrefs, now = new Date()): StatementForm {
  if (!params.has('from') && !params.has('to')) {
    const range = lastDays(30, now);
    return { values: range, range, fields: {} };
  }
  const values = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const parsed = DayRangeQuerySchema.safeParse(values);
  if (parsed.success) return { values, range: parsed.data, fields: {} };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'from' ? 'from' : 'to';
    fields[key] ??= issue.message;
  }
  return { values, range: null, fields: fieldErrorTexts(fields, display) };
}
