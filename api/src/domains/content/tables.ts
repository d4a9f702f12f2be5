/**
 * A shop's pages and blog posts, in one table told apart by `kind` (a post is a page with tags, an author and a
 * comment policy). The handle is unique per shop and kind. `status` 'scheduled' with a due `publishAt` is turned
 * into 'published' by the job in publish-due-content.ts (and read as published meanwhile).
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CommentPolicy, ContentKind, ContentStatus } from '../../../../contract/content.ts';
import type { ImageSizes } from '../../../../contract/product.ts';
import { at, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { shopReferences } from '../../platform/db/ownership.ts';
import { files } from '../files/tables.ts';

export const contentEntries = shopReferences(
  pgTable(
    'content_entries',
    {
      id: id(),
      shopId: shopId(),
      kind: text('kind').$type<ContentKind>().notNull(),
      title: text('title').notNull(),
      handle: text('handle').notNull(),
      bodyHtml: text('body_html').notNull().default(''),
      excerpt: text('excerpt').notNull().default(''),
      image: jsonb('image').$type<ImageSizes>(),
      imageFileId: text('image_file_id'),
      imageAlt: text('image_alt').notNull().default(''),
      seoTitle: text('seo_title').notNull().default(''),
      seoDescription: text('seo_description').notNull().default(''),
      status: text('status').$type<ContentStatus>().notNull().default('draft'),
      publishAt: at('publish_at'),
      /** Posts only. */
      tags: text('tags').array().notNull().default([]),
      comments: text('comments').$type<CommentPolicy>().notNull().default('closed'),
      /** The name of who wrote it (kept when the member leaves). */
      author: text('author').notNull().default(''),
      version: integer('version').notNull().default(1),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('content_entries_shop_kind_handle_idx').on(t.shopId, t.kind, t.handle),
      index('content_entries_shop_kind_created_idx').on(t.shopId, t.kind, t.createdAt),
      index('content_entries_due_idx').on(t.status, t.publishAt),
    ],
  ),
  (t) => [{ column: t.imageFileId, table: files }],
);
