/**
 * Couriers built in (issue 24 item 1): each shop's credentials per courier, and one consignment row per order.
 *
 * The consignment row is the booking's claim: it is inserted (unique per order) before the courier is called, so two
 * clicks, two tabs or two API nodes cannot book one order twice; its `state` says how the last call ended.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingState, CourierId, ParcelStatus } from '../../../../contract/couriers.ts';
import { at, createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';
import { orders } from '../orders/tables.ts';
import { shopId } from '../sellers/columns.ts';
import { sellers } from '../sellers/tables.ts';

export const courierAccounts = pgTable(
  'courier_accounts',
  {
    id: id(),
    shopId: shopId(),
    courier: text('courier').$type<CourierId>().notNull(),
    /**
     * The shop's credentials for the courier (contract CourierCredentialsSchemas), never answered back or logged:
     * `{ sealed }`, AES-256-GCM bound to shop and courier (platform/secret-box.ts); the demo seed's sandbox ones as they are.
     */
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull(),
    /**
     * Pathao's access and refresh token, sealed like the credentials (`courier-token:` context), kept here so every
     * API node and every restart uses one token; cleared when the credentials are saved again.
     */
    token: text('token'),
    tokenExpiresAt: at('token_expires_at'),
    /** A node renewing the token holds this lease until then (compare-and-set), so the others wait for its token. */
    tokenLeaseUntil: at('token_lease_until'),
    updatedBy: text('updated_by').references(() => sellers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('courier_accounts_shop_courier_uq').on(t.shopId, t.courier)],
);

export const consignments = shopReferences(
  pgTable(
    'consignments',
    {
      id: id(),
      shopId: shopId(),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      courier: text('courier').$type<CourierId>().notNull(),
      state: text('state').$type<BookingState>().notNull(),
      consignmentId: text('consignment_id'),
      trackingCode: text('tracking_code'),
      /** The courier's charge in poisha, when it said it. */
      charge: integer('charge'),
      status: text('status').$type<ParcelStatus>(),
      courierStatus: text('courier_status'),
      /** The courier's message when the last booking was refused or got no clear answer. */
      error: text('error'),
      /** When the status was last read from the courier (the status job reads the oldest first). */
      checkedAt: at('checked_at'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      // The claim: one booking per order.
      uniqueIndex('consignments_order_uq').on(t.orderId),
      // A courier's webhook names its parcel.
      index('consignments_courier_parcel_idx').on(t.courier, t.consignmentId),
      // The status job's few open parcels, oldest check first.
      index('consignments_open_idx')
        .on(t.checkedAt)
        .where(
          sql`${t.state} = 'booked' and (${t.status} is null or ${t.status} not in ('delivered', 'partial', 'returned', 'cancelled'))`,
        ),
    ],
  ),
  (t) => [{ column: t.orderId, table: orders }],
);
