/** Inventory: each shop's stock defaults and the history of stock adjustments (who, when, change, reason). */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sellers, shops } from '../sellers/tables.ts';
import { products, variants } from '../products/tables.ts';
import { shopId } from '../sellers/columns.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';

/** One row per shop that changed its defaults; a shop without a row uses the column defaults. */
export const inventorySettings = pgTable('inventory_settings', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** New products start with "track quantity" on. */
  trackInventory: boolean('track_inventory').notNull().default(true),
  /** At or below this quantity (and above zero) an item is "low stock". */
  lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
  /** Stock may go below zero (orders and adjustments keep selling). */
  allowOverselling: boolean('allow_overselling').notNull().default(false),
  updatedAt: updatedAt(),
});

export const inventoryAdjustments = shopReferences(
  pgTable(
    'inventory_adjustments',
    {
      id: id(),
      shopId: shopId(),
      productId: text('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      /** Null for a product without variants (its own quantity was adjusted). */
      variantId: text('variant_id').references(() => variants.id, { onDelete: 'set null' }),
      /** "Product — Variant" and SKU at the time, so the history reads the same after renames. */
      itemTitle: text('item_title').notNull(),
      sku: text('sku').notNull().default(''),
      /** + received/returned, − damaged; either for a correction. */
      change: integer('change').notNull(),
      /** 'received' | 'damaged' | 'correction' | 'returned'. */
      reason: text('reason').notNull(),
      note: text('note').notNull().default(''),
      quantityBefore: integer('quantity_before').notNull(),
      quantityAfter: integer('quantity_after').notNull(),
      createdBy: text('created_by').references(() => sellers.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [
      index('inventory_adjustments_shop_created_idx').on(t.shopId, t.createdAt),
      index('inventory_adjustments_variant_idx').on(t.variantId),
      index('inventory_adjustments_product_idx').on(t.productId),
    ],
  ),
  (t) => [
    { column: t.productId, table: products },
    { column: t.variantId, table: variants },
  ],
);
