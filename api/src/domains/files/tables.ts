/** The file library of a shop: uploaded images and PDFs. The bytes live in storage (api/src/platform/storage). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { shopId } from '../sellers/columns.ts';
import { createdAt, id } from '../../platform/db/columns.ts';

/** Storage key per size: thumbnail, small, medium, large (WebP) and original; a PDF has only original. */
export type FileKeys = Partial<Record<'thumbnail' | 'small' | 'medium' | 'large' | 'original', string>>;

export const files = pgTable(
  'files',
  {
    id: id(),
    shopId: shopId(),
    /** The name the seller uploaded it under (shown only; the type never comes from it). */
    name: text('name').notNull(),
    /** 'image' | 'pdf'. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** Size of the original in bytes. */
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** SHA-256 of the content: the same bytes are stored once, whoever uploads them. */
    hash: text('hash').notNull(),
    keys: jsonb('keys').$type<FileKeys>().notNull(),
    createdBy: text('created_by').references(() => sellers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_shop_created_idx').on(t.shopId, t.createdAt),
    index('files_shop_name_idx').on(t.shopId, sql`lower(${t.name})`),
    index('files_shop_bytes_idx').on(t.shopId, t.bytes),
    index('files_hash_idx').on(t.hash),
  ],
);
