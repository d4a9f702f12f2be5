/**
 * Pages and blog posts of a shop: list (search, status and tag filters, pages), load, save (handle made from the
 * title and unique per shop, schedule checked, a version against lost updates, a redirect recorded when the handle
 * of something live changes), delete; the published-only reads of the storefront; and the job that publishes
 * scheduled entries at their time. Every query filters by the caller's shop.
 */
import { and, arrayContains, asc, count, desc, eq, ilike, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { containsPattern } from '../../../../contract/like.ts';
import {
  contentPath,
  handleFromTitle,
  type BlogPost,
  type BlogPostData,
  type BlogPostListItem,
  type BlogPostListQuery,
  type ContentKind,
  type Page,
  type PageListItem,
  type PublishedPage,
  type PublishedPost,
  type StorefrontListQuery,
} from '../../../../contract/content.ts';
import { libraryImage } from '../files/files.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { recordRedirect } from '../seo/redirects.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { contentEntries } from './tables.ts';

type Row = typeof contentEntries.$inferSelect;
const WHAT: Record<ContentKind, string> = { page: 'page', post: 'blog post' };

export const toPage = (row: Row): Page => ({
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

export const toPost = (row: Row): BlogPost => ({ ...toPage(row), tags: row.tags, comments: row.comments, author: row.author });

const toListItem = (row: Row): PageListItem & BlogPostListItem => ({
  id: row.id,
  title: row.title,
  handle: row.handle,
  status: row.status,
  publishAt: row.publishAt,
  updatedAt: row.updatedAt,
  tags: row.tags,
  author: row.author,
});

/** Live at `now`: published, or scheduled and due (the job may not have run yet). */
const liveAt = (now: Date): SQL =>
  or(eq(contentEntries.status, 'published'), and(eq(contentEntries.status, 'scheduled'), lte(contentEntries.publishAt, now)))!;

const SORTS = {
  newest: [desc(contentEntries.createdAt), desc(contentEntries.id)],
  oldest: [asc(contentEntries.createdAt), asc(contentEntries.id)],
  title: [asc(contentEntries.title), asc(contentEntries.id)],
  publish: [desc(contentEntries.publishAt), desc(contentEntries.id)],
} as const;

/** A page of the shop's pages or posts; `q` finds titles containing it, `tag` posts carrying it. */
export async function listContent(db: Db, shopId: string, kind: ContentKind, query: BlogPostListQuery) {
  const q = query.q?.trim();
  const where = and(
    eq(contentEntries.shopId, shopId),
    eq(contentEntries.kind, kind),
    q ? ilike(contentEntries.title, containsPattern(q)) : undefined,
    query.status ? eq(contentEntries.status, query.status) : undefined,
    query.tag ? arrayContains(contentEntries.tags, [query.tag]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentEntries)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contentEntries).where(where),
  ]);
  return { response: rows.map(toListItem), count: total?.n ?? 0 };
}

/** One page or post of the shop; 404 otherwise. */
export async function getContent(db: Db, shopId: string, kind: ContentKind, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, kind), eq(contentEntries.id, id)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} does not exist or was deleted.`);
  return row;
}

async function handleTaken(db: Db, shopId: string, kind: ContentKind, handle: string, exceptId?: string) {
  const [row] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.shopId, shopId),
        eq(contentEntries.kind, kind),
        eq(contentEntries.handle, handle),
        exceptId ? ne(contentEntries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const handleConflict = (kind: ContentKind) =>
  conflict(`That URL handle is already used by another ${WHAT[kind]}`, 'HANDLE_TAKEN', {
    handle: `This URL handle is already used by another ${WHAT[kind]}`,
  });

/** The handle typed (refused when taken), or one made from the title: 'about-us', 'about-us-2' … */
async function resolveHandle(db: Db, shopId: string, kind: ContentKind, wanted: string, title: string, exceptId?: string) {
  if (wanted) {
    if (await handleTaken(db, shopId, kind, wanted, exceptId)) throw handleConflict(kind);
    return wanted;
  }
  const base = handleFromTitle(title) || kind;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await handleTaken(db, shopId, kind, candidate, exceptId))) return candidate;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** When it goes (or went) live: now for a first publish, the first date for a re-save, the chosen time for a schedule. */
function publishTime(data: Pick<BlogPostData, 'status' | 'publishAt'>, current: Row | undefined, now: Date): Date | null {
  if (data.status === 'draft') return null;
  if (data.status === 'scheduled') {
    if (!data.publishAt || data.publishAt <= now)
      throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', { publishAt: 'Choose a time in the future' });
    return data.publishAt;
  }
  const wasLive =
    current && (current.status === 'published' || (current.status === 'scheduled' && current.publishAt && current.publishAt <= now));
  return wasLive && current.publishAt ? current.publishAt : now;
}

export type SaveOptions = { id?: string; author?: string; now?: Date };

/**
 * Creates (no `id`) or updates a page or post. `data` of a page carries no tags or comments (the contract's
 * page schema has none; the defaults apply). Changing the handle of a live entry records a redirect.
 */
export async function saveContent(
  db: Db,
  shopId: string,
  kind: ContentKind,
  data: Omit<BlogPostData, 'tags' | 'comments'> & Partial<Pick<BlogPostData, 'tags' | 'comments'>>,
  { id, author = '', now = new Date() }: SaveOptions = {},
): Promise<Row> {
  const current = id ? await getContent(db, shopId, kind, id) : undefined;
  if (current && data.version !== undefined && current.version !== data.version) throw staleVersion(WHAT[kind]);
  const handle = await resolveHandle(db, shopId, kind, data.handle, data.title, id);
  const image = data.imageFileId ? (await libraryImage(shopScope(db, shopId), data.imageFileId)).sizes : null;
  const publishAt = publishTime(data, current, now);
  const values = {
    title: data.title,
    handle,
    bodyHtml: sanitizeHtml(data.bodyHtml),
    excerpt: data.excerpt,
    image,
    imageFileId: data.imageFileId,
    imageAlt: data.imageAlt,
    seoTitle: data.seoTitle,
    seoDescription: data.seoDescription,
    status: data.status,
    publishAt,
    tags: kind === 'post' ? (data.tags ?? []) : [],
    comments: kind === 'post' ? (data.comments ?? 'closed') : 'closed',
  } as const;
  try {
    return await db.transaction(async (tx) => {
      if (!current) {
        const [row] = await tx
          .insert(contentEntries)
          .values({ ...values, shopId, kind, author })
          .returning();
        return row!;
      }
      const [row] = await tx
        .update(contentEntries)
        .set({ ...values, version: nextVersion(contentEntries.version), updatedAt: now })
        .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.id, current.id), versionIs(contentEntries.version, data.version)))
        .returning();
      if (!row) throw staleVersion(WHAT[kind]);
      const wasLive =
        current.status === 'published' || (current.status === 'scheduled' && current.publishAt !== null && current.publishAt <= now);
      if (wasLive && current.handle !== handle)
        await recordRedirect(shopScope(tx as unknown as Db, shopId), contentPath(kind, current.handle), contentPath(kind, handle));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw handleConflict(kind);
    throw error;
  }
}

export async function deleteContent(db: Db, shopId: string, kind: ContentKind, id: string) {
  const rows = await db
    .delete(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, kind), eq(contentEntries.id, id)))
    .returning({ id: contentEntries.id });
  if (rows.length === 0) throw notFound(`This ${WHAT[kind]} does not exist or was deleted.`);
}

/** Every tag the shop's posts use, A–Z (the list's tag filter). */
export async function postTags(db: Db, shopId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tags: contentEntries.tags })
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, 'post')));
  return [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
}

const toPublished = (row: Row): PublishedPage => ({
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

const toPublishedPost = (row: Row): PublishedPost => ({ ...toPublished(row), tags: row.tags, author: row.author, comments: row.comments });

/** The storefront's list of live pages (A–Z) or posts (newest first); no bodies. */
export async function listPublished(db: Db, shopId: string, kind: ContentKind, query: StorefrontListQuery, now = new Date()) {
  const q = query.q?.trim();
  const where = and(
    eq(contentEntries.shopId, shopId),
    eq(contentEntries.kind, kind),
    liveAt(now),
    q ? ilike(contentEntries.title, containsPattern(q)) : undefined,
    kind === 'post' && query.tag ? arrayContains(contentEntries.tags, [query.tag]) : undefined,
  );
  const order = kind === 'page' ? [asc(contentEntries.title)] : [desc(contentEntries.publishAt), desc(contentEntries.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentEntries)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contentEntries).where(where),
  ]);
  const drop = ({ bodyHtml: _, ...rest }: PublishedPost) => rest;
  return { response: rows.map((row) => drop(toPublishedPost(row))), count: total?.n ?? 0 };
}

/** One live page or post by handle; 404 for drafts, future schedules and unknown handles. */
export async function getPublished(db: Db, shopId: string, kind: ContentKind, handle: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, kind), eq(contentEntries.handle, handle), liveAt(now)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} is not published.`);
  return kind === 'page' ? toPublished(row) : toPublishedPost(row);
}

/** One page or post by handle whatever its status: the preview of a draft for staff who may edit it. */
export async function getForPreview(db: Db, shopId: string, kind: ContentKind, handle: string) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, kind), eq(contentEntries.handle, handle)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} does not exist.`);
  return kind === 'page' ? toPublished(row) : toPublishedPost(row);
}

/**
 * The periodic job: every scheduled page or post whose time has come becomes published, claimed in one UPDATE so
 * that several API workers publish each exactly once.
 */
export const publishDueContent: Job = {
  name: 'publish scheduled pages and posts',
  everyMs: 30_000,
  run: async (db, now) => {
    const rows = await db
      .update(contentEntries)
      .set({ status: 'published', updatedAt: now })
      .where(and(eq(contentEntries.status, 'scheduled'), lte(contentEntries.publishAt, now)))
      .returning({ id: contentEntries.id });
    return rows.length;
  },
};
