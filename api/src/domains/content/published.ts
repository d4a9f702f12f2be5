/**
 * The storefront's reads of a shop's pages and blog posts: live ones only (published, or scheduled and due), and
 * one entry whatever its status for the preview of a draft. Every query goes through the shop's accessor.
 */
import { and, arrayContains, asc, count, desc, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../../../contract/like.ts';
import type { ContentKind, PublishedPost, StorefrontListQuery } from '../../../../contract/content.ts';
import { contentEntries } from './tables.ts';
import { toPublished, toPublishedPost, WHAT } from './content-shapes.ts';

/** Live at `now`: published, or scheduled and due (the job may not have run yet). */
const liveAt = (now: Date): SQL =>
  or(eq(contentEntries.status, 'published'), and(eq(contentEntries.status, 'scheduled'), lte(contentEntries.publishAt, now)))!;

/** The storefront's list of live pages (A–Z) or posts (newest first); no bodies. */
export async function listPublished(shop: ShopScope, kind: ContentKind, query: StorefrontListQuery, now = new Date()) {
  const q = query.q?.trim();
  const where = and(
    eq(contentEntries.kind, kind),
    liveAt(now),
    q ? ilike(contentEntries.title, containsPattern(q)) : undefined,
    kind === 'post' && query.tag ? arrayContains(contentEntries.tags, [query.tag]) : undefined,
  );
  const order = kind === 'page' ? [asc(contentEntries.title)] : [desc(contentEntries.publishAt), desc(contentEntries.id)];
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(contentEntries)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(contentEntries).where(where),
  ]);
  const drop = ({ bodyHtml: _, ...rest }: PublishedPost) => rest;
  return { response: rows.map((row) => drop(toPublishedPost(row))), count: total?.n ?? 0 };
}

/** One live page or post by handle; 404 for drafts, future schedules and unknown handles. */
export async function getPublished(shop: ShopScope, kind: ContentKind, handle: string, now = new Date()) {
  const [row] = await shop
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.handle, handle), liveAt(now)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} is not published.`);
  return kind === 'page' ? toPublished(row) : toPublishedPost(row);
}

/** One page or post by handle whatever its status: the preview of a draft for staff who may edit it. */
export async function getForPreview(shop: ShopScope, kind: ContentKind, handle: string) {
  const [row] = await shop
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.handle, handle)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} does not exist.`);
  return kind === 'page' ? toPublished(row) : toPublishedPost(row);
}
