/**
 * The orders list with its tab counts and the CSV export, through the shop's accessor (`shop: ShopScope`). Filters,
 * counts and sums run in SQL; the common lists run statements prepared once per shape (platform/prepared.ts).
 */
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prepared } from '../../platform/prepared.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { cursorFields, keysetOrder, keysetPage, keysetResult, type SortKey } from '../../platform/keyset.ts';
import { COUNT_CAP, STALE_CURSOR } from '../../../../contract/list.ts';
import { ORDER_STATUSES } from '../../../../contract/order-enums.ts';
import { orders, orderStats } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { STATUS_LABELS } from '../../../../contract/order-state-machine.ts';
import type { OrderListQuery, OrderSort } from '../../../../contract/orders.ts';
import { normaliseBdPhone } from '../../../../contract/contact.ts';
import { latinDigits } from '../../../../contract/normalise.ts';
import { prefixPattern } from '../../../../contract/like.ts';
import { networkRisksOf } from './risk.ts';
import { withoutOrder } from '../../../../contract/risk.ts';

type Filters = Omit<OrderListQuery, 'page' | 'limit' | 'after' | 'before'>;

/** Days in the list's date filter are Bangladesh days. */
const TZ_OFFSET = '+06:00';

/** The filters' values (all but the search) by the names the list's statements give them. */
type FilterValues = { status?: string; payment?: string; method?: string; from?: string; to?: string };
/** The same over order_stats, whose days are dates. */
type StatsValues = { payment?: string; method?: string; fromDay?: string; toDay?: string };
/** A filter's value in the SQL: the value itself, or its placeholder in a statement prepared once per shape. */
type Param<V> = (name: keyof V & string) => SQLWrapper;
const inline =
  <V extends object>(values: V): Param<V> =>
  (name) =>
    sql`${values[name as keyof V]}`;
const placeholder = <V>(name: keyof V & string): SQLWrapper => sql.placeholder(name);

/** The values of the filters set; `withStatus: false` leaves status out (the tab counts). */
function filterValues(f: Filters, withStatus = true): FilterValues {
  const values: FilterValues = {};
  if (withStatus && f.status) values.status = f.status;
  if (f.payment) values.payment = f.payment;
  if (f.method) values.method = f.method;
  if (f.from) values.from = `${f.from}T00:00:00${TZ_OFFSET}`;
  if (f.to) values.to = `${f.to}T00:00:00${TZ_OFFSET}`;
  return values;
}

/** What makes two lists' statements differ besides values: which filters are set. */
const filterShape = (values: FilterValues, needsCall: boolean) => `${Object.keys(values).join(',')}${needsCall ? ',needsCall' : ''}`;

/** The WHERE of the list (the shop aside: the accessor adds it); `withStatus: false` leaves status out. */
function listWhere(f: Filters, withStatus = true): SQL | undefined {
  const values = filterValues(f, withStatus);
  return and(filtersWhere(values, Boolean(f.needsCall), inline(values)), searchWhere(f.q));
}

/** The search's condition, or undefined without one. */
function searchWhere(text: string | undefined): SQL | undefined {
  const search = searchBranches(text);
  return search.length > 1 ? or(...search) : search[0];
}

