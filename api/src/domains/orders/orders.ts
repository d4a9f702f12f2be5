/**
 * Order queries, all through the shop's accessor (`shop: ShopScope`): the list with its tab counts, the CSV export,
 * one order's detail and orders for printing. Filters, counts and sums run in SQL. Changes live in order-changes.ts.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { cursorFields, keysetOrder, keysetPage, keysetResult, type SortKey } from '../../platform/keyset.ts';
import { COUNT_CAP, STALE_CURSOR } from '../../../../contract/list.ts';
import { ORDER_STATUSES } from '../../../../contract/order-enums.ts';
import { customers, orderEvents, orderItems, orderNotes, orders, orderStats, sellers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  cashCollectedRefusal,
  nextStatuses,
  paymentRecordRefusal,
  refundable,
  refusalReason,
  STATUS_LABELS,
} from '../../../../contract/order-state-machine.ts';
import type { OrderListQuery, OrderSort } from '../../../../contract/orders.ts';
import { normaliseBdPhone } from '../../../../contract/contact.ts';
import { latinDigits } from '../../../../contract/normalise.ts';
import { prefixPattern } from '../../../../contract/like.ts';
import { documentShop } from '../store-settings/store-settings.ts';
import { risksOf, riskOf } from './risk.ts';
import { withoutOrder } from '../../../../contract/risk.ts';

type Filters = Omit<OrderListQuery, 'page' | 'limit' | 'after' | 'before'>;

/** Days in the list's date filter are Bangladesh days. */
const TZ_OFFSET = '+06:00';

/** The WHERE of the list (the shop aside: the accessor adds it); `withStatus: false` leaves status out. */
function listWhere(f: Filters, withStatus = true): SQL | undefined {
  const search = searchBranches(f.q);
  return and(filtersWhere(f, withStatus), search.length > 1 ? or(...search) : search[0]);
}

