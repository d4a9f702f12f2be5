/** Staff invitations and the shop's activity log. Members themselves are `shop_members` (domains/sellers/tables.ts). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { at, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';

/** A pending invitation: a single-use link (only its sha256 is stored) that lapses after 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    shopId: shopId(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => sellers.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('invitations_shop_idx').on(t.shopId, t.email)],
);

/** Who did what in a shop, and when: staff changes now, billing and settings as those areas add theirs. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    shopId: shopId(),
    actorId: text('actor_id').references(() => sellers.id, { onDelete: 'set null' }),
    /** Kept as written, so the line still reads right after the actor leaves. */
    actorName: text('actor_name').notNull(),
    /** A short machine word: staff.invited, staff.suspended, billing.paid … */
    action: text('action').notNull(),
    /** The English sentence, e.g. "invited Rahim (rahim@example.com)", for integrators and lines without params. */
    summary: text('summary').notNull(),
    /** What the dashboard words the line from, in the reader's language (contract/activity.ts); null on older lines. */
    params: jsonb('params').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_log_shop_idx').on(t.shopId, t.createdAt)],
);
