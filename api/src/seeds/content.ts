/**
 * Demo content: every demo shop gets the starter pages (drafts); Dhaka Crafts has its About page published and two
 * blog posts (one published, one scheduled a week ahead), so the lists, the preview and the job have something to show.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { contentEntries } from '../domains/content/tables.ts';
import { ensureStarterPages } from '../domains/content/starter-pages.ts';
import { shopScope } from '../platform/shop-scope.ts';
import type { DemoShopIds } from './accounts.ts';

const DAY = 86_400_000;

export async function seedContent(db: Db, shopIds: DemoShopIds, now = new Date()): Promise<void> {
  for (const shopId of shopIds.values()) await ensureStarterPages(shopScope(db, shopId));
  const shopId = shopIds.get('dhaka-crafts');
  if (!shopId) return;
  await db
    .update(contentEntries)
    .set({ status: 'published', publishAt: new Date(now.getTime() - 30 * DAY) })
    .where(
      and(
        eq(contentEntries.shopId, shopId),
        eq(contentEntries.kind, 'page'),
        eq(contentEntries.handle, 'about-us'),
        eq(contentEntries.status, 'draft'),
      ),
    );
  await db
    .insert(contentEntries)
    .values([
      {
        shopId,
        kind: 'post',
        title: 'How our nakshi kantha quilts are made',
        handle: 'how-our-nakshi-kantha-quilts-are-made',
        excerpt: 'Six weeks, one needle and a lot of patience: a visit to the women of Jessore who stitch our quilts.',
        bodyHtml:
          '<p>Every quilt starts as layers of old saris. The artisans of Jessore stitch them together with thousands of small running stitches.</p><h2>Six weeks per quilt</h2><p>A full-size quilt takes one woman about six weeks.</p>',
        tags: ['Behind the scenes', 'Nakshi kantha'],
        author: 'Rahim Uddin',
        comments: 'moderated',
        status: 'published',
        publishAt: new Date(now.getTime() - 10 * DAY),
      },
      {
        shopId,
        kind: 'post',
        title: 'Eid collection preview',
        handle: 'eid-collection-preview',
        excerpt: 'A first look at the jamdani and block prints arriving for Eid.',
        bodyHtml: '<p>Our Eid collection arrives next week: jamdani sarees, block-printed panjabis and brass gifts.</p>',
        tags: ['Eid'],
        author: 'Rahim Uddin',
        status: 'scheduled',
        publishAt: new Date(now.getTime() + 7 * DAY),
      },
    ])
    .onConflictDoNothing();
}
