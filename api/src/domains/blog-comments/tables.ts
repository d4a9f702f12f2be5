/**
 * Comments under a shop's blog posts: the shop's through their post (deleted with it). `status` is pending (waiting
 * for the shop), published (shown on the storefront) or spam. Plain text only; the e-mail address is never shown.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { CommentStatus } from '../../../../contract/blog-comments.ts';
import { createdAt, id } from '../../platform/db/columns.ts';
import { ownedThrough } from '../../platform/db/ownership.ts';
import { contentEntries } from '../content/tables.ts';

export const blogComments = ownedThrough(
  pgTable(
    'blog_comments',
    {
      id: id(),
      postId: text('post_id')
        .notNull()
        .references(() => contentEntries.id, { onDelete: 'cascade' }),
      name: text('name').notNull(),
      email: text('email').notNull().default(''),
      body: text('body').notNull(),
      status: text('status').$type<CommentStatus>().notNull().default('pending'),
      createdAt: createdAt(),
    },
    (t) => [index('blog_comments_post_status_created_idx').on(t.postId, t.status, t.createdAt)],
  ),
  (t) => t.postId,
  contentEntries,
);
