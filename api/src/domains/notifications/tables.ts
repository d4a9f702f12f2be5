/**
 * Notifications of a shop (issue 27 items 3 and 4). One row per event, written in the transaction of the change that
 * causes it (like the mail outbox); who sees it is decided when it is read (the member's keys and mutes), so a
 * member whose keys change sees what their keys allow now. The row is also the push outbox: `push_state` 'pending'
 * rows are claimed by the push job of one API process (FOR UPDATE SKIP LOCKED) and sent to the devices once.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '../../../../contract/notifications.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';
import { orderedId } from '../../platform/db/ordered-id.ts';
import { shopReferences } from '../../platform/db/ownership.ts';
import { shopId } from '../sellers/columns.ts';
import { sellers } from '../sellers/tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    // Time-ordered, so notifications of the same millisecond (PGlite's clock) list in the order they were written.
    id: text('id')
      .primaryKey()
      .$defaultFn(() => orderedId()),
    shopId: shopId(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** The member whose action caused it: they are not told of their own doing. Null for customers and jobs. */
    actorId: text('actor_id').references(() => sellers.id, { onDelete: 'set null' }),
    /** For events a job finds (the plan ends in 3 days): written once per shop and key. */
    dedupeKey: text('dedupe_key'),
    /** 'pending' until the push job sends it, then 'sent'. */
    pushState: text('push_state').$type<'pending' | 'sent'>().notNull().default('pending'),
    /** While in the future, one process is sending it; a process that died lets it lapse. */
    pushClaimedUntil: at('push_claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_shop_created_idx').on(t.shopId, t.createdAt),
    uniqueIndex('notifications_dedupe_uq').on(t.shopId, t.dedupeKey),
    index('notifications_push_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pushState} = 'pending'`),
  ],
);

/** Which member read which notification (the notification must be the same shop's: the accessor checks it). */
export const notificationReads = shopReferences(
  pgTable(
    'notification_reads',
    {
      shopId: shopId(),
      notificationId: text('notification_id')
        .notNull()
        .references(() => notifications.id, { onDelete: 'cascade' }),
      sellerId: text('seller_id')
        .notNull()
        .references(() => sellers.id, { onDelete: 'cascade' }),
      readAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.notificationId, t.sellerId] })],
  ),
  (t) => [{ column: t.notificationId, table: notifications }],
);

/** A member's notification settings in a shop: the muted kinds, and "all read" up to a time. */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    shopId: shopId(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    muted: text('muted').array().$type<NotificationKind[]>().notNull().default([]),
    /** Everything created up to here counts as read ("mark all read"). */
    readThrough: at('read_through'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sellerId] })],
);

/** A device of a member that receives pushes (RFC 8030 subscription: endpoint and the keys of RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    shopId: shopId(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.shopId, t.endpoint),
    index('push_subscriptions_member_idx').on(t.shopId, t.sellerId),
  ],
);
