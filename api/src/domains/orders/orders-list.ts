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
import { orders, orderStats, phoneRisk } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { STATUS_LABELS } from '../../../../contract/order-state-machine.ts';
import type { OrderListQuery, OrderSort } from '../../../../contract/orders.ts';
import { parseSearch, searchBranches, searchByIndex, searchConditions, type OrderSearch, type SearchValues } from './order-search.ts';
import { withoutOrder, type RiskCounts } from '../../../../contract/risk.ts';

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
 * The cursor's key fields (`k0`…, text) and the sort keys themselves (`s0`…, typed, for the outer ORDER BY), named so
 * the page can be read as a subquery (`withBadges`).
 */
const keyFields = (keys: SortKey[]) => ({
  ...(Object.fromEntries(Object.entries(cursorFields(keys)).map(([name, field]) => [name, field.as(name)])) as Record<
    `k${number}`,
    SQL.Aliased<string>
  >),
  ...Object.fromEntries(keys.map((key, i) => [`s${i}`, sql`${key.expr}`.as(`s${i}`)])),
});

/**
 * The page's rows, each with its phone's COD record across Haat (the list's badge), in the page's statement: one
 * round trip fewer than reading the badges after it (issue 26 item 5). The page is a subquery with its LIMIT, so the
 * platform rollup (`phone_risk`, no shop: counts only) is read by its key for the page's rows alone, never for every
 * matching order below a sort. The outer query sorts again by the same keys: the lateral join is a nested loop over
 * the page's rows, which keeps their order, so PostgreSQL adds no sort, but the order does not depend on that.
 */
function withBadges(scope: ShopScope, keys: SortKey[], forward: boolean, page: { as: (alias: 'page') => unknown }) {
  const p = page.as('page') as Record<string, SQLWrapper> & object;
  const risk = scope.unscoped
    .select({ delivered: phoneRisk.delivered, returned: phoneRisk.returned, cancelled: phoneRisk.cancelled })
    .from(phoneRisk)
    .where(eq(phoneRisk.phone, p.customerPhone!))
    .as('risk');
  const fields = Object.fromEntries(
    [...Object.keys(listColumns), ...keys.map((_, i) => `k${i}`)].map((name) => [name, p[name]]),
  ) as unknown as typeof listColumns & Record<`k${number}`, SQL<string>>;
  return scope.unscoped
    .select({ ...fields, delivered: risk.delivered, returned: risk.returned, cancelled: risk.cancelled })
    .from(p as never)
    .leftJoinLateral(risk, sql`true`)
    .orderBy(
      ...keysetOrder(
        keys.map((key, i) => ({ ...key, expr: sql`${p[`s${i}`]}` })),
        forward,
      ),
    );
}

type PageRow = OrderListRow & { delivered: number | null; returned: number | null; cancelled: number | null };

/**
 * One row of the answer, its fields named one by one: a rest pattern (`{ delivered, …rest }`) copies through V8's
 * runtime, measurably slower for 20 rows per request (README "Benchmarks": CPU per request).
 */
function listItem(row: PageRow): OrderListRow & { risk: RiskCounts } {
  const { delivered, returned, cancelled } = row;
  return {
    id: row.id,
    number: row.number,
    placedAt: row.placedAt,
    customerId: row.customerId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    itemsCount: row.itemsCount,
    total: row.total,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    status: row.status,
    needsCall: row.needsCall,
    // A number without a record across Haat has none of the rollup's columns (the left join found no row).
    risk: withoutOrder({ delivered: delivered ?? 0, returned: returned ?? 0, cancelled: cancelled ?? 0 }, row.status),
  };
}

/**
 * Orders per status matching a search under the other filters, each counted up to COUNT_CAP + 1 (a count past the
 * cap reads no further): one capped count per status and search condition, summed, in one statement prepared once per
 * shape (which filters, which kind of search).
 */
