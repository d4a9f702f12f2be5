/**
 * Menus of the storefront: one row per menu with its items as one JSON tree, so a save writes the whole tree in
 * one statement and it reads back in exactly the order it was sent. Targets name records by id; a deleted
 * record is found missing on read and the item is flagged, never dropped.
 */
import { randomUUID } from 'node:crypto';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import type { MenuItemInput } from '../../../../contract/menus.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const menus = pgTable(
  'menus',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Unique per shop; `main-menu` and `footer` are the default menus. */
    handle: text('handle').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    items: jsonb('items').$type<MenuItemInput[]>().notNull().default([]),
    /** Raised by every save; a save naming an older one is refused (409 STALE_VERSION). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_shop_handle_uq').on(t.shopId, t.handle), index('menus_shop_created_idx').on(t.shopId, t.createdAt)],
);
