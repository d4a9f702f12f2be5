/**
 * What the secondary API lets an app do with orders (scope `orders`): list the orders waiting for a courier
 * (confirmed or processing, no tracking number yet) and write a booking back (courier + tracking number), which
 * moves a confirmed order through processing to shipped with the orders domain's own rules and timeline.
 */
import { and, count, desc, inArray, isNull } from 'drizzle-orm';
import type { AppOrder } from '../../../../contract/apps.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { cancelByCustomer, changeStatus, fulfil } from '../orders/order-changes.ts';
import { findOrder } from '../orders/orders.ts';
import { orders } from '../orders/tables.ts';
import type { AppCall } from './apps.ts';

type OrderRow = typeof orders.$inferSelect;

const toAppOrder = (order: OrderRow): AppOrder => {
  const address = order.shippingAddress;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    customerName: address.name || order.customerName,
    customerPhone: address.phone || order.customerPhone,
    address: [address.line1, address.line2, address.area].filter(Boolean).join(', '),
    district: address.district,
    total: order.total,
    amountToCollect: Math.max(0, order.total - order.paidAmount),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  };
};

const awaiting = () => and(inArray(orders.status, ['confirmed', 'processing']), isNull(orders.trackingNumber));

/** Orders of the app's shop waiting for a courier, newest first. */
export async function ordersAwaitingCourier(shop: ShopScope, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(orders)
      .where(awaiting())
      .orderBy(desc(orders.placedAt))
      .limit(limit)
      .offset((page - 1) * limit),
    shop.select({ n: count() }).from(orders).where(awaiting()),
  ]);
  return { response: rows.map(toAppOrder), count: total?.n ?? 0 };
}

/** Writes the courier's booking onto the order (recorded in its timeline as done by the app's user). */
export async function recordShipment(shop: ShopScope, call: AppCall, id: string, input: { courier: string; trackingNumber: string }) {
  const actor = { sellerId: call.sellerId };
  const order = await findOrder(shop, id);
  if (order.status === 'confirmed') await changeStatus(shop, actor, id, 'processing');
  return toAppOrder(await fulfil(shop, actor, id, input));
}

/** A customer's own cancel, relayed by the storefront: the order as the app sees it afterwards. */
export const customerCancel = async (shop: ShopScope, id: string, input: { phone: string; reason?: string }) =>
  toAppOrder(await cancelByCustomer(shop, id, input));
