/**
 * The home and analytics figures as tables (shown beside each chart, and as CSV) and as chart specs, in the reader's
 * language. Status and payment-method labels are the orders area's (src/lib/order-labels.ts). A money column is left
 * out when the Store API held its figures back (null: the shop hides them from this member, issue 25 item 10).
 */
import type { AnalyticsReport, CustomerMix, DayPoint, PaymentMethodShare, StatusCount, TopProduct } from '../../contract/analytics.ts';
import type { ChartSpec, ChartUnit } from '../islands/charts/spec.ts';
import { columnValues, type Column, type DataTable, type Row } from './data-table.ts';
import { paymentMethodLabel, statusLabel } from './order-labels.ts';
import { m } from '../paraglide/messages.js';
import type { DisplayPrefs } from '../../contract/format.ts';
import { formatDay } from './dates.ts';

const customerKind = (kind: CustomerMix['kind']) => (kind === 'new' ? m.analytics_kind_new() : m.analytics_kind_returning());

/** The sales column, unless the figures were held back. */
const salesColumn = (rows: readonly { sales: number | null }[]): Column[] =>
  rows.some((row) => row.sales === null) ? [] : [{ key: 'sales', label: m.analytics_sales(), kind: 'money' }];
const sales = (value: number | null): Row => (value === null ? {} : { sales: value });

export function dailyTable(points: DayPoint[], caption: string): DataTable {
  return {
    caption,
    columns: [
      { key: 'date', label: m.analytics_column_date(), kind: 'date' },
      { key: 'orders', label: m.analytics_orders(), kind: 'count' },
      ...salesColumn(points),
    ],
    rows: points.map((point) => ({ date: point.date, orders: point.orders, ...sales(point.sales) })),
  };
}

export function statusTable(counts: StatusCount[], caption: string = m.analytics_orders_by_status()): DataTable {
  return {
    caption,
    columns: [
      { key: 'status', label: m.analytics_column_status(), kind: 'text' },
      { key: 'orders', label: m.analytics_orders(), kind: 'count' },
    ],
    rows: counts.map((count) => ({ status: statusLabel(count.status), orders: count.orders })),
  };
}

export function topProductsTable(products: TopProduct[], caption: string = m.analytics_top_products()): DataTable {
  return {
    caption,
    columns: [
      { key: 'name', label: m.analytics_column_product(), kind: 'text', data: true },
      { key: 'quantity', label: m.analytics_column_units(), kind: 'count' },
      ...salesColumn(products),
    ],
    rows: products.map((product) => ({ name: product.name, quantity: product.quantity, ...sales(product.sales) })),
  };
}

export function paymentMethodsTable(shares: PaymentMethodShare[], caption: string = m.analytics_by_payment_method()): DataTable {
  return {
    caption,
    columns: [
      { key: 'method', label: m.analytics_column_method(), kind: 'text' },
      { key: 'orders', label: m.analytics_orders(), kind: 'count' },
      ...salesColumn(shares),
    ],
    rows: shares.map((share) => ({ method: paymentMethodLabel(share.method), orders: share.orders, ...sales(share.sales) })),
  };
}

export function customerMixTable(mix: CustomerMix[], caption: string = m.analytics_customer_mix()): DataTable {
  return {
    caption,
    columns: [
      { key: 'kind', label: m.analytics_column_customers(), kind: 'text' },
      { key: 'customers', label: m.analytics_column_people(), kind: 'count' },
      { key: 'orders', label: m.analytics_orders(), kind: 'count' },
      ...salesColumn(mix),
    ],
    rows: mix.map((row) => ({ kind: customerKind(row.kind), customers: row.customers, orders: row.orders, ...sales(row.sales) })),
  };
}

/** The series the analytics page offers as CSV, by the name in its download address. */
export const SERIES = {
  'sales-over-time': (report: AnalyticsReport) => dailyTable(report.overTime, m.analytics_daily_caption()),
  'top-products': (report: AnalyticsReport) => topProductsTable(report.topProducts),
  'payment-methods': (report: AnalyticsReport) => paymentMethodsTable(report.paymentMethods),
  customers: (report: AnalyticsReport) => customerMixTable(report.customers),
} as const;
export type SeriesKey = keyof typeof SERIES;

export const isSeriesKey = (value: string | undefined): value is SeriesKey => value !== undefined && Object.hasOwn(SERIES, value);

/** "21 Nov" for a YYYY-MM-DD day (the axis labels of daily charts). */
export const dayLabel = (date: string, display: DisplayPrefs): string => formatDay(date, display);

/** A line chart of one column of a daily table. */
export function lineSpec(table: DataTable, key: string, unit: ChartUnit, title: string, display: DisplayPrefs): ChartSpec {
  const column = table.columns.find((c) => c.key === key);
  return {
    kind: 'line',
    title,
    unit,
    labels: table.rows.map((row) => dayLabel(String(row.date), display)),
    series: [{ label: column?.label ?? key, values: columnValues(table, key) }],
    display,
  };
}

/** A doughnut of one column, one slice per row, named by the table's first column. */
export function doughnutSpec(table: DataTable, key: string, unit: ChartUnit, title: string, display: DisplayPrefs): ChartSpec {
  const nameKey = table.columns[0]!.key;
  const column = table.columns.find((c) => c.key === key);
  return {
    kind: 'doughnut',
    title,
    unit,
    labels: table.rows.map((row) => String(row[nameKey])),
    series: [{ label: column?.label ?? key, values: columnValues(table, key) }],
    display,
  };
}
