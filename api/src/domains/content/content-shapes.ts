/** How a row of `content_entries` is answered: to the editor (page, post, list item) and to the storefront (published). */
import {
  contentPath,
  type BlogPost,
  type BlogPostListItem,
  type ContentKind,
  type Page,
  type PageListItem,
  type PublishedPage,
  type PublishedPost,
} from '../../../../contract/content.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import type { contentEntries } from './tables.ts';

export type ContentRow = typeof contentEntries.$inferSelect;

/** The word for a kind in messages: "This blog post does not exist …". */
export const WHAT: Record<ContentKind, string> = { page: 'page', post: 'blog post' };

export const toPage = (row: ContentRow): Page => ({
  id: row.id,
  title: row.title,
  handle: row.handle,
  status: row.status,
  publishAt: row.publishAt,
  bodyHtml: row.bodyHtml,
  excerpt: row.excerpt,
  image: row.image,
  imageFileId: row.imageFileId,
  imageAlt: row.imageAlt,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toPost = (row: ContentRow): BlogPost => ({ ...toPage(row), tags: row.tags, comments: row.comments, author: row.author });

export const toListItem = (row: ContentRow): PageListItem & BlogPostListItem => ({
  id: row.id,
  title: row.title,
  handle: row.handle,
  status: row.status,
  publishAt: row.publishAt,
  updatedAt: row.updatedAt,
  tags: row.tags,
  author: row.author,
});

export const toPublished = (row: ContentRow): PublishedPage => ({
  id: row.id,
  title: row.title,
  handle: row.handle,
  path: contentPath(row.kind, row.handle),
  bodyHtml: sanitizeHtml(row.bodyHtml),
  excerpt: row.excerpt,
  image: row.image,
  imageAlt: row.imageAlt,
  seoTitle: row.seoTitle || row.title,
  seoDescription: row.seoDescription || row.excerpt.slice(0, 160),
  publishedAt: row.publishAt ?? row.updatedAt,
});

export const toPublishedPost = (row: ContentRow): PublishedPost => ({
  ...toPublished(row),
  tags: row.tags,
  author: row.author,
  comments: row.comments,
});
