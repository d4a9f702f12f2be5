/**
 * Saved views of the orders, products and customers lists: one row per view, owned by the member who saved it
 * (`seller_id`); `shared` shows it to the whole shop. A name is unique per member and list, whatever its case.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewKind } from '../../../../contract/saved-views.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { sellers } from '../sellers/tables.ts';

export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    shopId: shopId(),
    /** The member who saved it: only they see it unless it is shared. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SavedViewKind>().notNull(),
    name: text('name').notNull(),
    /** The list's query string without paging (contract viewQuery). */
    query: text('query').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    /** Raised by every change; a change naming an older one is refused (409 STALE_VERSION). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_uq').on(t.shopId, t.sellerId, t.kind, sql`lower(${t.name})`),
    index('saved_views_shop_kind_idx').on(t.shopId, t.kind),
  ],
);