async function searchCounts(shop: ShopScope, query: OrderListQuery, search: OrderSearch): Promise<{ status: string; n: number }[]> {
  const values = filterValues(query, false);
  const needsCall = Boolean(query.needsCall);
  const build = (scope: ShopScope) => {
    const param = (name: string) => sql.placeholder(name);
    const where = filtersWhere(values, needsCall, param);
    const capped = (condition: SQL | undefined) =>
      sql`(select count(*)::int from (${scope
        .select({ one: sql`1` })
        .from(orders)
        .where(and(where, condition))
        .limit(COUNT_CAP + 1)}) as matches)`;
    const branches = searchConditions(search, param, true);
    const columns = Object.fromEntries(
      ORDER_STATUSES.map((status) => [
        status,
        sql<number>`least(${sql.join(
          branches.map((branch) => capped(and(eq(orders.status, status), branch))),
          sql` + `,
        )}, ${sql.raw(String(COUNT_CAP + 1))})`.mapWith(Number),
      ]),
    );
    return scope.unscoped.select(columns).from(sql`(values (1)) as one (x)`);
  };
  const [row] = await prepared(shop, 'orders_search_counts', `${filterShape(values, needsCall)};${search.shape}`, build, {
    ...values,
    ...search.values,
  });
  return ORDER_STATUSES.map((status) => ({ status, n: Number(row?.[status] ?? 0) }));
}

/**
 * A search's page is read one of two ways, chosen from its capped counts. Up to this many matches, they are read
 * through the search's indexes and sorted (at most this many rows, ~1 ms) by a statement whose plan PostgreSQL keeps:
 * planning a search's page with its text on every request was most of a search's database CPU (README
 * "Benchmarks"). Past it, the page is planned with its text as before, because a kept plan cannot tell a common name
 * from a rare one: PostgreSQL then walks the orders in sort order until the page is full (about 21 × N / matches rows
 * of a shop's N orders) or reads the matches and sorts them, whichever its statistics make cheaper (walking wins past
 * √(21 × N) matches: ~1,450 at 100,000 orders, ~4,600 at 1,000,000).
 */
export const SEARCH_SORTED_MAX = 1_000;

/** The counts per status, the total of them as `all`, and every status present (0 when none). */
function tabCounts(byStatus: { status: string; n: number }[], capped: boolean) {
  const counts: Record<string, number> = { all: 0 };
  for (const status of Object.keys(STATUS_LABELS)) counts[status] = 0;
  for (const row of byStatus) {
    counts[row.status] = row.n;
    counts.all! += row.n;
  }
  if (capped) counts.all = Math.min(counts.all!, COUNT_CAP + 1);
  return counts;
}

/**
 * One page of orders, the total matching, the count per status under the other filters (the tabs) and the cursors
 * of the pages around it. `after`/`before` page by keyset (any depth costs the same); `page` by offset.
 * A search's counts stop past COUNT_CAP (contract/list.ts); without a search they are exact, from order_stats.
 * `sortedUpTo` moves the line between a search's two ways of reading its page (tests read both).
 */
