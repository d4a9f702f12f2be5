/**
 * Apps installed in a shop (with the scopes granted at install) and the ids of app session tokens already used
 * (a token works once: replay protection kept in the database, so every API worker sees it).
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import type { PermissionKey } from '../../../../contract/permissions.ts';
import { id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';

export const appInstallations = pgTable(
  'app_installations',
  {
    id: id(),
    shopId: shopId(),
    /** The catalogue handle (api/src/domains/apps/catalogue.ts). */
    handle: text('handle').notNull(),
    grantedScopes: jsonb('granted_scopes').$type<PermissionKey[]>().notNull(),
    installedBy: text('installed_by').references(() => sellers.id, { onDelete: 'set null' }),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_installations_shop_handle_idx').on(t.shopId, t.handle)],
);

export const appTokenUses = pgTable(
  'app_token_uses',
  {
    /** The token's `jti`. */
    jti: text('jti').primaryKey(),
    /** When the token expires: the row is useless after it (pruned by a job). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_token_uses_expires_idx').on(t.expiresAt)],
);
