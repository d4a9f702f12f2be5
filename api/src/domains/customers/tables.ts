/** A shop's customers, and each customer's order figures kept up to date by triggers. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address } from '../../../../contract/order-enums.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';

/**
 * The text the customers list searches: name, e-mail and phone, lower-case, one per line (so a search never
 * matches across two of them). The query writes the same expression, which is how it finds the trigram index.
 */
export const customerSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }) =>
  sql`lower(${t.name} || chr(10) || coalesce(${t.email}, '') || chr(10) || ${t.phone})`;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    /** 11-digit Bangladeshi mobile number, 01[3-9]XXXXXXXX. */
    phone: text('phone').notNull(),
    email: text('email'),
    /** First address is the default shipping address. */
    addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** Raised by every save; a save naming an older one is refused (409 STALE_VERSION). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customers_shop_created_idx').on(t.shopId, t.createdAt),
    index('customers_shop_phone_idx').on(t.shopId, t.phone),
    index('customers_shop_name_idx').on(t.shopId, sql`lower(${t.name}) text_pattern_ops`),
    // The name sort and its cursor pages (lower(name), then id): a page after a cursor is a range of it.
    index('customers_shop_name_sort_idx').on(t.shopId, sql`lower(${t.name})`, t.id),
    // The list's search ("contains", 3 characters or more): trigrams of name, e-mail and phone in one text
    // (pg_trgm: its migration starts with a hand-written `CREATE EXTENSION IF NOT EXISTS pg_trgm`), so `q=rahman` is a bitmap scan of its matches, not of the shop.
    index('customers_search_idx').using('gin', sql`${customerSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Each customer's order figures (all orders; spend and counted orders leave out cancelled and returned ones),
 * so the customers list sorts and filters by them without grouping the shop's 100,000 orders on every page.
 * Triggers recompute a customer's row whenever one of their orders is written (migration 0004).
 */
export const customerStats = shopReferences(
  pgTable(
    'customer_stats',
    {
      customerId: text('customer_id')
        .primaryKey()
        .references(() => customers.id, { onDelete: 'cascade' }),
      shopId: shopId(),
      ordersCount: integer('orders_count').notNull(),
      countedOrders: integer('counted_orders').notNull(),
      /** Poisha. */
      totalSpent: bigint('total_spent', { mode: 'number' }).notNull(),
      firstOrderAt: at('first_order_at').notNull(),
      lastOrderAt: at('last_order_at').notNull(),
      /**
       * The first counted order (not cancelled or returned); null when none. Analytics' new-vs-returning split reads
       * it instead of looking up each buyer's earlier orders (migration 0014).
       */
      firstCountedAt: at('first_counted_at'),
      /** The last counted order; null when none (analytics: who bought in a range that reaches today). */
      lastCountedAt: at('last_counted_at'),
    },
    (t) => [
      index('customer_stats_shop_idx').on(t.shopId),
      // The customers list sorted by last order (its default) and by spend walks these instead of sorting every customer.
      index('customer_stats_shop_last_idx').on(t.shopId, t.lastOrderAt, t.customerId),
      index('customer_stats_shop_spent_idx').on(t.shopId, t.totalSpent, t.customerId),
    ],
  ),
  (t) => [{ column: t.customerId, table: customers }],
);
