/**
 * Order changes, all through the shop's accessor (`shop: ShopScope`, and the accessor of its transaction): status
 * moves (with restocking), fulfilment, refunds, cash collection and notes. Every change is one transaction that
 * re-checks the state it read (a concurrent change answers 409, never a lost update).
 */
import { notify } from '../notifications/notifications.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import {
  orderEvents,
  orderItems,
  orderNotes,
  orders,
  products,
  variants,
  type OrderEventType,
  type OrderStatus,
} from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { normalisePhone } from '../../../../contract/normalise.ts';
import {
  paymentRecordRefusal,
  paymentStatusAfterRefund,
  refundRefusal,
  refusalReason,
  transitionRefusal,
} from '../../../../contract/order-state-machine.ts';
import type { ErrorReason } from '../../../../contract/errors.ts';
import { eventColumns, type OrderEventNote } from '../../../../contract/order-events.ts';
import { findOrder, type OrderRow } from './orders.ts';
import type { RecordPayment } from '../../../../contract/orders.ts';
import { syncLedger } from '../earnings/ledger.ts';
import { queueOrderSms } from '../sms/sms.ts';
import { isSmsEvent } from '../../../../contract/sms.ts';

/** Adds an event to the timeline of an order of the shop. */
const event = (tx: ShopScope, orderId: string, type: OrderEventType, note: OrderEventNote, authorId: string | null, amount?: number) =>
  tx.insertChildren(orderEvents, [{ orderId, type, ...eventColumns(note), authorId, amount: amount ?? null }], 'Order not found');

