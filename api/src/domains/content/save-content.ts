/**
 * Creating and updating a page or post: the handle made from the title and unique per shop, the schedule checked,
 * a version against lost updates, and a redirect recorded when the handle of something live changes.
 */
import { and, eq } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest } from '../../platform/errors.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { contentPath, type BlogPostData, type ContentKind } from '../../../../contract/content.ts';
import { libraryImage } from '../files/files.ts';
import { recordRedirect } from '../seo/redirects.ts';
import { contentEntries } from './tables.ts';
import { WHAT, type ContentRow } from './content-shapes.ts';
import { getContent } from './entries.ts';
import { handleConflict, resolveHandle } from './handles.ts';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** When it goes (or went) live: now for a first publish, the first date for a re-save, the chosen time for a schedule. */
function publishTime(data: Pick<BlogPostData, 'status' | 'publishAt'>, current: ContentRow | undefined, now: Date): Date | null {
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
  shop: ShopScope,
  kind: ContentKind,
  data: Omit<BlogPostData, 'tags' | 'comments'> & Partial<Pick<BlogPostData, 'tags' | 'comments'>>,
  { id, author = '', now = new Date() }: SaveOptions = {},
): Promise<ContentRow> {
  const current = id ? await getContent(shop, kind, id) : undefined;
  if (current && data.version !== undefined && current.version !== data.version) throw staleVersion(WHAT[kind]);
  const handle = await resolveHandle(shop, kind, data.handle, data.title, id);
  const image = data.imageFileId ? (await libraryImage(shop, data.imageFileId)).sizes : null;
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
    return await shop.transaction(async (tx) => {
      if (!current) {
        const [row] = await tx
          .insert(contentEntries)
          .values({ ...values, kind, author })
          .returning();
        return row!;
      }
      const [row] = await tx
        .update(contentEntries)
        .set({ ...values, version: nextVersion(contentEntries.version), updatedAt: now })
        .where(and(eq(contentEntries.id, current.id), versionIs(contentEntries.version, data.version)))
        .returning();
      if (!row) throw staleVersion(WHAT[kind]);
      const wasLive =
        current.status === 'published' || (current.status === 'scheduled' && current.publishAt !== null && current.publishAt <= now);
      if (wasLive && current.handle !== handle) await recordRedirect(tx, contentPath(kind, current.handle), contentPath(kind, handle));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw handleConflict(kind);
    throw error;
  }
}
