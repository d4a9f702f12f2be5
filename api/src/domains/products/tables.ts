/**
 * The catalogue's products with options, variants and media (collections are in domains/collections/tables.ts).
 * Every row carries shop_id (options: through their product) so each query is scoped to one shop. Money is integer poisha.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImageSizes } from '../../../../contract/product.ts';
import { ownedThrough, shopReferences } from '../../platform/db/ownership.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { files } from '../files/tables.ts';

/** The image sizes of a stored image (ARCHITECTURE.md), as the contract describes them; the dashboard picks the first present. */
export type { ImageSizes };

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: shopId(),
    title: text('title').notNull(),
    /** URL handle, unique per shop. */
    handle: text('handle').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** 'active' | 'draft' | 'archived'. */
    status: text('status').notNull().default('draft'),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    /** Product-level price, used when the product has no variants. */
    price: integer('price').notNull().default(0),
    compareAtPrice: integer('compare_at_price'),
    cost: integer('cost'),
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    trackQuantity: boolean('track_quantity').notNull().default(true),
    /** Product-level quantity, used when the product has no variants. */
    quantity: integer('quantity').notNull().default(0),
    continueSelling: boolean('continue_selling').notNull().default(false),
    weightGrams: integer('weight_grams'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    // Derived on every save from the product or its variants, so list sorts and filters are indexed columns.
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    stockTotal: integer('stock_total').notNull().default(0),
    /** Raised by every save; a save naming an older one is refused (409 STALE_VERSION). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_handle_uq').on(t.shopId, t.handle),
    index('products_shop_created_idx').on(t.shopId, t.createdAt),
    index('products_shop_title_idx').on(t.shopId, sql`lower(${t.title})`),
    index('products_shop_price_idx').on(t.shopId, t.priceMin),
    index('products_shop_stock_idx').on(t.shopId, t.stockTotal),
    index('products_shop_status_idx').on(t.shopId, t.status),
    index('products_tags_idx').using('gin', t.tags),
  ],
);

/** A product's options (Size, Colour …), the shop's through their product. */
export const productOptions = ownedThrough(
  pgTable(
    'product_options',
    {
      id: id(),
      productId: text('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      name: text('name').notNull(),
      values: text('values').array().notNull().default([]),
    },
    (t) => [index('product_options_product_idx').on(t.productId, t.position)],
  ),
  (t) => t.productId,
  products,
);

export const productMedia = shopReferences(
  pgTable(
    'product_media',
    {
      id: id(),
      shopId: shopId(),
      productId: text('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      alt: text('alt').notNull().default(''),
      /** The stored file, when the file library holds it. */
      fileId: text('file_id'),
      sizes: jsonb('sizes').$type<ImageSizes>().notNull().default({}),
      createdAt: createdAt(),
    },
    (t) => [index('product_media_product_idx').on(t.productId, t.position), index('product_media_file_idx').on(t.fileId)],
  ),
  (t) => [
    { column: t.productId, table: products },
    { column: t.fileId, table: files },
  ],
);

export const variants = shopReferences(
  pgTable(
    'variants',
    {
      id: id(),
      shopId: shopId(),
      productId: text('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      /** 'Small / Red'. */
      title: text('title').notNull(),
      option1: text('option1'),
      option2: text('option2'),
      option3: text('option3'),
      price: integer('price').notNull(),
      compareAtPrice: integer('compare_at_price'),
      sku: text('sku').notNull().default(''),
      barcode: text('barcode').notNull().default(''),
      quantity: integer('quantity').notNull().default(0),
      mediaId: text('media_id').references(() => productMedia.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [index('variants_product_idx').on(t.productId, t.position), index('variants_shop_idx').on(t.shopId)],
  ),
  (t) => [
    { column: t.productId, table: products },
    { column: t.mediaId, table: productMedia },
  ],
);
