/**
 * The editor's reads and deletes of a shop's pages and blog posts: list (search, status and tag filters, pages),
 * load one, delete one, the tags in use. Every query goes through the shop's accessor.
 */
import { and, arrayContains, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../../../contract/like.ts';
import type { BlogPostListQuery, ContentKind } from '../../../../contract/content.ts';
import { contentEntries } from './tables.ts';
import { toListItem, WHAT, type ContentRow } from './content-shapes.ts';

const SORTS = {
  newest: [desc(contentEntries.createdAt), desc(contentEntries.id)],
  oldest: [asc(contentEntries.createdAt), asc(contentEntries.id)],
  title: [asc(contentEntries.title), asc(contentEntries.id)],
  publish: [desc(contentEntries.publishAt), desc(contentEntries.id)],
} as const;

/** A page of the shop's pages or posts; `q` finds titles containing it, `tag` posts carrying it. */
export async function listContent(shop: ShopScope, kind: ContentKind, query: BlogPostListQuery) {
  const q = query.q?.trim();
  const where = and(
    eq(contentEntries.kind, kind),
    q ? ilike(contentEntries.title, containsPattern(q)) : undefined,
    query.status ? eq(contentEntries.status, query.status) : undefined,
    query.tag ? arrayContains(contentEntries.tags, [query.tag]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(contentEntries)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(contentEntries).where(where),
  ]);
  return { response: rows.map(toListItem), count: total?.n ?? 0 };
}

/** One page or post of the shop; 404 otherwise. */
export async function getContent(shop: ShopScope, kind: ContentKind, id: string): Promise<ContentRow> {
  const [row] = await shop
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.id, id)))
    .limit(1);
  if (!row) throw notFound(`This ${WHAT[kind]} does not exist or was deleted.`);
  return row;
}

export async function deleteContent(shop: ShopScope, kind: ContentKind, id: string) {
  const rows = await shop
    .delete(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.id, id)))
    .returning({ id: contentEntries.id });
  if (rows.length === 0) throw notFound(`This ${WHAT[kind]} does not exist or was deleted.`);
}

/** Every tag the shop's posts use, A–Z (the list's tag filter). */
export async function postTags(shop: ShopScope): Promise<string[]> {
  const rows = await shop.selectDistinct({ tags: contentEntries.tags }).from(contentEntries).where(eq(contentEntries.kind, 'post'));
  return [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
}
