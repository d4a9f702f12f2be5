/**
 * The orders list's tab counts: per status under every filter but the status, exact from order_stats without a
 * search (held orders from their partial index), capped per status with one.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepared } from '../../platform/prepared.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { COUNT_CAP } from '../../../../contract/list.ts';
import { ORDER_STATUSES } from '../../../../contract/order-enums.ts';
import { STATUS_LABELS } from '../../../../contract/order-state-machine.ts';
import type { OrderListQuery } from '../../../../contract/orders.ts';
import { orders, orderStats } from '../../db/schema/index.ts';
import {
  filterShape,
  filterValues,
  filtersWhere,
  placeholder,
  statsValues,
  statsWhere,
  type FilterValues,
  type Param,
  type StatsValues,
} from './order-filters.ts';
import { searchConditions, type OrderSearch } from './order-search.ts';

export type StatusCount = { status: string; n: number };

/** The counts per status, the total of them as `all`, and every status present (0 when none). */
export function tabCounts(byStatus: StatusCount[], capped: boolean) {
  const counts: Record<string, number> = { all: 0 };
  for (const status of Object.keys(STATUS_LABELS)) counts[status] = 0;
  for (const row of byStatus) {
    counts[row.status] = row.n;
    counts.all! += row.n;
  }
  if (capped) counts.all = Math.min(counts.all!, COUNT_CAP + 1);
  return counts;
}

/** The counts without a search, in one statement prepared once per shape. */
export function filterCounts(shop: ShopScope, query: OrderListQuery): Promise<StatusCount[]> {
  const countFilters = filterValues(query, false);
  if (query.needsCall) {
    // Held orders are few (orders_shop_needs_call_idx): counted from the orders, which order_stats cannot filter.
    const heldCounts = (scope: ShopScope, param: Param<FilterValues>) =>
      scope
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(filtersWhere(countFilters, true, param))
        .groupBy(orders.status);
    return prepared(shop, 'orders_held_counts', filterShape(countFilters, true), (scope) => heldCounts(scope, placeholder), countFilters);
  }
  // From order_stats: a few hundred rows per shop, not 100,000 orders.
  const stats = statsValues(query);
  const statsCounts = (scope: ShopScope, param: Param<StatsValues>) =>
    scope
      .select({ status: orderStats.status, n: sql<number>`sum(${orderStats.orders})::int` })
      .from(orderStats)
      .where(statsWhere(stats, param))
      .groupBy(orderStats.status);
  return prepared(shop, 'orders_counts', Object.keys(stats).join(','), (scope) => statsCounts(scope, placeholder), stats);
}

/**
 * Orders per status matching a search under the other filters, each counted up to COUNT_CAP + 1 (a count past the
 * cap reads no further): one capped count per status and search condition, summed, in one statement prepared once per
 * shape (which filters, which kind of search).
 */
export async function searchCounts(shop: ShopScope, query: OrderListQuery, search: OrderSearch): Promise<StatusCount[]> {
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
