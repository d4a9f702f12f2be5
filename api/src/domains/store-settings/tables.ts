/** A shop's business settings (contact, address, licence, BIN) and its logo and favicon: one row per shop, made on first save. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import { files, type FileKeys } from '../files/tables.ts';
import { updatedAt } from '../../platform/db/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';

export const shopSettings = shopReferences(
  pgTable('shop_settings', {
    shopId: text('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    legalName: text('legal_name'),
    email: text('email'),
    /** Bangladeshi mobile number without +88. */
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    area: text('area'),
    district: text('district'),
    postcode: text('postcode'),
    country: text('country').notNull().default('Bangladesh'),
    tradeLicence: text('trade_licence'),
    bin: text('bin'),
    // The logo and favicon keep their storage keys (copied from the library file when chosen), so deleting the
    // file from Files does not take them off invoices; domains/files/usage.ts reports the use so the bytes stay.
    logoFileId: text('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    logoName: text('logo_name'),
    logoKeys: jsonb('logo_keys').$type<FileKeys>(),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    faviconFileId: text('favicon_file_id').references(() => files.id, { onDelete: 'set null' }),
    faviconName: text('favicon_name'),
    faviconKeys: jsonb('favicon_keys').$type<FileKeys>(),
    faviconWidth: integer('favicon_width'),
    faviconHeight: integer('favicon_height'),
    /** Raised by every save of the business settings; a save naming an older one is refused (409 STALE_VERSION). */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  }),
  (t) => [
    { column: t.logoFileId, table: files },
    { column: t.faviconFileId, table: files },
  ],
);
