/**
 * Booking an order with a courier, once (issue 24 item 1). The consignment row is claimed before the courier is
 * called (unique per order), and the create call is never repeated by itself: a refusal frees the claim (`failed`:
 * nothing was booked), anything else — a timeout, a 5xx, no answer — leaves it at `check`, and only the seller moves
 * it on: "mark as booked" with the courier's id once they found the parcel, or "retry" once they found none. The
 * invoice sent is the same for every try of an order, so a courier that keeps invoices unique refuses a second
 * parcel too. A booked order goes the way the Courier booking app's does: processing, then shipped with the
 * courier and its consignment id (orders/order-changes fulfil).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  COURIER_ALREADY_BOOKED,
  COURIER_AREA_NEEDED,
  COURIER_BOOKING_IN_PROGRESS,
  COURIER_CHECK_FIRST,
  COURIER_NAMES,
  COURIER_REFUSED,
  type BookingState,
  type CourierId,
} from '../../../../contract/couriers.ts';
import {
  COURIER_PLACE_FIELD,
  CourierError,
  type BookedParcel,
  type CourierPlace,
  type ParcelInput,
} from '../../platform/couriers/courier.ts';
import type { CourierEndpoints, DriverOptions } from '../../platform/couriers/drivers.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { changeStatus, fulfil, type Actor } from '../orders/order-changes.ts';
import { findOrder, type OrderRow } from '../orders/orders.ts';
import { orderEvents, orderItems } from '../orders/tables.ts';
import { eventColumns, type OrderEventNote } from '../../../../contract/order-events.ts';
import { driverFor } from './accounts.ts';
import { consignments } from './tables.ts';

export type CouriersConfig = { endpoints: CourierEndpoints; driver?: DriverOptions };
export type ConsignmentRow = typeof consignments.$inferSelect;

/** Grams per item when the order says nothing of weight (Haat's products carry none yet). */
export const DEFAULT_ITEM_GRAMS = 500;

