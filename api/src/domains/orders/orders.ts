/**
 * Order queries, all scoped to one shop: the list with its tab counts, the CSV export, one order's detail
 * and orders for printing. Filters, counts and sums run in SQL. Changes live in order-changes.ts.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers, orderEvents, orderItems, orderNotes, orders, orderProductStats, orderStats, sellers } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { cashCollectedRefusal, nextStatuses, refundable, refusalReason, STATUS_LABELS } from '../../../../contract/order-state-machine.ts';
import type { OrderListQuery, OrderSort } from '../../../../contract/orders.ts';
import { normaliseBdPhone } from '../../../../contract/contact.ts';
import { prefixPattern } from '../../../../contract/like.ts';

type Filters = Omit<OrderListQuery, 'page' | 'limit'>;

/** Days in the list's date filter are Bangladesh days. */
const TZ_OFFSET = '+06:00';

/** The WHERE of the list: shop, then each filter; `withStatus: false` leaves status out (for the tab counts). */
function listWhere(shopId: string, f: Filters, withStatus = true): SQL {
  const search = searchBranches(f.q);
  return and(filtersWhere(shopId, f, withStatus), search.length > 1 ? or(...search) : search[0])!;
}

/** Shop and every filter but the search. */
function filtersWhere(shopId: string, f: Filters, withStatus: boolean): SQL {
  const parts: (SQL | undefined)[] = [eq(orders.shopId, shopId)];
  if (withStatus && f.status) parts.push(eq(orders.status, f.status));
  if (f.payment) parts.push(eq(orders.paymentStatus, f.payment));
  if (f.method) parts.push(eq(orders.paymentMethod, f.method));
  if (f.from) parts.push(sql`${orders.placedAt} >= ${`${f.from}T00:00:00${TZ_OFFSET}`}::timestamptz`);
  if (f.to) parts.push(sql`${orders.placedAt} < (${`${f.to}T00:00:00${TZ_OFFSET}`}::timestamptz + interval '1 day')`);
  return and(...parts)!;
}

/**
 * The search as conditions that never match the same order twice (their OR is the search): each one fits one
 * index whose trailing columns hold the status and the other filters, so the tab counts of a search are
 * index-only scans, one per condition, even when tens of thousands of orders match.
 */
function searchBranches(text: string | undefined): SQL[] {
  const q = text?.trim();
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
function statsWhere(shopId: string, f: Filters): SQL {
  const parts: (SQL | undefined)[] = [eq(orderStats.shopId, shopId)];
  if (f.payment) parts.push(eq(orderStats.paymentStatus, f.payment));
  if (f.method) parts.push(eq(orderStats.paymentMethod, f.method));
  if (f.from) parts.push(sql`${orderStats.day} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${orderStats.day} <= ${f.to}::date`);
  return and(...parts)!;
}

/**
 * Recomputes a shop's order rollups (order_stats, order_product_stats, customer_stats) from its orders. Triggers keep them in
 * step on every write; this is the reference they are tested against, and a repair if they ever drift.
 */
export async function rebuildOrderRollups(db: Db, shopId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(orderStats).where(eq(orderStats.shopId, shopId));
    await tx.delete(orderProductStats).where(eq(orderProductStats.shopId, shopId));
    await tx.execute(sql`
      insert into ${orderStats} (shop_id, day, status, payment_status, payment_method, orders, sales)
      select shop_id, dhaka_day(placed_at), status, payment_status, payment_method, count(*)::int, sum(total)::bigint
      from ${orders} where shop_id = ${shopId}
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into ${orderProductStats} (shop_id, day, product_key, title, lines, quantity, sales)
      select o.shop_id, dhaka_day(o.placed_at), coalesce(i.product_id, i.title), max(i.title), count(*)::int,
             sum(i.quantity)::bigint, sum(i.total)::bigint
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.shop_id = ${shopId} and order_is_counted(o.status)
      group by 1, 2, 3`);
    await tx.execute(sql`select refresh_customer_stats(array(select id from ${customers} where shop_id = ${shopId}))`);
  });
}

const SORTS: Record<OrderSort, SQL[]> = {
  '-placed_at': [desc(orders.placedAt), desc(orders.number)],
  placed_at: [asc(orders.placedAt), asc(orders.number)],
  '-total': [desc(orders.total), desc(orders.number)],
  total: [asc(orders.total), asc(orders.number)],
  '-number': [desc(orders.number)],
  number: [asc(orders.number)],
  customer: [asc(sql`lower(${orders.customerName})`), desc(orders.number)],
  // The reverse of `customer` exactly, so one index (orders_shop_customer_sort_idx) serves both directions.
  '-customer': [desc(sql`lower(${orders.customerName})`), asc(orders.number)],
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
};
export type OrderListRow = { [K in keyof typeof listColumns]: (typeof orders.$inferSelect)[K] };

