/**
 * Blog comments: submitted by a shop's customers through the public storefront endpoint (the post's policy decides:
 * closed → refused, moderated → pending, open → published; only a live post of a shop whose plan has the blog takes
 * comments), read back published on the storefront, and moderated by staff (list by status, approve, spam, delete).
 * Staff queries go through the shop accessor; comments are the shop's through their post.
 */
import { and, count, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import type {
  Comment,
  CommentList,
  CommentListQuery,
  CommentStatus,
  CommentSubmitted,
  CommentSubmitSchema,
  ModerateSchema,
  PendingCounts,
  PublicCommentList,
} from '../../../../contract/blog-comments.ts';
import type { z } from 'zod';
import type { CommentPolicy } from '../../../../contract/content.ts';
import { planFeatures } from '../billing/require-feature.ts';
import { contentEntries } from '../content/tables.ts';
import { shops } from '../sellers/tables.ts';
import { blogComments } from './tables.ts';

const NO_POST = 'This blog post does not exist or is not published.';
const CLOSED = 'Comments are closed on this post.';

/** Live at `now`: published, or scheduled and due (the publishing job may not have run yet). */
const liveAt = (now: Date): SQL =>
  or(eq(contentEntries.status, 'published'), and(eq(contentEntries.status, 'scheduled'), lte(contentEntries.publishAt, now)))!;

/** The live post `handle` of the shop with handle `shop`, with its shop id and comment policy; 404 otherwise. */
async function livePost(db: Db, shop: string, handle: string, now: Date) {
  const [post] = await db
    .select({ id: contentEntries.id, shopId: contentEntries.shopId, comments: contentEntries.comments })
    .from(contentEntries)
    .innerJoin(shops, eq(shops.id, contentEntries.shopId))
    .where(and(eq(shops.handle, shop), eq(contentEntries.kind, 'post'), eq(contentEntries.handle, handle), liveAt(now)))
    .limit(1);
  if (!post) throw notFound(NO_POST);
  return post;
}

/**
 * A customer's comment on the live post `handle` of shop `shop`. A filled honeypot is answered as if the comment
 * waited for moderation, and nothing is stored.
 */
export async function submitComment(
  db: Db,
  shop: string,
  handle: string,
  input: z.output<typeof CommentSubmitSchema>,
  now = new Date(),
): Promise<CommentSubmitted> {
  const post = await livePost(db, shop, handle, now);
  const { features } = await planFeatures(db, post.shopId);
  if (post.comments === 'closed' || !features.includes('blog')) throw forbidden(CLOSED, 'COMMENTS_CLOSED');
  const waiting: CommentSubmitted = { status: 'pending', message: 'Thank you! Your comment will appear once the shop approves it.' };
  if (input.website.trim() !== '') return waiting;
  const status = post.comments === 'open' ? 'published' : 'pending';
  await db.insert(blogComments).values({ postId: post.id, name: input.name, email: input.email, body: input.body, status, createdAt: now });
  return status === 'published' ? { status, message: 'Thank you! Your comment is published.' } : waiting;
}

const PUBLIC_LIMIT = 200;

async function publishedOf(db: Db, postId: string, policy: CommentPolicy): Promise<PublicCommentList> {
  const where = and(eq(blogComments.postId, postId), eq(blogComments.status, 'published'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: blogComments.id, name: blogComments.name, body: blogComments.body, createdAt: blogComments.createdAt })
      .from(blogComments)
      .where(where)
      .orderBy(blogComments.createdAt, blogComments.id)
      .limit(PUBLIC_LIMIT),
    db.select({ n: count() }).from(blogComments).where(where),
  ]);
  return { policy, response: rows, count: total?.n ?? 0 };
}

/** The published comments of a live post, oldest first, as the live storefront shows them. */
export async function publicComments(db: Db, shop: string, handle: string, now = new Date()): Promise<PublicCommentList> {
  const post = await livePost(db, shop, handle, now);
  const { features } = await planFeatures(db, post.shopId);
  return publishedOf(db, post.id, features.includes('blog') ? post.comments : 'closed');
}

/** The published comments of the shop's post `handle` (any status: the preview draws drafts for staff too). */
export async function previewComments(shop: ShopScope, handle: string): Promise<PublicCommentList> {
  const [post] = await shop
    .select({ id: contentEntries.id, comments: contentEntries.comments })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, 'post'), eq(contentEntries.handle, handle)))
    .limit(1);
  if (!post) throw notFound('This blog post does not exist or was deleted.');
  return publishedOf(shop.unscoped, post.id, post.comments);
}

/** A page of the shop's comments (of one post, or all), filtered by status, newest first. */
export async function listComments(shop: ShopScope, query: CommentListQuery): Promise<CommentList> {
  const where = and(
    query.postId ? eq(blogComments.postId, query.postId) : undefined,
    query.status ? eq(blogComments.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    shop
      .select({
        id: blogComments.id,
        name: blogComments.name,
        email: blogComments.email,
        body: blogComments.body,
        status: blogComments.status,
        createdAt: blogComments.createdAt,
        postId: blogComments.postId,
        postTitle: contentEntries.title,
      })
      .from(blogComments)
      .innerJoin(contentEntries, eq(contentEntries.id, blogComments.postId))
      .where(where)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(blogComments).where(where),
  ]);
  return { response: rows satisfies Comment[], count: total?.n ?? 0 };
}

/** How many comments wait for a decision, in all and per post. */
export async function pendingCounts(shop: ShopScope): Promise<PendingCounts> {
  const rows = await shop
    .select({ postId: blogComments.postId, n: count() })
    .from(blogComments)
    .where(eq(blogComments.status, 'pending'))
    .groupBy(blogComments.postId);
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byPost: Object.fromEntries(rows.map((r) => [r.postId, r.n])) };
}

/** 404 unless every id is a comment of the shop (nothing changes then). */
async function ownComments(shop: ShopScope, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const found = await shop.select({ id: blogComments.id }).from(blogComments).where(inArray(blogComments.id, wanted));
  if (found.length !== wanted.length) throw notFound('A comment does not exist or was deleted. Reload the list and try again.');
  return wanted;
}

const NEW_STATUS: Record<z.output<typeof ModerateSchema>['action'], CommentStatus> = {
  approve: 'published',
  spam: 'spam',
  pending: 'pending',
};

/** Approves, marks as spam or sends back to pending the comments `ids` (all the shop's, or 404 and nothing changes). */
export async function moderateComments(shop: ShopScope, input: z.output<typeof ModerateSchema>): Promise<{ changed: number }> {
  return shop.transaction(async (tx) => {
    const ids = await ownComments(tx, input.ids);
    const changed = await tx
      .update(blogComments)
      .set({ status: NEW_STATUS[input.action] })
      .where(inArray(blogComments.id, ids))
      .returning({ id: blogComments.id });
    return { changed: changed.length };
  });
}

/** Deletes the comments `ids` (all the shop's, or 404 and nothing is deleted). */
export async function deleteComments(shop: ShopScope, ids: string[]): Promise<{ changed: number }> {
  return shop.transaction(async (tx) => {
    const own = await ownComments(tx, ids);
    const gone = await tx.delete(blogComments).where(inArray(blogComments.id, own)).returning({ id: blogComments.id });
    return { changed: gone.length };
  });
}
