/** Collections of a shop: a manual, ordered product list or rules matched all or any. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, type ImageSizes } from '../products/tables.ts';
import { ownedThrough, shopReferences } from '../../platform/db/ownership.ts';
import { createdAt, id, updatedAt } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { files } from '../files/tables.ts';

export const collections = shopReferences(
  pgTable(
    'collections',
    {
      id: id(),
      shopId: shopId(),
      title: text('title').notNull(),
      handle: text('handle').notNull(),
      descriptionHtml: text('description_html').notNull().default(''),
      image: jsonb('image').$type<ImageSizes>(),
      /** The library file the image came from (its sizes are read from the file, never from the client). */
      imageFileId: text('image_file_id'),
      imageAlt: text('image_alt').notNull().default(''),
      seoTitle: text('seo_title').notNull().default(''),
      seoDescription: text('seo_description').notNull().default(''),
      published: boolean('published').notNull().default(true),
      /** 'manual' (an ordered product list) | 'automatic' (rules). */
      kind: text('kind').notNull().default('manual'),
      /** 'all' | 'any' of the rules. */
      match: text('match').notNull().default('all'),
      /** Raised by every save; a save naming an older one is refused (409 STALE_VERSION). */
      version: integer('version').notNull().default(1),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [uniqueIndex('collections_shop_handle_uq').on(t.shopId, t.handle), index('collections_shop_title_idx').on(t.shopId, t.title)],
  ),
  (t) => [{ column: t.imageFileId, table: files }],
);

/** The products of a manual collection, in order (the shop's through their collection; each product the same shop's). */
export const collectionProducts = ownedThrough(
  pgTable(
    'collection_products',
    {
      collectionId: text('collection_id')
        .notNull()
        .references(() => collections.id, { onDelete: 'cascade' }),
      productId: text('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_product_idx').on(t.productId)],
  ),
  (t) => t.collectionId,
  collections,
  { references: (t) => [{ column: t.productId, table: products }] },
);

/** The rules of an automatic collection, in order (the shop's through their collection). */
export const collectionRules = ownedThrough(
  pgTable(
    'collection_rules',
    {
      id: id(),
      collectionId: text('collection_id')
        .notNull()
        .references(() => collections.id, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      /** 'tag' | 'vendor' | 'product_type' | 'price' | 'stock'. */
      field: text('field').notNull(),
      /** 'equals' | 'not_equals' | 'contains' | 'greater_than' | 'less_than'. */
      operator: text('operator').notNull(),
      value: text('value').notNull(),
    },
    (t) => [index('collection_rules_collection_idx').on(t.collectionId, t.position)],
  ),
  (t) => t.collectionId,
  collections,
);
