/**
 * Demo blog comments: Dhaka Crafts' published post about nakshi kantha quilts (comments moderated) gets two
 * published comments, two waiting for approval and one spam, so the moderation screen and the preview have
 * something to show. Added only when the post has no comments yet.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { blogComments } from '../domains/blog-comments/tables.ts';
import { contentEntries } from '../domains/content/tables.ts';
import type { DemoShopIds } from './accounts.ts';

const HOUR = 3_600_000;

export const DEMO_COMMENT_POST = 'how-our-nakshi-kantha-quilts-are-made';

export async function seedBlogComments(db: Db, shopIds: DemoShopIds, now = new Date()): Promise<void> {
  const shopId = shopIds.get('dhaka-crafts');
  if (!shopId) return;
  const [post] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.shopId, shopId), eq(contentEntries.kind, 'post'), eq(contentEntries.handle, DEMO_COMMENT_POST)));
  if (!post) return;
  const [has] = await db.select({ n: count() }).from(blogComments).where(eq(blogComments.postId, post.id));
  if ((has?.n ?? 0) > 0) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.insert(blogComments).values([
    {
      postId: post.id,
      name: 'Farzana Rahman',
      email: 'farzana@example.com',
      body: 'My grandmother made these in Jessore. Lovely to see the craft kept alive.',
      status: 'published',
      createdAt: at(200),
    },
    {
      postId: post.id,
      name: 'Tanvir',
      body: 'Do you ship the single-bed size outside Dhaka?',
      status: 'published',
      createdAt: at(150),
    },
    {
      postId: post.id,
      name: 'Shirin Akter',
      email: 'shirin@example.com',
      body: 'How long does one baby quilt take? I would like to order one for Eid.',
      status: 'pending',
      createdAt: at(20),
    },
    {
      postId: post.id,
      name: 'Mahmud',
      body: 'Beautiful work. Are the colours fast when washed?',
      status: 'pending',
      createdAt: at(5),
    },
    {
      postId: post.id,
      name: 'Cheap followers',
      email: 'promo@example.net',
      body: 'Buy 10000 followers now, best price, visit our page',
      status: 'spam',
      createdAt: at(3),
    },
  ]);
}