/** Every filter but the search (and the shop). */
function filtersWhere(f: Filters, withStatus: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (withStatus && f.status) parts.push(eq(orders.status, f.status));
  if (f.payment) parts.push(eq(orders.paymentStatus, f.payment));
  if (f.method) parts.push(eq(orders.paymentMethod, f.method));
  if (f.needsCall) parts.push(eq(orders.needsCall, true));
  if (f.from) parts.push(sql`${orders.placedAt} >= ${`${f.from}T00:00:00${TZ_OFFSET}`}::timestamptz`);
  if (f.to) parts.push(sql`${orders.placedAt} < (${`${f.to}T00:00:00${TZ_OFFSET}`}::timestamptz + interval '1 day')`);
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

/** The filters of `listWhere` (all but the search) over order_stats. */
function statsWhere(f: Filters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.payment) parts.push(eq(orderStats.paymentStatus, f.payment));
  if (f.method) parts.push(eq(orderStats.paymentMethod, f.method));
  if (f.from) parts.push(sql`${orderStats.day} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${orderStats.day} <= ${f.to}::date`);
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
  const where = filtersWhere(query, false);
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
  const keys = SORT_KEYS[query.sort ?? '-placed_at'];
  const plan = keysetPage(keys, query.sort ?? '-placed_at', query, query.limit);
  if (!plan) throw badRequest(STALE_CURSOR, 'BAD_CURSOR', { [query.before ? 'before' : 'after']: STALE_CURSOR });
  const byCursor = Boolean(query.after || query.before);
  // The per-status counts are taken without the status filter and the total is one of them. Without a
  // search they come from order_stats (a few hundred rows per shop, not 100,000 orders).
  const [rows, byStatus] = await Promise.all([
    shop
      .select({ ...listColumns, ...cursorFields(keys) })
      .from(orders)
      .where(and(listWhere(query), plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.fetch)
      .offset(byCursor ? 0 : (query.page - 1) * query.limit),
    query.q?.trim()
      ? searchCounts(shop, query)
      : query.needsCall
        ? // Held orders are few (orders_shop_needs_call_idx): counted from the orders, which order_stats cannot filter.
          shop
            .select({ status: orders.status, n: sql<number>`count(*)::int` })
            .from(orders)
            .where(filtersWhere(query, false))
            .groupBy(orders.status)
        : shop
            .select({ status: orderStats.status, n: sql<number>`sum(${orderStats.orders})::int` })
            .from(orderStats)
            .where(statsWhere(query))
            .groupBy(orderStats.status),
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
  // Each row's COD record: one read of each phone rollup for the page's numbers (orders list badge).
  const risks = await risksOf(
    shop,
    page.rows.map((r) => r.customerPhone),
  );
  return {
    response: page.rows.map((r) => ({ ...r, risk: withoutOrder(risks.get(r.customerPhone)!.network, r.status) })),
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

/** The order row of the shop, or 404 (another shop's order is as unknown as a missing one). */
export async function findOrder(shop: ShopScope, id: string) {
  const [order] = await shop.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw notFound('Order not found');
  return order;
}

export type OrderRow = typeof orders.$inferSelect;

/** What the dashboard may offer for this order: next statuses, refundable amount, cash collection. */
export const allowedActions = (order: OrderRow) => ({
  nextStatuses: nextStatuses(order.status),
  refundable: refundable(order),
  canCollectCash: cashCollectedRefusal(order) === null,
  canRecordWallet: paymentRecordRefusal(order, 'bkash') === null,
  canCancel: refusalReason(order.status, 'cancelled') === null,
  canFulfil: order.status === 'processing' || order.status === 'shipped',
});

/** The shop shown on invoices: name, logo, address, contact, trade licence and BIN from its settings. */
export const shopForDocuments = (shop: ShopScope) => documentShop(shop.unscoped, shop.shopId);

/** An order with items, customer, events, notes and the allowed actions. */
export async function orderDetail(shop: ShopScope, id: string) {
  const order = await findOrder(shop, id);
  const [items, events, notes, customer] = await Promise.all([
    shop.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.title), asc(orderItems.id)),
    shop
      .select({
        id: orderEvents.id,
        type: orderEvents.type,
        message: orderEvents.message,
        kind: orderEvents.kind,
        params: orderEvents.params,
        amount: orderEvents.amount,
        createdAt: orderEvents.createdAt,
        authorName: sellers.name,
      })
      .from(orderEvents)
      .leftJoin(sellers, eq(sellers.id, orderEvents.authorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
    shop
      .select({ id: orderNotes.id, body: orderNotes.body, createdAt: orderNotes.createdAt, authorName: sellers.name })
      .from(orderNotes)
      .leftJoin(sellers, eq(sellers.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    order.customerId
      ? shop
          .select({
            id: customers.id,
            name: customers.name,
            phone: customers.phone,
            email: customers.email,
            // Spelled out: drizzle leaves columns unqualified inside a select list, and both tables have an id.
            ordersCount: sql<number>`(select count(*)::int from "orders" o where o."customer_id" = "customers"."id")`,
          })
          .from(customers)
          .where(eq(customers.id, order.customerId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  const record = await riskOf(shop, order.customerPhone);
  // "Earlier orders": this order's own outcome is left out of its record.
  const risk = { ...record, shop: withoutOrder(record.shop, order.status), network: withoutOrder(record.network, order.status) };
  return { ...order, items, events, notes, customer, risk, allowed: allowedActions(order) };
}

/** Orders with their items for printing several at once, in the order of `ids`. */
export async function ordersForPrint(shop: ShopScope, ids: string[]) {
  const rows = await shop.select().from(orders).where(inArray(orders.id, ids));
  const items = rows.length
    ? await shop
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.title), asc(orderItems.id))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { ...r, items: items.filter((i) => i.orderId === r.id) }]));
  return ids.map((id) => byId.get(id)).filter((o) => o !== undefined);
}
