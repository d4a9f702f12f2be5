/**
 * The orders list's filters (all but the search) as values and as SQL, over the orders and over their rollup
 * order_stats: with their values in them, or with placeholders for a statement prepared once per shape
 * (platform/prepared.ts), whose shape is which filters are set (`filterShape`).
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders, orderStats } from '../../db/schema/index.ts';
import type { OrderListQuery } from '../../../../contract/orders.ts';

export type Filters = Omit<OrderListQuery, 'page' | 'limit' | 'after' | 'before'>;

/** Days in the list's date filter are Bangladesh days. */
const TZ_OFFSET = '+06:00';

/** The filters' values (all but the search) by the names the list's statements give them. */
export type FilterValues = { status?: string; payment?: string; method?: string; from?: string; to?: string };
/** The same over order_stats, whose days are dates. */
export type StatsValues = { payment?: string; method?: string; fromDay?: string; toDay?: string };
/** A filter's value in the SQL: the value itself, or its placeholder in a statement prepared once per shape. */
export type Param<V> = (name: keyof V & string) => SQLWrapper;
export const inline =
  <V extends object>(values: V): Param<V> =>
  (name) =>
    sql`${values[name as keyof V]}`;
export const placeholder = <V>(name: keyof V & string): SQLWrapper => sql.placeholder(name);

/** The values of the filters set; `withStatus: false` leaves status out (the tab counts). */
export function filterValues(f: Filters, withStatus = true): FilterValues {
  const values: FilterValues = {};
  if (withStatus && f.status) values.status = f.status;
  if (f.payment) values.payment = f.payment;
  if (f.method) values.method = f.method;
  if (f.from) values.from = `${f.from}T00:00:00${TZ_OFFSET}`;
  if (f.to) values.to = `${f.to}T00:00:00${TZ_OFFSET}`;
  return values;
}

/** What makes two lists' statements differ besides values: which filters are set. */
export const filterShape = (values: FilterValues, needsCall: boolean) => `${Object.keys(values).join(',')}${needsCall ? ',needsCall' : ''}`;

/** Every filter but the search (and the shop). */
export function filtersWhere(values: FilterValues, needsCall: boolean, param: Param<FilterValues>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (values.status) parts.push(eq(orders.status, param('status')));
  if (values.payment) parts.push(eq(orders.paymentStatus, param('payment')));
  if (values.method) parts.push(eq(orders.paymentMethod, param('method')));
  // As written, never `= $n`: a generic plan of the prepared list can then use the held orders' partial index
  // (orders_shop_needs_call_idx) instead of walking every order of the shop (orders-list-plans.test.ts).
  if (needsCall) parts.push(sql`${orders.needsCall}`);
  if (values.from) parts.push(sql`${orders.placedAt} >= ${param('from')}::timestamptz`);
  if (values.to) parts.push(sql`${orders.placedAt} < (${param('to')}::timestamptz + interval '1 day')`);
  return and(...parts);
}

/** The values of the list's filters (all but the search and status) over order_stats. */
export function statsValues(f: Filters): StatsValues {
  const values: StatsValues = {};
  if (f.payment) values.payment = f.payment;
  if (f.method) values.method = f.method;
  if (f.from) values.fromDay = f.from;
  if (f.to) values.toDay = f.to;
  return values;
}

/** The filters over order_stats (the shop aside: the accessor adds it). */
export function statsWhere(values: StatsValues, param: Param<StatsValues>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (values.payment) parts.push(eq(orderStats.paymentStatus, param('payment')));
  if (values.method) parts.push(eq(orderStats.paymentMethod, param('method')));
  if (values.fromDay) parts.push(sql`${orderStats.day} >= ${param('fromDay')}::date`);
  if (values.toDay) parts.push(sql`${orderStats.day} <= ${param('toDay')}::date`);
  return and(...parts);
}