export async function listOrders(shop: ShopScope, query: OrderListQuery, { sortedUpTo = SEARCH_SORTED_MAX } = {}) {
  const sort = query.sort ?? '-placed_at';
  const keys = SORT_KEYS[sort];
  const search = parseSearch(query.q);
  const byCursor = Boolean(query.after || query.before);
  // A first page or a cursor's runs a statement prepared once per shape (platform/prepared.ts), whose plan PostgreSQL
  // keeps. A page by number is planned at each run with its values (its SQL is still built once per shape): its
  // best plan depends on its offset. So is a search's page with many matches (readPage).
  const prepare = byCursor || query.page === 1;
  const plan = keysetPage(keys, sort, query, query.limit, true);
  if (!plan) throw badRequest(STALE_CURSOR, 'BAD_CURSOR', { [query.before ? 'before' : 'after']: STALE_CURSOR });
  const needsCall = Boolean(query.needsCall);
  const filters = filterValues(query);
  const columns = { ...listColumns, ...keyFields(keys) };
  type Where = Param<FilterValues & SearchValues>;
  // The orders in sort order: an index in that order is walked until the page is full (for a search planned with its
  // text, PostgreSQL may read the name index and sort instead, see SEARCH_SORTED_MAX).
  const walked = (scope: ShopScope, param: Where, where: SQL | undefined) =>
    scope
      .select(columns)
      .from(orders)
      .where(and(filtersWhere(filters, needsCall, param), or(...searchConditions(search, param, false)), where))
      .orderBy(...plan.orderBy);
  // A search's matches read through its indexes (searchByIndex), then sorted. OFFSET 0 keeps PostgreSQL from merging
  // the subquery into the sorted one, so no plan can walk an index in sort order instead.
  const sorted = (scope: ShopScope, param: Where, where: SQL | undefined) => {
    const matches = scope
      .select(columns)
      .from(orders)
      .where(and(filtersWhere(filters, needsCall, param), searchByIndex(search!, param), where))
      .offset(sql.raw('0') as unknown as number)
      .as('matches');
    const field = matches as unknown as Record<string, SQLWrapper>;
    const fields = Object.fromEntries(Object.keys(columns).map((name) => [name, field[name]]));
    const sortKeys = keys.map((key, i) => ({ ...key, expr: sql`${field[`s${i}`]}` }));
    return scope.unscoped
      .select(fields as unknown as typeof columns)
      .from(matches)
      .orderBy(...keysetOrder(sortKeys, plan.forward));
  };
  const readPage = (way: 'walked' | 'sorted') => {
    const pageOf = way === 'walked' ? walked : sorted;
    const shape = `${way},${sort},${plan.forward},${Boolean(plan.where)},${filterShape(filters, needsCall)},${search?.shape ?? ''}`;
    const values = { ...filters, ...search?.values, ...plan.values };
    // A search with many matches is planned with its text (SEARCH_SORTED_MAX): a kept plan, estimating a LIKE's
    // matches as a fixed share, would even sort every order of a small shop rather than walk it.
    return prepare && !(search && way === 'walked')
      ? prepared(
          shop,
          'orders_list',
          `${shape},${plan.fetch}`,
          // The page size is written into the statement, so the plan PostgreSQL keeps is one for that many rows.
          (scope) =>
            withBadges(
              scope,
              keys,
              plan.forward,
              pageOf(scope, placeholder, plan.where).limit(sql.raw(String(plan.fetch)) as unknown as number),
            ),
          values,
        )
      : prepared(
          shop,
          'orders_page',
          shape,
          (scope) =>
            withBadges(
              scope,
              keys,
              plan.forward,
              pageOf(scope, placeholder, plan.where).limit(sql.placeholder('fetch')).offset(sql.placeholder('offset')),
            ),
          { ...values, fetch: plan.fetch, offset: byCursor ? 0 : (query.page - 1) * query.limit },
          { planEachRun: true },
        );
  };
  let rows: unknown[];
  let byStatus: { status: string; n: number }[];
  if (search) {
    // The capped counts first: they say how many orders match, which decides how the page is read.
    byStatus = await searchCounts(shop, query, search);
    const counted = tabCounts(byStatus, true);
    const matches = query.status ? (counted[query.status] ?? 0) : counted.all!;
    rows = matches === 0 ? [] : await readPage(matches <= sortedUpTo ? 'sorted' : 'walked');
  } else {
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
    [rows, byStatus] = await Promise.all([
      readPage('walked'),
      needsCall
        ? prepared(shop, 'orders_held_counts', filterShape(countFilters, true), (scope) => heldCounts(scope, placeholder), countFilters)
        : prepared(shop, 'orders_counts', Object.keys(stats).join(','), (scope) => statsCounts(scope, placeholder), stats),
    ]);
  }
  const counts = tabCounts(byStatus, Boolean(search));
  const page = keysetResult(keys, sort, rows as PageRow[], plan, query.limit, query);
  return {
    response: page.rows.map(listItem),
    count: query.status ? (counts[query.status] ?? 0) : counts.all!,
    counts,
    next: page.next,
    prev: page.prev,
    capped: Boolean(search),
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