/** The parcel of an order: its shipping address, what to collect (the unpaid rest) and a line of its items. */
export async function parcelOf(shop: ShopScope, order: OrderRow): Promise<ParcelInput> {
  const items = await shop
    .select({ title: orderItems.title, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const address = order.shippingAddress;
  const count = items.reduce((n, item) => n + item.quantity, 0) || order.itemsCount || 1;
  return {
    invoice: `haat-${order.number}-${order.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`,
    recipientName: (address.name || order.customerName).trim(),
    recipientPhone: address.phone || order.customerPhone,
    recipientAddress: [address.line1, address.line2, address.area, address.district].filter((part) => part?.trim()).join(', '),
    district: address.district ?? '',
    area: address.area ?? '',
    codAmount: Math.max(0, order.total - order.paidAmount),
    value: order.total,
    weightGrams: count * DEFAULT_ITEM_GRAMS,
    itemCount: count,
    description:
      items
        .map((item) => `${item.title} ×${item.quantity}`)
        .join(', ')
        .slice(0, 250) || `Order #${order.number}`,
    note: `Haat order #${order.number}`,
  };
}

export async function findConsignment(shop: ShopScope, orderId: string): Promise<ConsignmentRow | null> {
  const [row] = await shop.select().from(consignments).where(eq(consignments.orderId, orderId)).limit(1);
  return row ?? null;
}

/** A line on the order's timeline, by the actor (null: the status job): its kind and params, worded by the reader. */
export const courierEvent = (
  shop: ShopScope,
  orderId: string,
  note: OrderEventNote,
  sellerId: string | null,
  amount: number | null = null,
) =>
  shop.insertChildren(orderEvents, [{ orderId, type: 'courier', ...eventColumns(note), authorId: sellerId, amount }], {
    what: 'Order not found',
  });

/**
 * Claims the booking of an order: a new row, or an existing one moved on from a state that allows it (`failed` and
 * `cancelled` always, `check` only with `retry`). Answers the claimed row; 409 with why otherwise.
 */
async function claim(shop: ShopScope, orderId: string, courier: CourierId, retry: boolean): Promise<ConsignmentRow> {
  const [fresh] = await shop.insert(consignments).values({ orderId, courier, state: 'booking' }).onConflictDoNothing().returning();
  if (fresh) return fresh;
  const current = await findConsignment(shop, orderId);
  const from: BookingState[] = retry ? ['failed', 'cancelled', 'check'] : ['failed', 'cancelled'];
  if (current && from.includes(current.state)) {
    const [moved] = await shop
      .update(consignments)
      .set({
        courier,
        state: 'booking',
        error: null,
        consignmentId: null,
        trackingCode: null,
        charge: null,
        status: null,
        courierStatus: null,
        updatedAt: new Date(),
      })
      .where(and(eq(consignments.orderId, orderId), eq(consignments.state, current.state)))
      .returning();
    if (moved) return moved;
  }
  const state = current?.state ?? 'booking';
  if (state === 'booked') throw conflict(`This order is already booked with ${COURIER_NAMES[current!.courier]}.`, COURIER_ALREADY_BOOKED);
  if (state === 'check')
    throw conflict(
      `The last booking with ${COURIER_NAMES[current!.courier]} got no clear answer. Check with the courier, then mark it as booked or retry.`,
      COURIER_CHECK_FIRST,
    );
  throw conflict('This order is being booked right now.', COURIER_BOOKING_IN_PROGRESS);
}

/** Moves a confirmed order to processing, then shipped with the courier and its consignment id, with its events. */
async function shipWith(
  shop: ShopScope,
  actor: Actor,
  order: OrderRow,
  courier: CourierId,
  booked: { consignmentId: string; charge: number | null },
) {
  if (order.status === 'confirmed') await changeStatus(shop, actor, order.id, 'processing');
  if (order.status === 'confirmed' || order.status === 'processing' || order.status === 'shipped')
    await fulfil(shop, actor, order.id, { courier: COURIER_NAMES[courier], trackingNumber: booked.consignmentId });
  const params = { courier, consignment: booked.consignmentId, ...(booked.charge === null ? {} : { charge: booked.charge }) };
  await courierEvent(shop, order.id, { kind: 'courier_booked', params }, actor.sellerId, booked.charge);
}

export type BookOptions = {
  retry?: boolean;
  /** The courier's area the seller chose (ParcelInput.courierPlace). */
  courierPlace?: number | undefined;
  /**
   * Bulk booking: an order whose area matches none of the courier's is not claimed nor sent, but answered 422
   * COURIER_AREA_NEEDED, for the seller to choose the courier's area on its page (the one booking there is refused
   * by the driver, with the choice offered).
   */
  placeFirst?: boolean;
};

/**
 * Books `orderId` with `courier`. Answers the consignment (`booked`, or `check` when the outcome is unknown);
 * a refusal is a 422 COURIER_REFUSED with the courier's message and fields, the claim left `failed`.
 */
export async function bookOrder(
  shop: ShopScope,
  config: CouriersConfig,
  actor: Actor,
  orderId: string,
  courier: CourierId,
  options: BookOptions = {},
) {
  const order = await findOrder(shop, orderId);
  const current = await findConsignment(shop, orderId);
  if (current?.state === 'booked')
    throw conflict(`This order is already booked with ${COURIER_NAMES[current.courier]}.`, COURIER_ALREADY_BOOKED);
  // A shipped order whose parcel was cancelled may be booked again.
  const bookable =
    order.status === 'confirmed' || order.status === 'processing' || (order.status === 'shipped' && current?.state === 'cancelled');
  if (!bookable)
    throw conflict(
      order.status === 'pending'
        ? 'Confirm the order before booking a courier.'
        : `A ${order.status} order cannot be booked with a courier.`,
      'TRANSITION_REFUSED',
    );
  const driver = await driverFor(shop, courier, config);
  const parcel = { ...(await parcelOf(shop, order)), courierPlace: options.courierPlace ?? null };
  if (options.placeFirst && driver.place && parcel.courierPlace === null) {
    // The courier's lists unreadable now: the create below refuses with the courier's reason.
    let place: CourierPlace | null | undefined;
    try {
      place = await driver.place(parcel);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
    }
    if (place === null)
      throw new HttpError(
        422,
        `${COURIER_NAMES[courier]} has no area matching "${parcel.area || parcel.district}": choose the courier’s area on the order’s page.`,
        COURIER_AREA_NEEDED,
        { [COURIER_PLACE_FIELD]: 'Choose the courier’s area' },
      );
  }
  await claim(shop, orderId, courier, options.retry === true);
  let booked: BookedParcel;
  try {
    booked = await driver.createConsignment(parcel);
  } catch (error) {
    const refused = error instanceof CourierError && error.outcome === 'none';
    const message = error instanceof Error ? error.message : String(error);
    await shop
      .update(consignments)
      .set({ state: refused ? 'failed' : 'check', error: message, updatedAt: new Date() })
      .where(eq(consignments.orderId, orderId));
    await courierEvent(
      shop,
      orderId,
      { kind: refused ? 'courier_refused' : 'courier_unclear', params: { courier, message } },
      actor.sellerId,
    );
    if (refused) throw new HttpError(422, `${COURIER_NAMES[courier]}: ${message}`, COURIER_REFUSED, (error as CourierError).fields);
    return (await findConsignment(shop, orderId))!;
  }
  await shop
    .update(consignments)
    .set({ state: 'booked', ...booked, error: null, checkedAt: new Date(), updatedAt: new Date() })
    .where(eq(consignments.orderId, orderId));
  await shipWith(shop, actor, order, courier, booked);
  return (await findConsignment(shop, orderId))!;
}

/** The seller found the parcel at the courier after a `check` (or a refusal that did book): record it as booked. */
export async function markBooked(shop: ShopScope, actor: Actor, orderId: string, consignmentId: string) {
  const order = await findOrder(shop, orderId);
  const current = await findConsignment(shop, orderId);
  if (!current || (current.state !== 'check' && current.state !== 'failed'))
    throw conflict('Only a booking that needs checking can be marked as booked.', COURIER_CHECK_FIRST);
  const [moved] = await shop
    .update(consignments)
    .set({
      state: 'booked',
      consignmentId,
      trackingCode: consignmentId,
      status: 'booked',
      courierStatus: null,
      error: null,
      updatedAt: new Date(),
    })
    .where(and(eq(consignments.orderId, orderId), inArray(consignments.state, ['check', 'failed'])))
    .returning();
  if (!moved) throw conflict('This booking changed meanwhile: reload the order.', COURIER_BOOKING_IN_PROGRESS);
  await shipWith(shop, actor, order, current.courier, { consignmentId, charge: null });
  return moved;
}

/** Asks the courier to cancel a booked parcel (the order itself is cancelled on its own, by the seller). */
export async function cancelConsignment(shop: ShopScope, config: CouriersConfig, actor: Actor, orderId: string) {
  const current = await findConsignment(shop, orderId);
  if (!current || current.state !== 'booked' || !current.consignmentId)
    throw conflict('This order has no booked parcel to cancel.', 'CONFLICT');
  const driver = await driverFor(shop, current.courier, config);
  try {
    await driver.cancel(current.consignmentId);
  } catch (error) {
    if (error instanceof CourierError)
      throw new HttpError(422, `${COURIER_NAMES[current.courier]}: ${error.message}`, COURIER_REFUSED, error.fields);
    throw error;
  }
  const [moved] = await shop
    .update(consignments)
    .set({ state: 'cancelled', status: 'cancelled', updatedAt: new Date() })
    .where(eq(consignments.orderId, orderId))
    .returning();
  const params = { courier: current.courier, consignment: current.consignmentId };
  await courierEvent(shop, orderId, { kind: 'courier_cancelled', params }, actor.sellerId);
  return moved!;
}

/** Books several orders one after another (never in parallel: one courier, one rate limit); each answers its own outcome. */
export async function bookOrders(shop: ShopScope, config: CouriersConfig, actor: Actor, ids: string[], courier: CourierId) {
  const response: {
    orderId: string;
    number: number | null;
    state: BookingState;
    error: string | null;
    needsPlace: boolean;
    code: string | null;
  }[] = [];
  for (const orderId of [...new Set(ids)]) {
    const number = await findOrder(shop, orderId).then(
      (o) => o.number,
      () => null,
    );
    try {
      const row = await bookOrder(shop, config, actor, orderId, courier, { placeFirst: true });
      response.push({ orderId, number, state: row.state, error: row.error, needsPlace: false, code: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const state = (await findConsignment(shop, orderId).catch(() => null))?.state ?? 'failed';
      response.push({
        orderId,
        number,
        state: error.code === COURIER_ALREADY_BOOKED ? 'booked' : state === 'booking' ? 'failed' : state,
        error: error.message,
        needsPlace: error.code === COURIER_AREA_NEEDED,
        code: error.code,
      });
    }
  }
  return response;
}
