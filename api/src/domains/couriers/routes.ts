/**
 * Couriers built in (issue 24 item 1):
 * - /admin/couriers (permission "shipping"): which couriers the shop connected (never their credentials); saving or
 *   removing credentials needs a fresh factor (platform/fresh-factor.ts): they decide where the COD cash goes.
 * - /admin/consignments/orders/:orderId (permission "orders"; `orders/bulk` for many): an order's consignment, a quote, booking one order or many, "mark as
 *   booked" and retry after a booking that needs checking, re-reading its status, cancelling the parcel.
 * - /couriers/:courier/webhook (public): a courier's status push, only a signal to re-read (domains/couriers/status.ts).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  BookConsignmentSchema,
  BulkBookSchema,
  CourierIdSchema,
  CourierCredentialsInputSchema,
  COURIER_QUOTE_REFUSED,
  MarkBookedSchema,
  type Consignment,
} from '../../../../contract/couriers.ts';
import { CourierError } from '../../platform/couriers/courier.ts';
import type { AppEnv } from '../../platform/env.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { findOrder } from '../orders/orders.ts';
import { driverFor, listAccounts, removeCredentials, saveCredentials } from './accounts.ts';
import {
  bookOrder,
  bookOrders,
  cancelConsignment,
  findConsignment,
  markBooked,
  parcelOf,
  type ConsignmentRow,
  type CouriersConfig,
} from './booking.ts';
import { onWebhook, refreshOrderConsignment } from './status.ts';
import { z } from 'zod';

const actor = (c: Context<ShopEnv>) => ({ sellerId: c.var.seller.id });

/**
 * The Store API's address as couriers reach it, for the webhook address the settings page shows: API_PUBLIC_URL when
 * set (the dashboard may reach the API on an inside address), else the address this request came to.
 */
const publicBase = (c: Context) => process.env.API_PUBLIC_URL || new URL(c.req.url).origin;

const courierParam = (c: Context) => {
  const parsed = CourierIdSchema.safeParse(c.req.param('courier'));
  if (!parsed.success) throw notFound('No such courier');
  return parsed.data;
};

/**
 * A price quote the courier did not give: its refusal (a 4xx: this address or weight) is 422 COURIER_QUOTE_REFUSED,
 * no answer (a timeout, a 5xx, an answer we could not read) 502 COURIER_UNAVAILABLE, so the seller can tell "the
 * courier said no to this parcel" from "the courier could not be reached". The courier's own words stay the message.
 */
export const quoteError = (error: CourierError): HttpError =>
  error.outcome === 'none'
    ? new HttpError(422, error.message, COURIER_QUOTE_REFUSED)
    : new HttpError(502, error.message, 'COURIER_UNAVAILABLE');

export const consignmentAnswer = (row: ConsignmentRow): Consignment => ({
  orderId: row.orderId,
  courier: row.courier,
  state: row.state,
  consignmentId: row.consignmentId,
  trackingCode: row.trackingCode,
  charge: row.charge,
  status: row.status,
  courierStatus: row.courierStatus,
  error: row.error,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export function courierAccountRoutes() {
  const routes = shopRoutes({ permission: 'shipping' });
  routes.get('/', async (c) => c.json({ response: await listAccounts(c.var.shop, publicBase(c)) }));
  routes.put('/:courier', freshFactor, async (c) => {
    const courier = courierParam(c);
    await saveCredentials(c.var.shop, c.var.seller.id, courier, await jsonBody(c, CourierCredentialsInputSchema));
    return c.json({ response: await listAccounts(c.var.shop, publicBase(c)) });
  });
  routes.delete('/:courier', freshFactor, async (c) => {
    await removeCredentials(c.var.shop, courierParam(c));
    return c.json({ response: await listAccounts(c.var.shop, publicBase(c)) });
  });
  return routes;
}

const QuoteQuerySchema = z.object({ courier: CourierIdSchema });

export function consignmentRoutes(config: CouriersConfig) {
  const routes = shopRoutes({ permission: 'orders' });
  routes.post('/orders/bulk', async (c) => {
    const input = await jsonBody(c, BulkBookSchema);
    return c.json({ response: await bookOrders(c.var.shop, config, actor(c), input.ids, input.courier) });
  });
  routes.get('/orders/:orderId', async (c) => {
    await findOrder(c.var.shop, c.req.param('orderId'));
    const row = await findConsignment(c.var.shop, c.req.param('orderId'));
    return c.json({ consignment: row && consignmentAnswer(row) });
  });
  routes.get('/orders/:orderId/quote', async (c) => {
    const { courier } = query(c, QuoteQuerySchema);
    const order = await findOrder(c.var.shop, c.req.param('orderId'));
    const driver = await driverFor(c.var.shop, courier, config);
    try {
      return c.json({
        quote: await driver.quote(await parcelOf(c.var.shop, order)),
      });
    } catch (error) {
      if (error instanceof CourierError) throw quoteError(error);
      throw error;
    }
  });
  // The courier's areas in the order's district, for the seller to choose one when Haat's area matched none.
  routes.get('/orders/:orderId/places', async (c) => {
    const { courier } = query(c, QuoteQuerySchema);
    const order = await findOrder(c.var.shop, c.req.param('orderId'));
    const driver = await driverFor(c.var.shop, courier, config);
    try {
      return c.json({ response: driver.places ? await driver.places((await parcelOf(c.var.shop, order)).district) : [] });
    } catch (error) {
      if (error instanceof CourierError) throw new HttpError(error.outcome === 'none' ? 422 : 502, error.message, 'COURIER_UNAVAILABLE');
      throw error;
    }
  });
  routes.post('/orders/:orderId', async (c) => {
    const input = await jsonBody(c, BookConsignmentSchema);
    const row = await bookOrder(c.var.shop, config, actor(c), c.req.param('orderId'), input.courier, {
      retry: input.retry,
      courierPlace: input.courierPlace,
    });
    return c.json(consignmentAnswer(row), row.state === 'booked' ? 201 : 200);
  });
  routes.post('/orders/:orderId/mark-booked', async (c) => {
    const input = await jsonBody(c, MarkBookedSchema);
    return c.json(consignmentAnswer(await markBooked(c.var.shop, actor(c), c.req.param('orderId'), input.consignmentId)));
  });
  routes.post('/orders/:orderId/refresh', async (c) =>
    c.json(consignmentAnswer(await refreshOrderConsignment(c.var.shop, config, c.req.param('orderId')))),
  );
  routes.post('/orders/:orderId/cancel', async (c) =>
    c.json(consignmentAnswer(await cancelConsignment(c.var.shop, config, actor(c), c.req.param('orderId')))),
  );
  return routes;
}

/** POST /couriers/:courier/webhook: answers 200 whatever it names (nothing about any shop's parcels leaks). */
export function courierWebhookRoutes(config: CouriersConfig) {
  const routes = new Hono<AppEnv>();
  routes.post('/:courier/webhook', async (c) => {
    const courier = courierParam(c);
    const body: unknown = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.', 'INVALID_JSON');
    await onWebhook(c.var.db, config, courier, body as Record<string, unknown>);
    return c.json({ ok: true as const });
  });
  return routes;
}
