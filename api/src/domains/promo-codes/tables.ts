/**
 * A shop's promo codes and each use of one. `code` is stored trimmed and upper-case, unique per shop, so a code
 * typed in any case matches once. `used` counts uses taken by placed orders; a use row keeps who used it (the
 * normalised phone, for per-customer limits) and is released when its order is cancelled (a trigger in
 * api/drizzle does that for every way an order is cancelled).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.ts';
import type { PromoMinimum, PromoScope, PromoType } from '../../../../contract/pricing.ts';
import { shopId } from '../sellers/columns.ts';
import { at, id } from '../../platform/db/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    shopId: shopId(),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    type: text('type').$type<PromoType>().notNull(),
    /** Whole percent for percentage codes, poisha for fixed codes, 0 for free delivery. */
    value: integer('value').notNull().default(0),
    /** Percentage codes: the most taken off, in poisha; null = no cap. */
    cap: integer('cap'),
    appliesTo: text('applies_to').$type<PromoScope>().notNull().default('order'),
    productIds: text('product_ids').array().notNull().default([]),
    collectionIds: text('collection_ids').array().notNull().default([]),
    minimum: text('minimum').$type<PromoMinimum>().notNull().default('none'),
    minimumValue: integer('minimum_value').notNull().default(0),
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** Null: a draft. */
    startsAt: at('starts_at').defaultNow(),
    endsAt: at('ends_at'),
    combines: boolean('combines').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_shop_code_idx').on(t.shopId, t.code), index('promo_codes_shop_created_idx').on(t.shopId, t.createdAt)],
);

export const promoCodeUses = shopReferences(
  pgTable(
    'promo_code_uses',
    {
      id: id(),
      shopId: shopId(),
      promoCodeId: text('promo_code_id')
        .notNull()
        .references(() => promoCodes.id, { onDelete: 'cascade' }),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      /** Normalised BD mobile number of the customer (01XXXXXXXXX). */
      customerPhone: text('customer_phone').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
      /** Set when the order was cancelled and the use given back. */
      releasedAt: at('released_at'),
    },
    (t) => [
      index('promo_code_uses_code_phone_idx')
        .on(t.promoCodeId, t.customerPhone)
        .where(sql`${t.releasedAt} is null`),
      // An order takes each of its codes once (several codes when they all combine).
      uniqueIndex('promo_code_uses_order_code_idx').on(t.orderId, t.promoCodeId),
    ],
  ),
  (t) => [
    { column: t.promoCodeId, table: promoCodes },
    { column: t.orderId, table: orders },
  ],
);
