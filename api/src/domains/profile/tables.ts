/** E-mail changes waiting for the link sent to the new address. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { at, id } from '../../platform/db/columns.ts';

export const emailChanges = pgTable('email_changes', {
  id: id(),
  sellerId: text('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  /** Lower-cased and trimmed. */
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});
