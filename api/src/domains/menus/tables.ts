/**
 * Menus of the storefront: one row per menu with its items as one JSON tree, so a save writes the whole tree in
 * one statement and it reads back in exactly the order it was sent. Targets name records by id; a deleted
 * record is found missing on read and the item is flagged, never dropped.
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuItemInput } from '../../../../contract/menus.ts';
import { at, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';

export const menus = pgTable(
  'menus',
  {
    id: id(),
    shopId: shopId(),
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
