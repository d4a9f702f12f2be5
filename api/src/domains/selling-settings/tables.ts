/**
 * A shop's VAT and checkout settings: one row per shop, made on first save; each part is a JSON document checked
 * by its contract schema, with its own version so the two forms never overwrite each other.
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import { updatedAt } from '../../platform/db/columns.ts';

export const sellingSettings = pgTable('selling_settings', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  vat: jsonb('vat').$type<Record<string, unknown>>(),
  vatVersion: integer('vat_version').notNull().default(0),
  checkout: jsonb('checkout').$type<Record<string, unknown>>(),
  checkoutVersion: integer('checkout_version').notNull().default(0),
  updatedAt: updatedAt(),
});
