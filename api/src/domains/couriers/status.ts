/**
 * Re-reading where booked parcels are: one order's on demand, the open ones by a periodic job (oldest check first,
 * claimed in one UPDATE … SKIP LOCKED so several API nodes read each parcel once), and a courier's webhook only as a
 * signal to re-read (Pathao's webhook secret is shared by every merchant, so what a webhook says is never trusted).
 * A change of status goes on the order's timeline. A parcel the courier reports delivered moves its shipped order to
 * delivered once, through the same domain function a person uses (orders/order-changes changeStatus, with its timeline
 * line and its 409 when another node got there first); every other order status is left to the seller.
 */
import { eq, sql } from 'drizzle-orm';
import { COURIER_NAMES, type CourierId } from '../../../../contract/couriers.ts';
import { CourierError } from '../../platform/couriers/courier.ts';
import { courierEndpointsFromEnv } from '../../platform/couriers/drivers.ts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { driverFor } from './accounts.ts';
import { courierEvent, findConsignment, type ConsignmentRow, type CouriersConfig } from './booking.ts';
import { consignments } from './tables.ts';
import { orders } from '../../db/schema/index.ts';
import { changeStatus } from '../orders/order-changes.ts';

/** How often the job runs, and how long a parcel rests between two reads. */
export const STATUS_JOB_EVERY_MS = 5 * 60_000;
export const RECHECK_AFTER_MS = 30 * 60_000;
const BATCH = 50;

/** Reads one booked parcel's status from its courier and records a change (with a timeline line). */
export async function refreshConsignment(
  shop: ShopScope,
  config: CouriersConfig,
  row: ConsignmentRow,
  now = new Date(),
): Promise<ConsignmentRow> {
  if (row.state !== 'booked' || !row.consignmentId) return row;
  const state = await (await driverFor(shop, row.courier, config)).readStatus(row.consignmentId);
  const charge = state.charge ?? row.charge;
  const [updated] = await shop
    .update(consignments)
    .set({ status: state.status, courierStatus: state.courierStatus, charge, checkedAt: now, updatedAt: new Date() })
    .where(eq(consignments.id, row.id))
    .returning();
  if (state.status !== row.status || state.courierStatus !== row.courierStatus) {
    const params = {
      courier: row.courier,
      consignment: row.consignmentId,
      status: state.status,
      courierStatus: state.courierStatus,
      ...(charge !== null && charge !== row.charge ? { charge } : {}),
    };
    await courierEvent(shop, row.orderId, { kind: 'courier_status', params }, null);
  }
  if (state.status === 'delivered' && row.status !== 'delivered') await markDelivered(shop, row.orderId);
  return updated ?? row;
}

/** Moves a shipped order to delivered as Haat (no staff author); any other status, or a concurrent move, is left alone. */
async function markDelivered(shop: ShopScope, orderId: string) {
  const [order] = await shop.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'shipped') return;
  await changeStatus(shop, { sellerId: null }, orderId, 'delivered').catch((error: unknown) => {
    if (!(error instanceof HttpError && error.status === 409)) throw error;
  });
}

/** The seller's "check now" on the order page. */
export async function refreshOrderConsignment(shop: ShopScope, config: CouriersConfig, orderId: string) {
  const row = await findConsignment(shop, orderId);
  if (!row || row.state !== 'booked') throw conflict('This order has no booked parcel.', 'CONFLICT');
  try {
    return await refreshConsignment(shop, config, row);
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(502, `${COURIER_NAMES[row.courier]}: ${error.message}`, 'COURIER_UNAVAILABLE');
    throw error;
  }
}

/** Claims up to BATCH open parcels not read for RECHECK_AFTER_MS (stamping them, so another node skips them). */
async function claimDue(db: Db, now: Date) {
  const due = new Date(now.getTime() - RECHECK_AFTER_MS);
  const result = (await db.execute(sql`
    update consignments set checked_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from consignments
      where state = 'booked' and (status is null or status not in ('delivered', 'partial', 'returned', 'cancelled'))
        and (checked_at is null or checked_at < ${due.toISOString()}::timestamptz)
      order by checked_at nulls first limit ${BATCH}
      for update skip locked)
    returning id, shop_id`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

type Claimed = { id: string; shop_id: string };

async function refreshClaimed(db: Db, config: CouriersConfig, claimed: Claimed[], now: Date) {
  let handled = 0;
  for (const { id, shop_id } of claimed) {
    const shop = new ShopScope(db, shop_id);
    const [row] = await shop.select().from(consignments).where(eq(consignments.id, id));
    // A parcel whose courier is down or whose credentials were removed waits for the next pass.
    if (
      row &&
      (await refreshConsignment(shop, config, row, now).then(
        () => true,
        () => false,
      ))
    )
      handled += 1;
  }
  return handled;
}

/** The periodic job: re-reads the open parcels of every shop from their couriers. */
export const refreshConsignmentsJob: Job = {
  name: 'read courier parcel statuses',
  everyMs: STATUS_JOB_EVERY_MS,
  run: async (db, now) => refreshClaimed(db, { endpoints: courierEndpointsFromEnv() }, await claimDue(db, now), now),
};

/** Runs the job's pass with a given config (tests point it at the sandboxes). */
export const refreshDue = async (db: Db, config: CouriersConfig, now = new Date()) =>
  refreshClaimed(db, config, await claimDue(db, now), now);

/** The ids a courier's webhook may name its parcel by (Pathao consignment_id, RedX tracking_number, Steadfast cid). */
export function parcelIdsOf(body: Record<string, unknown>): string[] {
  return ['consignment_id', 'tracking_number', 'tracking_id', 'tracking_code', 'cid']
    .map((key) => body[key])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String)
    .filter((v) => v.length > 0 && v.length <= 60);
}

/**
 * A courier's webhook: re-reads the parcels it names (never what it says of them), at most once a minute each.
 * Answers how many were re-read; an unknown id is not an error (nothing is told about other shops' parcels).
 */
export async function onWebhook(db: Db, config: CouriersConfig, courier: CourierId, body: Record<string, unknown>) {
  const ids = parcelIdsOf(body);
  if (ids.length === 0) return 0;
  const now = new Date();
  const claimed = (await db.execute(sql`
    update consignments set checked_at = ${now.toISOString()}::timestamptz
    where courier = ${courier} and state = 'booked' and consignment_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and (checked_at is null or checked_at < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz)
    returning id, shop_id`)) as unknown as { rows: Claimed[] };
  return refreshClaimed(db, config, claimed.rows, now);
}
