/**
 * The home and analytics figures as tables (shown beside each chart, and as CSV) and as chart specs.
 * Status and payment-method labels are the orders area's (contract/order-state-machine.ts).
 */
import type { AnalyticsReport, CustomerMix, DayPoint, PaymentMethodShare, StatusCount, TopProduct } from '../../contract/analytics.ts';
import type { ChartSpec, ChartUnit } from '../islands/charts/spec.ts';
import { PAYMENT_METHOD_LABELS, STATUS_LABELS as ORDER_STATUS_LABELS } from '../../contract/order-state-machine.ts';
import { columnValues, type DataTable } from './data-table.ts';
import type { DisplayPrefs } from '../../contract/format.ts';
import { formatDay } from './dates.ts';

const CUSTOMER_KIND_LABELS: Record<CustomerMix['kind'], string> = { new: 'New', returning: 'Returning' };

const label = (labels: Readonly<Record<string, string>>, key: string) => labels[key] ?? key;

export function dailyTable(points: DayPoint[], caption: string): DataTable {
  return {
    caption,
    columns: [
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'orders', label: 'Orders', kind: 'count' },
      { key: 'sales', label: 'Sales', kind: 'money' },
    ],
    rows: points.map((point) => ({ date: point.date, orders: point.orders, sales: point.sales })),
  };
}

export function statusTable(counts: StatusCount[], caption = 'Orders by status'): DataTable {
  return {
    caption,
    columns: [
      { key: 'status', label: 'Status', kind: 'text' },
      { key: 'orders', label: 'Orders', kind: 'count' },
    ],
    rows: counts.map((count) => ({ status: label(ORDER_STATUS_LABELS, count.status), orders: count.orders })),
  };
}

export function topProductsTable(products: TopProduct[], caption = 'Top products'): DataTable {
  return {
    caption,
    columns: [
      { key: 'name', label: 'Product', kind: 'text' },
      { key: 'quantity', label: 'Units sold', kind: 'count' },
      { key: 'sales', label: 'Sales', kind: 'money' },
    ],
    rows: products.map((product) => ({ name: product.name, quantity: product.quantity, sales: product.sales })),
  };
}

export function paymentMethodsTable(shares: PaymentMethodShare[], caption = 'Sales by payment method'): DataTable {
  return {
    caption,
    columns: [
      { key: 'method', label: 'Payment method', kind: 'text' },
      { key: 'orders', label: 'Orders', kind: 'count' },
      { key: 'sales', label: 'Sales', kind: 'money' },
    ],
    rows: shares.map((share) => ({ method: label(PAYMENT_METHOD_LABELS, share.method), orders: share.orders, sales: share.sales })),
  };
}

export function customerMixTable(mix: CustomerMix[], caption = 'New and returning customers'): DataTable {
  return {
    caption,
    columns: [
      { key: 'kind', label: 'Customers', kind: 'text' },
      { key: 'customers', label: 'People', kind: 'count' },
      { key: 'orders', label: 'Orders', kind: 'count' },
      { key: 'sales', label: 'Sales', kind: 'money' },
    ],
    rows: mix.map((row) => ({ kind: CUSTOMER_KIND_LABELS[row.kind], customers: row.customers, orders: row.orders, sales: row.sales })),
  };
}

/** The series the analytics page offers as CSV, by the name in its download address. */
export const SERIES = {
  'sales-over-time': (report: AnalyticsReport) => dailyTable(report.overTime, 'Sales and orders per day'),
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
