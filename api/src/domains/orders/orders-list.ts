/**
 * The orders list with its tab counts (order-counts.ts) and the CSV export, through the shop's accessor (`shop:
 * ShopScope`). Filters (order-filters.ts), counts and sums run in SQL; the common lists run statements prepared once
 * per shape (platform/prepared.ts).
 */
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prepared } from '../../platform/prepared.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { cursorFields, keysetOrder, keysetPage, keysetResult, type SortKey } from '../../platform/keyset.ts';
import { STALE_CURSOR } from '../../../../contract/list.ts';
import { orders, phoneRisk } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { OrderListQuery, OrderSort } from '../../../../contract/orders.ts';
import { parseSearch, searchBranches, searchByIndex, searchConditions, type SearchValues } from './order-search.ts';
import {
  filterShape,
  filterValues,
  filtersWhere,
  inline,
  placeholder,
  type Filters,
  type FilterValues,
  type Param,
} from './order-filters.ts';
import { filterCounts, searchCounts, tabCounts, type StatusCount } from './order-counts.ts';
import { withoutOrder, type RiskCounts } from '../../../../contract/risk.ts';

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
 * A search's page is read one of two ways, chosen from its capped counts. Up to this many matches, they are read
 * through the search's indexes and sorted (at most this many rows, ~1 ms) by a statement whose plan PostgreSQL keeps:
 * planning a search's page with its text on every request was most of a search's database CPU (README
 * "Benchmarks"). Past it, the page is planned with its text as before, because a kept plan cannot tell a common name
 * from a rare one: PostgreSQL then walks the orders in sort order until the page is full (about 21 × N / matches rows
 * of a shop's N orders) or reads the matches and sorts them, whichever its statistics make cheaper (walking wins past
 * √(21 × N) matches: ~1,450 at 100,000 orders, ~4,600 at 1,000,000).
 */
export const SEARCH_SORTED_MAX = 1_000;

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
  let byStatus: StatusCount[];
  if (search) {
    // The capped counts first: they say how many orders match, which decides how the page is read.
    byStatus = await searchCounts(shop, query, search);
    const counted = tabCounts(byStatus, true);
    const matches = query.status ? (counted[query.status] ?? 0) : counted.all!;
    rows = matches === 0 ? [] : await readPage(matches <= sortedUpTo ? 'sorted' : 'walked');
  } else {
    // The per-status counts are taken without the status filter and the total is one of them.
    [rows, byStatus] = await Promise.all([readPage('walked'), filterCounts(shop, query)]);
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
