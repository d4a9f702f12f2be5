/**
 * Order queries, all through the shop's accessor (`shop: ShopScope`): one order's detail and orders for printing
 * (the list and the CSV export live in orders-list.ts). Changes live in order-changes.ts.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { customers, orderEvents, orderItems, orderNotes, orders, sellers } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import {
  cashCollectedRefusal,
  nextStatuses,
  paymentRecordRefusal,
  refundable,
  refusalReason,
} from '../../../../contract/order-state-machine.ts';
import { documentShop } from '../store-settings/store-settings.ts';
import { riskOf } from './risk.ts';
import { withoutOrder } from '../../../../contract/risk.ts';

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
