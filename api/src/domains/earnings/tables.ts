/**
 * Earnings: the ledger kept from the shop's orders (one line per order money event, keyed by the event, so an
 * order's money is counted exactly once), manual adjustments, payouts with the lines each carried, and the shop's
 * payout method and schedule. Money is integer poisha.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sellers, shops } from '../sellers/tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { ownedThrough, shopReferences } from '../../platform/db/ownership.ts';
import type { LedgerKind, PayoutFailure, PayoutMethod, PayoutSchedule, PayoutStatus } from '../../../../contract/earnings.ts';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const at = (name: string) => timestamp(name, { withTimezone: true });
const shopId = () =>
  text('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    shopId: shopId(),
    status: text('status').$type<PayoutStatus>().notNull().default('scheduled'),
    // bigint: one payout can sweep a large shop's history (more than ৳21 million overflows an integer of poisha).
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account it goes to, masked ("bKash wallet 0177•••8575"), as it was when the payout was made. */
    methodLabel: text('method_label').notNull(),
    /** The same account as data (issue 23), worded by the reader: its method and masked number; null on older rows. */
    method: text('method').$type<PayoutMethod>(),
    maskedNumber: text('masked_number'),
    /** When it is sent (a scheduled payout can be cancelled until then). */
    payAt: at('pay_at').notNull(),
    paidAt: at('paid_at'),
    failureReason: text('failure_reason'),
    /** Why it failed, as a code the dashboard words (contract PAYOUT_FAILURES); null on older rows. */
    failureCode: text('failure_code').$type<PayoutFailure>(),
    /** The transfer's reference from the wallet or bank. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payouts_shop_created_idx').on(t.shopId, t.createdAt), index('payouts_status_pay_idx').on(t.status, t.payAt)],
);

export const ledgerLines = shopReferences(
  pgTable(
    'ledger_lines',
    {
      id: id(),
      shopId: shopId(),
      kind: text('kind').$type<LedgerKind>().notNull(),
      orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
      orderNumber: integer('order_number'),
      /** The order event this line records (payment, refund): unique, so the same money is never counted twice. */
      eventId: text('event_id'),
      description: text('description').notNull(),
      gross: integer('gross').notNull(),
      fee: integer('fee').notNull().default(0),
      net: integer('net').notNull(),
      occurredAt: at('occurred_at').notNull(),
      /** When it clears for a payout. */
      availableAt: at('available_at').notNull(),
      /** The scheduled or paid payout it is in; null while in none. */
      payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
      authorId: text('author_id').references(() => sellers.id, { onDelete: 'set null' }),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('ledger_lines_event_idx').on(t.eventId),
      index('ledger_lines_shop_occurred_idx').on(t.shopId, t.occurredAt),
      // The catch-up's starting point: the newest line of an order event (ledger.ts syncedUntil).
      index('ledger_lines_event_occurred_idx')
        .on(t.occurredAt)
        .where(sql`${t.eventId} is not null`),
      index('ledger_lines_shop_payout_idx').on(t.shopId, t.payoutId, t.availableAt),
    ],
  ),
  (t) => [
    { column: t.orderId, table: orders },
    { column: t.eventId, table: orderEvents },
    { column: t.payoutId, table: payouts },
  ],
);

/**
 * Every line a payout carried, kept when a failed or cancelled payout gives its lines back: the shop's through its
 * payout, and each ledger line the same shop's.
 */
export const payoutLines = ownedThrough(
  pgTable(
    'payout_lines',
    {
      payoutId: text('payout_id')
        .notNull()
        .references(() => payouts.id, { onDelete: 'cascade' }),
      lineId: text('line_id')
        .notNull()
        .references(() => ledgerLines.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.payoutId, t.lineId] }), index('payout_lines_line_idx').on(t.lineId)],
  ),
  (t) => t.payoutId,
  payouts,
  { references: (t) => [{ column: t.lineId, table: ledgerLines }] },
);

export const payoutSettings = pgTable(
  'payout_settings',
  {
    shopId: text('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    method: text('method').$type<PayoutMethod>(),
    walletNumber: text('wallet_number'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    schedule: text('schedule').$type<PayoutSchedule>().notNull().default('weekly'),
    minimum: integer('minimum').notNull(),
    /** When the payout job next looks at this shop (null: on request). */
    nextRunAt: at('next_run_at'),
    /** A changed payout method holds every payout until then (issue 22 item 11: 48 hours after the change). */
    holdUntil: at('hold_until'),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payout_settings_next_run_idx').on(t.nextRunAt)],
);