/** Orders per status matching a search under the other filters: one grouped count per search condition, summed. */
async function searchCounts(db: Db, shopId: string, query: OrderListQuery) {
  const where = filtersWhere(shopId, query, false);
  const parts = await Promise.all(
    searchBranches(query.q).map((branch) =>
      db.select({ status: orders.status, n: count() }).from(orders).where(and(where, branch)).groupBy(orders.status),
    ),
  );
  const byStatus = new Map<string, number>();
  for (const row of parts.flat()) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.n);
  return [...byStatus].map(([status, n]) => ({ status, n }));
}

/** One page of orders, the total matching, and the count per status under the other filters (the tabs). */
export async function listOrders(db: Db, shopId: string, query: OrderListQuery) {
  // The per-status counts are taken without the status filter and the total is one of them. Without a
  // search they come from order_stats (a few hundred rows per shop, not 100,000 orders).
  const [rows, byStatus] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(listWhere(shopId, query))
      .orderBy(...SORTS[query.sort ?? '-placed_at'])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    query.q?.trim()
      ? searchCounts(db, shopId, query)
      : db
          .select({ status: orderStats.status, n: sql<number>`sum(${orderStats.orders})::int` })
          .from(orderStats)
          .where(statsWhere(shopId, query))
          .groupBy(orderStats.status),
  ]);
  const counts: Record<string, number> = { all: 0 };
  for (const status of Object.keys(STATUS_LABELS)) counts[status] = 0;
  for (const row of byStatus) {
    counts[row.status] = row.n;
    counts.all! += row.n;
  }
  return { response: rows, count: query.status ? (counts[query.status] ?? 0) : counts.all!, counts };
}

/** Orders matching the filters for CSV, newest first, at most `cap` rows. */
export async function exportOrders(db: Db, shopId: string, filters: Filters, ids: string[] | undefined, cap = 100_000) {
  const where = ids ? and(eq(orders.shopId, shopId), inArray(orders.id, ids)) : listWhere(shopId, filters);
  return db
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
    .orderBy(...SORTS[filters.sort ?? '-placed_at'])
    .limit(cap);
}

/** The order row of the shop, or 404 (another shop's order is as unknown as a missing one). */
export async function findOrder(db: Db, shopId: string, id: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.shopId, shopId)))
    .limit(1);
  if (!order) throw notFound('Order not found');
  return order;
}

export type OrderRow = typeof orders.$inferSelect;

/** What the dashboard may offer for this order: next statuses, refundable amount, cash collection. */
export const allowedActions = (order: OrderRow) => ({
  nextStatuses: nextStatuses(order.status),
  refundable: refundable(order),
  canCollectCash: cashCollectedRefusal(order) === null,
  canCancel: refusalReason(order.status, 'cancelled') === null,
  canFulfil: order.status === 'processing' || order.status === 'shipped',
});

/** The shop shown on invoices: name, logo, address, contact, trade licence and BIN from its settings. */
export { documentShop as shopForDocuments } from '../store-settings/store-settings.ts';

/** An order with items, customer, events, notes and the allowed actions. */
export async function orderDetail(db: Db, shopId: string, id: string) {
  const order = await findOrder(db, shopId, id);
  const [items, events, notes, customer] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.title), asc(orderItems.id)),
    db
      .select({
        id: orderEvents.id,
        type: orderEvents.type,
        message: orderEvents.message,
        amount: orderEvents.amount,
        createdAt: orderEvents.createdAt,
        authorName: sellers.name,
      })
      .from(orderEvents)
      .leftJoin(sellers, eq(sellers.id, orderEvents.authorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
    db
      .select({ id: orderNotes.id, body: orderNotes.body, createdAt: orderNotes.createdAt, authorName: sellers.name })
      .from(orderNotes)
      .leftJoin(sellers, eq(sellers.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    order.customerId
      ? db
          .select({
            id: customers.id,
            name: customers.name,
            phone: customers.phone,
            email: customers.email,
            // Spelled out: drizzle leaves columns unqualified inside a select list, and both tables have an id.
            ordersCount: sql<number>`(select count(*)::int from "orders" o where o."customer_id" = "customers"."id")`,
          })
          .from(customers)
          .where(and(eq(customers.id, order.customerId), eq(customers.shopId, shopId)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  return { ...order, items, events, notes, customer, allowed: allowedActions(order) };
}

/** Orders with their items for printing several at once, in the order of `ids`. */
export async function ordersForPrint(db: Db, shopId: string, ids: string[]) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.id, ids)));
  const items = rows.length
    ? await db
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
