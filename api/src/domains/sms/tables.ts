/**
 * Text messages to customers (issue 24 item 3): each shop's settings, the messages (outbox and log in one) and the
 * numbers that replied STOP.
 *
 * A message row is written in the transaction of the order change that causes it, unique per (order, event), so an
 * event that happens twice (confirmed, back to pending, confirmed again) texts once. The SMS job claims due rows
 * (FOR UPDATE SKIP LOCKED and a lease) and sends each with its id as the gateway's client reference (csms_id).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SmsEvent } from '../../../../contract/sms.ts';
import { at, createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';
import { orders } from '../orders/tables.ts';
import { shopId } from '../sellers/columns.ts';
import { shops } from '../sellers/tables.ts';

export type SmsStatus = 'queued' | 'sent' | 'failed' | 'skipped';

export const smsSettings = pgTable('sms_settings', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** contract/sms.ts SmsSettingsSchema without its version. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

export const smsMessages = shopReferences(
  pgTable(
    'sms_messages',
    {
      id: id(),
      shopId: shopId(),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      event: text('event').$type<SmsEvent>().notNull(),
      /** 8801XXXXXXXXX. */
      msisdn: text('msisdn').notNull(),
      sender: text('sender').notNull(),
      body: text('body').notNull(),
      parts: integer('parts').notNull(),
      /** parts × SMS_PART_PRICE_POISHA, counted when sent (0 until then, and for a skipped or failed message). */
      cost: integer('cost').notNull().default(0),
      status: text('status').$type<SmsStatus>().notNull().default('queued'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
      claimedUntil: at('claimed_until'),
      gatewayId: text('gateway_id'),
      error: text('error'),
      sentAt: at('sent_at'),
      createdAt: createdAt(),
    },
    (t) => [
      uniqueIndex('sms_messages_order_event_uq').on(t.orderId, t.event),
      index('sms_messages_due_idx')
        .on(t.nextAttemptAt)
        .where(sql`${t.status} = 'queued'`),
      // STOP: the shops that texted a number, and the usage sums per shop.
      index('sms_messages_msisdn_idx').on(t.msisdn, t.sender),
      index('sms_messages_shop_sent_idx').on(t.shopId, t.sentAt),
    ],
  ),
  (t) => [{ column: t.orderId, table: orders }],
);

export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: id(),
    shopId: shopId(),
    msisdn: text('msisdn').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sms_opt_outs_shop_msisdn_uq').on(t.shopId, t.msisdn)],
);
