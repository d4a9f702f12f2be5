/**
 * SEO and social settings of a shop (one row, made on first save) and its URL redirects: storefront paths that
 * send the visitor elsewhere, recorded by hand, by CSV import, or when the handle of a published page or post
 * changes. `fromPath` is unique per shop.
 */
import { index, boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import type { ImageSizes } from '../../../../contract/product.ts';
import { at, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';
import { files } from '../files/tables.ts';

export const seoSettings = shopReferences(
  pgTable('seo_settings', {
    shopId: text('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    homeTitle: text('home_title').notNull().default(''),
    homeDescription: text('home_description').notNull().default(''),
    shareImage: jsonb('share_image').$type<ImageSizes>(),
    shareImageFileId: text('share_image_file_id'),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    tiktok: text('tiktok').notNull().default(''),
    whatsapp: text('whatsapp'),
    facebookPixelId: text('facebook_pixel_id').notNull().default(''),
    ga4MeasurementId: text('ga4_measurement_id').notNull().default(''),
    passwordEnabled: boolean('password_enabled').notNull().default(false),
    password: text('password').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  }),
  (t) => [{ column: t.shareImageFileId, table: files }],
);

export const urlRedirects = pgTable(
  'url_redirects',
  {
    id: id(),
    shopId: shopId(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('url_redirects_shop_from_idx').on(t.shopId, t.fromPath), index('url_redirects_shop_to_idx').on(t.shopId, t.toPath)],
);
