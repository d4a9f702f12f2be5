/** The earnings page's figures as a table (chart, table beside it) and the default statement range. */
import type { EarningsByDay } from '../../contract/earnings.ts';
import { dhakaDate } from '../../contract/analytics.ts';
import type { DataTable } from './data-table.ts';
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