const timestampFor: Partial<Record<OrderStatus, keyof OrderRow>> = {
  confirmed: 'confirmedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

/**
 * Puts the items of an order back into stock once (items already restocked are skipped): variant
 * quantity for items with a variant, product quantity otherwise, and the product's stock total.
 * Items whose product or variant was deleted since are just marked.
 */
export async function restock(tx: ShopScope, orderId: string): Promise<number> {
  const pending = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.restockedAt)));
  let units = 0;
  for (const item of pending) {
    if (item.variantId) {
      const done = await tx
        .update(variants)
        .set({ quantity: sql`${variants.quantity} + ${item.quantity}` })
        .where(eq(variants.id, item.variantId))
        .returning({ productId: variants.productId });
      if (done[0]) {
        await tx
          .update(products)
          .set({ stockTotal: sql`${products.stockTotal} + ${item.quantity}` })
          .where(eq(products.id, done[0].productId));
        units += item.quantity;
      }
    } else if (item.productId) {
      const done = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${item.quantity}`, stockTotal: sql`${products.stockTotal} + ${item.quantity}` })
        .where(eq(products.id, item.productId))
        .returning({ id: products.id });
      if (done[0]) units += item.quantity;
    }
  }
  if (pending.length)
    await tx
      .update(orderItems)
      .set({ restockedAt: new Date() })
      .where(
        inArray(
          orderItems.id,
          pending.map((i) => i.id),
        ),
      );
  return units;
}

/** Updates the order only if its status is still `from`; else 409 (someone changed it meanwhile). */
async function guardedUpdate(tx: ShopScope, order: OrderRow, set: Partial<typeof orders.$inferInsert>) {
  const done = await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        eq(orders.refundedAmount, order.refundedAmount),
        eq(orders.paidAmount, order.paidAmount),
      ),
    )
    .returning({ id: orders.id });
  if (!done[0]) throw conflict('The order was changed by someone else meanwhile. Reload it and try again.', 'ORDER_CHANGED');
  // order_stats and order_product_stats follow by trigger (api/drizzle/0002_order_rollups.sql).
}

/** The staff member who makes the change; null for Haat itself (a courier's "delivered" read by the status job). */
export type Actor = { sellerId: string | null };

/** Moves an order to `to` along the state machine; cancelling restocks unless `restock` is false. */
export async function changeStatus(
  shop: ShopScope,
  actor: Actor,
  id: string,
  to: OrderStatus,
  opts: { reason?: string; restock?: boolean } = {},
) {
  const order = await findOrder(shop, id);
  const refusal = transitionRefused(order.status, to);
  if (refusal) throw refusal;
  await applyStatus(shop, actor, order, to, opts);
  return findOrder(shop, id);
}

type StatusOptions = { reason?: string; restock?: boolean; byCustomer?: boolean };

async function applyStatus(shop: ShopScope, actor: Actor, order: OrderRow, to: OrderStatus, opts: StatusOptions) {
  await shop.transaction(async (tx) => {
    const now = new Date();
    // Confirming or cancelling a held order answers its call (the "Needs a call" filter lets it go).
    const set: Partial<typeof orders.$inferInsert> = { status: to, needsCall: false };
    const stamp = timestampFor[to];
    if (stamp) Object.assign(set, { [stamp]: now });
    if (to === 'cancelled') {
      set.cancelReason = opts.reason || null;
      if (order.paymentStatus === 'cod_pending') set.paymentStatus = 'unpaid';
    }
    if (to === 'returned' && order.paymentStatus === 'cod_pending') set.paymentStatus = 'unpaid';
    await guardedUpdate(tx, order, set);
    if (to === 'cancelled') {
      const params = { ...(opts.reason ? { reason: opts.reason } : {}), ...(opts.byCustomer ? { byCustomer: true } : {}) };
      await event(tx, order.id, 'cancelled', { kind: 'cancelled', params }, actor.sellerId);
      const by: Record<string, string> = opts.byCustomer ? { by: 'customer' } : {};
      await notify(
        tx,
        'order_cancelled',
        { orderId: order.id, number: order.number, amount: order.total, ...by },
        { actorId: actor.sellerId },
      );
      if (opts.restock !== false) {
        const units = await restock(tx, order.id);
        if (units > 0) await event(tx, order.id, 'restocked', { kind: 'restocked', params: { units } }, actor.sellerId);
      }
    } else {
      await event(tx, order.id, 'status', { kind: 'status', params: { from: order.status, to } }, actor.sellerId);
      if (isSmsEvent(to)) await queueOrderSms(tx, { ...order, ...set }, to);
    }
  });
}

/** What a customer may still cancel themselves: an order the shop has not started preparing. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * A customer cancels their own order (issue 27), relayed by the shop's storefront through the secondary API: the
 * phone must be the one the order was placed with (else it is as unknown as a missing order), and only before the
 * shop starts preparing it. The same cancel as a person's (restock, timeline line), marked as the customer's, and
 * its "cancelled by the customer" notification written in that transaction.
 */
export async function cancelByCustomer(shop: ShopScope, id: string, input: { phone: string; reason?: string }) {
  const order = await findOrder(shop, id);
  if (normalisePhone(order.customerPhone) !== normalisePhone(input.phone)) throw notFound('Order not found');
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) {
    const message =
      order.status === 'cancelled'
        ? 'This order is already cancelled.'
        : 'The shop is already preparing this order: ask the shop to cancel it.';
    throw conflict(message, 'CUSTOMER_CANCEL_REFUSED');
  }
  await applyStatus(shop, { sellerId: null }, order, 'cancelled', { reason: input.reason, byCustomer: true });
  return findOrder(shop, id);
}

/** 409 TRANSITION_REFUSED for a change the order's life does not allow, its reason as data beside the English; else null. */
function transitionRefused(from: OrderStatus, to: OrderStatus): HttpError | null {
  const refusal = transitionRefusal(from, to);
  return refusal ? new HttpError(409, refusalReason(from, to)!, 'TRANSITION_REFUSED', undefined, refusal) : null;
}

type BulkRefusal = { id: string; number: number; message: string; code: string; reason?: ErrorReason };

/**
 * Changes many orders; each is checked on its own, and each refusal comes back with its English message, its code and
 * (for a change the order's life does not allow) its reason as data, as a single change's error body has them.
 */
export async function bulkChangeStatus(shop: ShopScope, actor: Actor, ids: string[], to: OrderStatus) {
  const rows = await shop.select().from(orders).where(inArray(orders.id, ids));
  const updated: number[] = [];
  const refused: BulkRefusal[] = [];
  const refuse = (order: OrderRow, error: HttpError) =>
    refused.push({
      id: order.id,
      number: order.number,
      message: error.message,
      code: error.code,
      ...(error.why ? { reason: error.why } : {}),
    });
  for (const order of rows.sort((a, b) => a.number - b.number)) {
    const refusal = transitionRefused(order.status, to);
    if (refusal) {
      refuse(order, refusal);
      continue;
    }
    try {
      await applyStatus(shop, actor, order, to, {});
      updated.push(order.number);
    } catch (error) {
      // A refusal of the Store API's own (ORDER_CHANGED when another change came first); anything else is a fault.
      if (!(error instanceof HttpError)) throw error;
      refuse(order, error);
    }
  }
  const missing = ids.length - rows.length;
  return { updated, refused, missing };
}

/** Sets courier and tracking; a processing order becomes shipped, a shipped one just gets new details. */
export async function fulfil(shop: ShopScope, actor: Actor, id: string, input: { courier: string; trackingNumber: string }) {
  const order = await findOrder(shop, id);
  if (order.status !== 'processing' && order.status !== 'shipped') {
    throw conflict(
      order.status === 'pending' || order.status === 'confirmed'
        ? `A ${order.status} order must be processing before it can be shipped.`
        : `A ${order.status} order cannot be fulfilled.`,
      'TRANSITION_REFUSED',
    );
  }
  await shop.transaction(async (tx) => {
    const set: Partial<typeof orders.$inferInsert> = { courier: input.courier, trackingNumber: input.trackingNumber };
    if (order.status === 'processing') Object.assign(set, { status: 'shipped', shippedAt: new Date() });
    await guardedUpdate(tx, order, set);
    await event(
      tx,
      order.id,
      'fulfilled',
      { kind: 'shipped', params: { courier: input.courier, tracking: input.trackingNumber } },
      actor.sellerId,
    );
    if (order.status === 'processing') await queueOrderSms(tx, { ...order, ...set }, 'shipped');
  });
  return findOrder(shop, id);
}

/** Refunds `amount` poisha, never more than was paid and not yet refunded. */
export async function refund(shop: ShopScope, actor: Actor, id: string, input: { amount: number; reason?: string }) {
  const order = await findOrder(shop, id);
  const refusal = refundRefusal(order, input.amount);
  if (refusal) throw new HttpError(422, refusal, 'REFUND_REFUSED', { amount: refusal });
  await shop.transaction(async (tx) => {
    await guardedUpdate(tx, order, {
      refundedAmount: order.refundedAmount + input.amount,
      paymentStatus: paymentStatusAfterRefund(order, input.amount),
    });
    const full = order.refundedAmount + input.amount >= order.paidAmount;
    const note = { kind: 'refunded', params: { full, ...(input.reason ? { reason: input.reason } : {}) } } as const;
    await event(tx, order.id, 'refund', note, actor.sellerId, input.amount);
    await syncLedger(tx.unscoped, { orderId: order.id }); // the earnings ledger line, in the same transaction
  });
  return findOrder(shop, id);
}

/**
 * Records a payment of the whole total: cash collected on delivery, or a wallet payment (bKash, Nagad, Rocket) with
 * its transaction id, which makes the wallet the order's payment method so the ledger takes that wallet's fee.
 */
export async function recordPayment(shop: ShopScope, actor: Actor, id: string, input: RecordPayment) {
  const order = await findOrder(shop, id);
  const refusal = paymentRecordRefusal(order, input.method);
  if (refusal) throw conflict(refusal, input.method === 'cash' ? 'CASH_REFUSED' : 'PAYMENT_REFUSED');
  await shop.transaction(async (tx) => {
    const wallet = input.method === 'cash' ? null : input.method;
    await guardedUpdate(tx, order, {
      paidAmount: order.total,
      paymentStatus: 'paid',
      paidAt: new Date(),
      ...(wallet ? { paymentMethod: wallet, transactionId: input.transactionId ?? null } : {}),
    });
    const note: OrderEventNote = wallet
      ? { kind: 'paid', params: { method: wallet, ...(input.transactionId ? { transactionId: input.transactionId } : {}) } }
      : { kind: 'cash_collected', params: {} };
    await event(tx, order.id, 'payment', note, actor.sellerId, order.total);
    await notify(tx, 'payment_received', { orderId: order.id, number: order.number, amount: order.total }, { actorId: actor.sellerId });
    await syncLedger(tx.unscoped, { orderId: order.id }); // the earnings ledger line, in the same transaction
  });
  return findOrder(shop, id);
}

/** Records the cash of a cash-on-delivery order as collected (the whole total). */
export const collectCash = (shop: ShopScope, actor: Actor, id: string) => recordPayment(shop, actor, id, { method: 'cash' });

/** Adds a staff note to an order of the shop (404 for an order that is not the shop's). */
export async function addNote(shop: ShopScope, actor: Actor, id: string, body: string) {
  const [note] = await shop.insertChildren(orderNotes, [{ orderId: id, authorId: actor.sellerId, body }], 'Order not found');
  return note!;
}
