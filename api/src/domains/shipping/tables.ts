/**
 * Shipping plans of a shop. The default plan (one per shop) ships every product no custom plan claims; a custom
 * plan names its products and collections. Zones and their rates are one JSON document per plan, checked by the
 * contract's schema (every location in exactly one zone) before it is written.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Zone } from '../../../../contract/pricing.ts';
import { shopId } from '../sellers/columns.ts';
import { at, id } from '../../platform/db/columns.ts';

export const shippingPlans = pgTable(
  'shipping_plans',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    productIds: text('product_ids').array().notNull().default([]),
    collectionIds: text('collection_ids').array().notNull().default([]),
    zones: jsonb('zones').$type<Zone[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipping_plans_shop_idx').on(t.shopId, t.createdAt),
    uniqueIndex('shipping_plans_one_default_idx')
      .on(t.shopId)
      .where(sql`${t.isDefault}`),
  ],
);