/** Every filter but the search (and the shop). */
function filtersWhere(values: FilterValues, needsCall: boolean, param: Param<FilterValues>): SQL | undefined {
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

/**
 * The search as conditions that never match the same order twice (their OR is the search): each one fits an
 * index led by the shop and the status (orders_shop_status_*_idx), so the capped count of a status tab reads at
 * most COUNT_CAP + 1 entries of that status, and one led by the shop alone for the page of every status.
 */
export function searchBranches(text: string | undefined): SQL[] {
  // "#১০৪২" and "০১৭১১…" are searched as "#1042" and "01711…" (issue 23); names keep their letters.
  const q = text === undefined ? undefined : latinDigits(text).trim();
  if (!q) return [];
  const digits = q.replace(/^#/, '');
  if (/^\d+$/.test(digits) && !digits.startsWith('0')) {
    // An order number (or the end of a phone number someone typed without the 0).
    return [digits.length <= 9 ? eq(orders.number, Number(digits)) : sql`false`];
  }
  if (/^\+?[\d\s-]+$/.test(q)) return [sql`${orders.customerPhone} like ${prefixPattern(normaliseBdPhone(q))}`];
  // Prefix of the first or last name: "rah" finds "Rahim Uddin" and "Abdul Rahman" (orders_shop_name_idx,
  // orders_shop_last_name_idx); a middle name is not searched.
  const name = prefixPattern(q.toLowerCase());
  const first = sql`lower(${orders.customerName}) like ${name}`;
  return [first, sql`lower(substring(${orders.customerName} from '[^ ]+$')) like ${name} and not (${first})`];
}

/** The values of the filters of `listWhere` (all but the search and status) over order_stats. */
function statsValues(f: Filters): StatsValues {
  const values: StatsValues = {};
  if (f.payment) values.payment = f.payment;
  if (f.method) values.method = f.method;
  if (f.from) values.fromDay = f.from;
  if (f.to) values.toDay = f.to;
  return values;
}

function statsWhere(values: StatsValues, param: Param<StatsValues>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (values.payment) parts.push(eq(orderStats.paymentStatus, param('payment')));
  if (values.method) parts.push(eq(orderStats.paymentMethod, param('method')));
  if (values.fromDay) parts.push(sql`${orderStats.day} >= ${param('fromDay')}::date`);
  if (values.toDay) parts.push(sql`${orderStats.day} <= ${param('toDay')}::date`);
  return and(...parts);
}

const placedAt: SortKey = { expr: orders.placedAt, type: 'timestamptz' };
const total: SortKey = { expr: orders.total, type: 'bigint' };
const number: SortKey = { expr: orders.number, type: 'bigint' };
const customerName: SortKey = { expr: sql`lower(${orders.customerName})`, type: 'text' };
const down = (key: SortKey): SortKey => ({ ...key, desc: true });

/** Each sort's keys, the order number last (unique in a shop), for ORDER BY and for keyset paging. */
const SORT_KEYS: Record<OrderSort, SortKey[]> = {
  '-placed_at': [down(placedAt), down(number)],
  placed_at: [placedAt, number],
  '-total': [down(total), down(number)],
  total: [total, number],
  '-number': [down(number)],
  number: [number],
  customer: [customerName, down(number)],
  // The reverse of `customer` exactly, so one index (orders_shop_customer_sort_idx) serves both directions.
  '-customer': [down(customerName), number],
};

const listColumns = {
  id: orders.id,
  number: orders.number,
  placedAt: orders.placedAt,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  itemsCount: orders.itemsCount,
  total: orders.total,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
  needsCall: orders.needsCall,
};
export type OrderListRow = { [K in keyof typeof listColumns]: (typeof orders.$inferSelect)[K] };

/**
 * Orders per status matching a search under the other filters, each counted up to COUNT_CAP + 1 (a count past the
 * cap reads no further): one capped count per status and search condition, summed, in one statement.
 */
async function searchCounts(shop: ShopScope, query: OrderListQuery): Promise<{ status: string; n: number }[]> {
  const values = filterValues(query, false);
  const where = filtersWhere(values, Boolean(query.needsCall), inline(values));
  const capped = (condition: SQL | undefined) =>
    sql`(select count(*)::int from (${shop
      .select({ one: sql`1` })
      .from(orders)
      .where(and(where, condition))
      .limit(COUNT_CAP + 1)}) as matches)`;
  const branches = searchBranches(query.q);
  const columns = ORDER_STATUSES.map(
    (status) =>
      sql`least(${sql.join(
        branches.map((branch) => capped(and(eq(orders.status, status), branch))),
        sql` + `,
      )}, ${COUNT_CAP + 1}) as ${sql.identifier(status)}`,
  );
  const { rows } = (await shop.unscoped.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, number>[];
  };
  return ORDER_STATUSES.map((status) => ({ status, n: Number(rows[0]?.[status] ?? 0) }));
}

/**
 * One page of orders, the total matching, the count per status under the other filters (the tabs) and the cursors
 * of the pages around it. `after`/`before` page by keyset (any depth costs the same); `page` by offset.
 * A search's counts stop past COUNT_CAP (contract/list.ts); without a search they are exact, from order_stats.
 */
export async function listOrders(shop: ShopScope, query: OrderListQuery) {
  const sort = query.sort ?? '-placed_at';
  const keys = SORT_KEYS[sort];
  const search = Boolean(query.q?.trim());
  const byCursor = Boolean(query.after || query.before);
  // The common lists (no search, a first page or a cursor's) run statements prepared once per shape
  // (platform/prepared.ts); a search or a page by number is built for the request, as its SQL holds its values.
  const prepare = !search && (byCursor || query.page === 1);
  const plan = keysetPage(keys, sort, query, query.limit, prepare);
  if (!plan) throw badRequest(STALE_CURSOR, 'BAD_CURSOR', { [query.before ? 'before' : 'after']: STALE_CURSOR });
  const needsCall = Boolean(query.needsCall);
  const filters = filterValues(query);
  const list = (scope: ShopScope, param: Param<FilterValues>, where: SQL | undefined) =>
    scope
      .select({ ...listColumns, ...cursorFields(keys) })
      .from(orders)
      .where(and(filtersWhere(filters, needsCall, param), where))
      .orderBy(...plan.orderBy);
  const countFilters = filterValues(query, false);
  const stats = statsValues(query);
  // Held orders are few (orders_shop_needs_call_idx): counted from the orders, which order_stats cannot filter.
  const heldCounts = (scope: ShopScope, param: Param<FilterValues>) =>
    scope
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(filtersWhere(countFilters, true, param))
      .groupBy(orders.status);
  // Without a search the counts come from order_stats (a few hundred rows per shop, not 100,000 orders).
  const statsCounts = (scope: ShopScope, param: Param<StatsValues>) =>
    scope
      .select({ status: orderStats.status, n: sql<number>`sum(${orderStats.orders})::int` })
      .from(orderStats)
      .where(statsWhere(stats, param))
      .groupBy(orderStats.status);
  // The per-status counts are taken without the status filter and the total is one of them.
  const [rows, byStatus] = await Promise.all([
    prepare
      ? prepared(
          shop,
          'orders_list',
          `${sort},${plan.forward},${Boolean(plan.where)},${plan.fetch},${filterShape(filters, needsCall)}`,
          // The page size is written into the statement, so the plan PostgreSQL keeps is one for that many rows.
          (scope) => list(scope, placeholder, plan.where).limit(sql.raw(String(plan.fetch)) as unknown as number),
          { ...filters, ...plan.values },
        )
      : list(shop, inline(filters), and(searchWhere(query.q), plan.where))
          .limit(plan.fetch)
          .offset(byCursor ? 0 : (query.page - 1) * query.limit),
    search
      ? searchCounts(shop, query)
      : needsCall
        ? prepared(shop, 'orders_held_counts', filterShape(countFilters, true), (scope) => heldCounts(scope, placeholder), countFilters)
        : prepared(shop, 'orders_counts', Object.keys(stats).join(','), (scope) => statsCounts(scope, placeholder), stats),
  ]);
  const counts: Record<string, number> = { all: 0 };
  for (const status of Object.keys(STATUS_LABELS)) counts[status] = 0;
  for (const row of byStatus) {
    counts[row.status] = row.n;
    counts.all! += row.n;
  }
  const capped = Boolean(query.q?.trim());
  if (capped) counts.all = Math.min(counts.all!, COUNT_CAP + 1);
  const page = keysetResult(keys, query.sort ?? '-placed_at', rows, plan, query.limit, query);
  // Each row's COD record across Haat (the orders list's badge): one read of the platform rollup for the page's numbers.
  const risks = await networkRisksOf(
    shop,
    page.rows.map((r) => r.customerPhone),
  );
  return {
    response: page.rows.map((r) => ({ ...r, risk: withoutOrder(risks.get(r.customerPhone)!, r.status) })),
    count: query.status ? (counts[query.status] ?? 0) : counts.all!,
    counts,
    next: page.next,
    prev: page.prev,
    capped,
  };
}

/** Orders matching the filters for CSV, newest first, at most `cap` rows. */
export async function exportOrders(shop: ShopScope, filters: Filters, ids: string[] | undefined, cap = 100_000) {
  const where = ids ? inArray(orders.id, ids) : listWhere(filters);
  return shop
    .select({
      ...listColumns,
      customerEmail: orders.customerEmail,
      subtotal: orders.subtotal,
      discount: orders.discount,
      promoCode: orders.promoCode,
      shipping: orders.shipping,
      tax: orders.tax,
      paidAmount: orders.paidAmount,
      refundedAmount: orders.refundedAmount,
      transactionId: orders.transactionId,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      district: sql<string>`${orders.shippingAddress}->>'district'`,
    })
    .from(orders)
    .where(where)
    .orderBy(...keysetOrder(SORT_KEYS[filters.sort ?? '-placed_at']))
    .limit(cap);
}
