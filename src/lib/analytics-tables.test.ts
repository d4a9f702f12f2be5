import { displayFor, englishDisplay } from '../../contract/format.ts';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../contract/analytics.ts';
import { SERIES, dailyTable, dayLabel, doughnutSpec, isSeriesKey, lineSpec, paymentMethodsTable, statusTable } from './analytics-tables.ts';
import { tableToCsv } from './data-table.ts';

const points = [
  { date: '2026-11-20', sales: 150_000, orders: 2 },
  { date: '2026-11-21', sales: 0, orders: 0 },
];

const report: AnalyticsReport = {
  from: '2026-11-20',
  to: '2026-11-21',
  totals: { sales: 150_000, orders: 2, averageOrder: 75_000 },
  overTime: points,
  topProducts: [{ name: 'Nakshi kantha, "large"', quantity: 3, sales: 120_000 }],
  paymentMethods: [
    { method: 'cod', orders: 1, sales: 100_000 },
    { method: 'bkash', orders: 1, sales: 50_000 },
  ],
  customers: [
    { kind: 'new', customers: 1, orders: 1, sales: 100_000 },
    { kind: 'returning', customers: 1, orders: 1, sales: 50_000 },
  ],
  moneyHidden: false,
};

describe('series tables', () => {
  it('leaves the sales column out when the Store API held the money figures back (issue 25 item 10)', () => {
    const hidden = dailyTable(
      points.map((point) => ({ ...point, sales: null })),
      'Orders',
    );
    expect(hidden.columns.map((c) => c.key)).toEqual(['date', 'orders']);
    expect(hidden.rows.every((row) => !('sales' in row))).toBe(true);
    const top = SERIES['top-products']({ ...report, topProducts: [{ name: 'Kantha', quantity: 3, sales: null }], moneyHidden: true });
    expect(top.columns.map((c) => c.key)).toEqual(['name', 'quantity']);
  });

  it('turns days into date, orders and sales rows', () => {
    const table = dailyTable(points, 'Sales');
    expect(table.columns.map((c) => c.key)).toEqual(['date', 'orders', 'sales']);
    expect(table.rows).toEqual(points.map(({ date, orders, sales }) => ({ date, orders, sales })));
  });

  it('names statuses and payment methods as sellers say them', () => {
    expect(
      statusTable([
        { status: 'cod_unknown', orders: 1 },
        { status: 'pending', orders: 4 },
      ]).rows,
    ).toEqual([
      { status: 'cod_unknown', orders: 1 },
      { status: 'Pending', orders: 4 },
    ]);
    expect(paymentMethodsTable(report.paymentMethods).rows.map((r) => r.method)).toEqual(['Cash on delivery', 'bKash']);
  });

  it('offers every series of a report by its download name', () => {
    expect(Object.keys(SERIES)).toEqual(['sales-over-time', 'top-products', 'payment-methods', 'customers']);
    expect(isSeriesKey('customers')).toBe(true);
    expect(isSeriesKey('constructor')).toBe(false);
    expect(isSeriesKey(undefined)).toBe(false);
    expect(SERIES.customers(report).rows).toEqual([
      { kind: 'New', customers: 1, orders: 1, sales: 100_000 },
      { kind: 'Returning', customers: 1, orders: 1, sales: 50_000 },
    ]);
  });
});

describe('tableToCsv', () => {
  it('writes money as taka and dates as ISO days', () => {
    expect(tableToCsv(SERIES['sales-over-time'](report))).toBe(
      '\uFEFFDate,Orders,Sales (BDT)\r\n2026-11-20,2,1500.00\r\n2026-11-21,0,0.00\r\n',
    );
  });

  it('quotes product names with commas and quotes', () => {
    expect(tableToCsv(SERIES['top-products'](report))).toBe(
      '\uFEFFProduct,Units sold,Sales (BDT)\r\n"Nakshi kantha, ""large""",3,1200.00\r\n',
    );
  });
});

describe('chart specs', () => {
  it('plots one column of a daily table against short day labels', () => {
    const spec = lineSpec(dailyTable(points, 'Sales'), 'sales', 'money', 'Sales, last 30 days', englishDisplay);
    expect(spec).toEqual({
      kind: 'line',
      title: 'Sales, last 30 days',
      unit: 'money',
      labels: ['20 Nov', '21 Nov'],
      series: [{ label: 'Sales', values: [150_000, 0] }],
      display: englishDisplay,
    });
    expect(lineSpec(dailyTable(points, 'Sales'), 'sales', 'money', 'Sales', displayFor('bn')).labels).toEqual(['২০ নভেম্বর', '২১ নভেম্বর']);
  });

  it('makes one doughnut slice per row, named by the first column', () => {
    const spec = doughnutSpec(
      statusTable([
        { status: 'pending', orders: 3 },
        { status: 'shipped', orders: 1 },
      ]),
      'orders',
      'count',
      'Orders by status',
      englishDisplay,
    );
    expect(spec.labels).toEqual(['Pending', 'Shipped']);
    expect(spec.series[0]!.values).toEqual([3, 1]);
  });

  it('labels days without shifting them across time zones', () => {
    expect(dayLabel('2026-01-01', englishDisplay)).toBe('1 Jan');
  });
});
