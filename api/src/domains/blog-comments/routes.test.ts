import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { blogComments, contentEntries, plans, shops, subscriptions } from '../../db/schema/index.ts';
import type { CommentList, PendingCounts, PublicCommentList } from '../../../../contract/blog-comments.ts';
import type { BlogPost } from '../../../../contract/content.ts';
import { DEMO_COMMENT_POST } from '../../seeds/blog-comments.ts';

let t: TestApp;
/** The same database behind an app that believes X-Forwarded-For, so each test is its own client of the throttle. */
let site: ReturnType<typeof createApp>;
let owner: string;
let staff: string;
let dhaka: string;
let client = 0;
beforeAll(async () => {
  t = await createTestApp();
  site = createApp(t.db, { throttle: { trustedProxies: ['*'] } });
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  dhaka = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts')))[0]!.id;
}, 180_000); // the full demo seed; slow when every suite seeds at once
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = (res: Response) => json<{ message: string; code: string; fields?: Record<string, string> }>(res);
const comment = { name: 'Ayesha', email: 'ayesha@example.com', body: 'Lovely quilts, thank you for the story.' };
/** POSTs a comment as the live storefront would, from a new client address unless `ip` is given. */
const submit = (handle: string, body: Record<string, unknown>, ip = `198.51.100.${++client}`, shop = 'dhaka-crafts') =>
  site.request(`/storefront/${shop}/blog/${handle}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
const createPost = async (body: Record<string, unknown>) => {
  const res = await t.send('POST', '/admin/blog-posts', owner, { status: 'published', ...body });
  expect(res.status).toBe(201);
  return json<BlogPost>(res);
};
const commentsOf = (postId: string) => t.db.select().from(blogComments).where(eq(blogComments.postId, postId));
const postId = async (handle: string) =>
  (
    await t.db
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(and(eq(contentEntries.shopId, dhaka), eq(contentEntries.handle, handle)))
  )[0]!.id;

describe('submitting from the storefront', () => {
  it('open: the comment is published at once and shown on the storefront and in the preview', async () => {
    const post = await createPost({ title: 'Open for comments', comments: 'open' });
    const res = await submit(post.handle, comment);
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ status: 'published', message: 'Thank you! Your comment is published.' });
    const shown = await json<PublicCommentList>(await site.request(`/storefront/dhaka-crafts/blog/${post.handle}/comments`));
    expect(shown.response.map((c) => [c.name, c.body])).toEqual([[comment.name, comment.body]]);
    expect(shown.response[0]).not.toHaveProperty('email');
    const preview = await json<PublicCommentList>(await t.get(`/admin/storefront/blog/${post.handle}/comments`, owner));
    expect(preview).toMatchObject({ policy: 'open', count: 1 });
  });

  it('moderated: the comment waits as pending, is counted, and shows once approved', async () => {
    const res = await submit(DEMO_COMMENT_POST, { ...comment, body: 'Waiting for the shop' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ status: 'pending' });
    const id = await postId(DEMO_COMMENT_POST);
    const [row] = (await commentsOf(id)).filter((c) => c.body === 'Waiting for the shop');
    expect(row).toMatchObject({ status: 'pending', name: 'Ayesha', email: 'ayesha@example.com' });
    const publicBodies = async () =>
      (await json<PublicCommentList>(await site.request(`/storefront/dhaka-crafts/blog/${DEMO_COMMENT_POST}/comments`))).response.map(
        (c) => c.body,
      );
    expect(await publicBodies()).not.toContain('Waiting for the shop');
    const counts = await json<PendingCounts>(await t.get('/admin/blog-comments/pending', owner));
    expect(counts.byPost[id]).toBeGreaterThanOrEqual(3); // two seeded + this one
    expect(counts.total).toBeGreaterThanOrEqual(counts.byPost[id]!);

    const moderated = await t.post('/admin/blog-comments/moderate', { action: 'approve', ids: [row!.id] }, owner);
    expect(moderated.status).toBe(200);
    expect(await json(moderated)).toEqual({ changed: 1 });
    expect(await publicBodies()).toContain('Waiting for the shop');
  });

  it('closed: refused with 403 COMMENTS_CLOSED and nothing stored', async () => {
    const post = await createPost({ title: 'No comments here', comments: 'closed' });
    const res = await submit(post.handle, comment);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'COMMENTS_CLOSED', message: 'Comments are closed on this post.' });
    expect(await commentsOf(post.id)).toHaveLength(0);
  });

  it('only a published post takes comments: drafts, scheduled posts and unknown shops are 404', async () => {
    const draft = await createPost({ title: 'Draft with comments', comments: 'open', status: 'draft' });
    expect((await submit(draft.handle, comment)).status).toBe(404);
    const later = await createPost({
      title: 'Later with comments',
      comments: 'open',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await submit(later.handle, comment)).status).toBe(404);
    expect((await site.request(`/storefront/dhaka-crafts/blog/${draft.handle}/comments`)).status).toBe(404);
    const closed = await createPost({ title: 'Closed but readable', comments: 'closed' });
    const read = await json<PublicCommentList>(await site.request(`/storefront/dhaka-crafts/blog/${closed.handle}/comments`));
    expect(read).toEqual({ policy: 'closed', response: [], count: 0 });
    expect((await submit(DEMO_COMMENT_POST, comment, undefined, 'no-such-shop')).status).toBe(404);
    // Another shop's address with this shop's post: not found there.
    expect((await submit(DEMO_COMMENT_POST, comment, undefined, 'sylhet-tea-house')).status).toBe(404);
    // A page with the same handle is not a post.
    expect((await submit('about-us', comment)).status).toBe(404);
    expect(await commentsOf(draft.id)).toHaveLength(0);
  });

  it('keeps plain text only and checks lengths, with field errors', async () => {
    const post = await createPost({ title: 'Plain text only', comments: 'open' });
    const res = await submit(post.handle, {
      name: '  <b>Rafi</b> ',
      body: 'Nice <script>alert(1)</script>work\u0007\u202e!\r\n\r\n\r\n\r\nThanks <3',
    });
    expect(res.status).toBe(201);
    const [row] = await commentsOf(post.id);
    expect(row).toMatchObject({ name: 'Rafi', email: '', body: 'Nice alert(1)work!\n\nThanks <3' });

    const bad = await submit(post.handle, { name: '', email: 'not-an-email', body: 'x'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      body: 'A comment has at most 2000 characters',
    });
    expect((await submit(post.handle, { name: 'Only tags', body: '<p></p>' })).status).toBe(400);
    expect(await commentsOf(post.id)).toHaveLength(1);
  });

  it('drops a comment whose honeypot is filled, answering as if it waited for approval', async () => {
    const post = await createPost({ title: 'Bots welcome', comments: 'open' });
    const res = await submit(post.handle, { ...comment, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ status: 'pending' });
    expect(await commentsOf(post.id)).toHaveLength(0);
  });

  it('is rate-limited per client: past the limit a 429 with Retry-After, another client still gets through', async () => {
    const small = createApp(t.db, { throttle: { trustedProxies: ['*'], limits: { comments: { limit: 2, windowSeconds: 600 } } } });
    const post = await createPost({ title: 'Throttled comments', comments: 'open' });
    const from = (ip: string) =>
      small.request(`/storefront/dhaka-crafts/blog/${post.handle}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(comment),
      });
    expect((await from('203.0.113.90')).status).toBe(201);
    expect((await from('203.0.113.90')).status).toBe(201);
    const refused = await from('203.0.113.90');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(refused)).code).toBe('RATE_LIMITED');
    expect((await from('203.0.113.91')).status).toBe(201);
    expect(await commentsOf(post.id)).toHaveLength(3);
  });
});

describe('moderation', () => {
  it('lists by post and status, marks spam, sends back, deletes; bulk approve changes every chosen comment', async () => {
    const post = await createPost({ title: 'Busy post', comments: 'moderated' });
    for (const body of ['First one', 'Second one', 'Third one']) expect((await submit(post.handle, { ...comment, body })).status).toBe(201);
    const list = async (status: string) => json<CommentList>(await t.get(`/admin/blog-comments?postId=${post.id}&status=${status}`, owner));
    const pending = await list('pending');
    expect(pending.count).toBe(3);
    expect(pending.response.map((c) => c.body)).toEqual(['Third one', 'Second one', 'First one']);
    expect(pending.response[0]).toMatchObject({ postId: post.id, postTitle: 'Busy post', email: 'ayesha@example.com' });

    const [third, second, first] = pending.response.map((c) => c.id);
    expect((await t.post('/admin/blog-comments/moderate', { action: 'spam', ids: [third] }, owner)).status).toBe(200);
    expect((await list('spam')).response.map((c) => c.body)).toEqual(['Third one']);
    const bulk = await t.post('/admin/blog-comments/moderate', { action: 'approve', ids: [first, second] }, owner);
    expect(await json(bulk)).toEqual({ changed: 2 });
    expect((await list('published')).count).toBe(2);
    expect((await list('pending')).count).toBe(0);
    expect((await t.post('/admin/blog-comments/moderate', { action: 'pending', ids: [second] }, owner)).status).toBe(200);
    expect((await list('pending')).count).toBe(1);

    const gone = await t.post('/admin/blog-comments/delete', { ids: [third] }, owner);
    expect(await json(gone)).toEqual({ changed: 1 });
    expect((await list('spam')).count).toBe(0);

    const bad = await t.post('/admin/blog-comments/moderate', { action: 'publish', ids: [] }, owner);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(expect.arrayContaining(['action', 'ids']));
  });

  it('deleting a post deletes its comments', async () => {
    const post = await createPost({ title: 'Short-lived', comments: 'open' });
    await submit(post.handle, comment);
    expect(await commentsOf(post.id)).toHaveLength(1);
    expect((await t.send('DELETE', `/admin/blog-posts/${post.id}`, owner)).status).toBe(200);
    expect(await commentsOf(post.id)).toHaveLength(0);
  });

  it('never reaches another shop’s comments: list, preview, moderate and delete', async () => {
    const sylhet = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'sylhet-tea-house')))[0]!.id;
    const other = await t.login('owner@haat.test');
    await t.post('/admin/seller/change-shop', { shopId: sylhet }, other);
    const dhakaPost = await postId(DEMO_COMMENT_POST);
    const [theirs] = await commentsOf(dhakaPost);

    const listed = await json<CommentList>(await t.get(`/admin/blog-comments?postId=${dhakaPost}`, other));
    expect(listed).toEqual({ response: [], count: 0 });
    expect(await json<PendingCounts>(await t.get('/admin/blog-comments/pending', other))).toEqual({ total: 0, byPost: {} });
    expect((await t.get(`/admin/storefront/blog/${DEMO_COMMENT_POST}/comments`, other)).status).toBe(404);
    expect((await t.post('/admin/blog-comments/moderate', { action: 'spam', ids: [theirs!.id] }, other)).status).toBe(404);
    expect((await t.post('/admin/blog-comments/delete', { ids: [theirs!.id] }, other)).status).toBe(404);
    const [still] = await t.db.select().from(blogComments).where(eq(blogComments.id, theirs!.id));
    expect(still?.status).toBe(theirs!.status);
  });

  it('a request naming one foreign comment among its own changes nothing', async () => {
    const [mine] = await commentsOf(await postId(DEMO_COMMENT_POST));
    const res = await t.post('/admin/blog-comments/moderate', { action: 'spam', ids: [mine!.id, 'not-a-comment'] }, owner);
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(blogComments).where(eq(blogComments.id, mine!.id));
    expect(row?.status).toBe(mine!.status);
  });

  it('refuses staff without the blogs permission', async () => {
    expect((await t.get('/admin/blog-comments', staff)).status).toBe(403);
    expect((await t.get('/admin/blog-comments/pending', staff)).status).toBe(403);
    const [any] = await commentsOf(await postId(DEMO_COMMENT_POST));
    expect((await t.post('/admin/blog-comments/moderate', { action: 'approve', ids: [any!.id] }, staff)).status).toBe(403);
    expect((await t.post('/admin/blog-comments/delete', { ids: [any!.id] }, staff)).status).toBe(403);
    expect((await t.get('/admin/blog-comments')).status).toBe(401);
  });
});

describe('plan feature blog', () => {
  it('without it: moderation is refused naming the plan, listing and deleting still work, the storefront takes no comments', async () => {
    const [free] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Free'));
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, dhaka));
    const post = await createPost({ title: 'Before the downgrade', comments: 'open' });
    expect((await submit(post.handle, comment)).status).toBe(201);
    const [row] = await commentsOf(post.id);
    await t.db.update(subscriptions).set({ planId: free!.id }).where(eq(subscriptions.id, sub!.id));
    try {
      const res = await t.post('/admin/blog-comments/moderate', { action: 'spam', ids: [row!.id] }, owner);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN', message: expect.stringContaining('Starter') });
      expect((await t.get(`/admin/blog-comments?postId=${post.id}`, owner)).status).toBe(200);
      const refused = await submit(post.handle, comment);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('COMMENTS_CLOSED');
      expect((await t.post('/admin/blog-comments/delete', { ids: [row!.id] }, owner)).status).toBe(200);
      expect(await commentsOf(post.id)).toHaveLength(0);
    } finally {
      await t.db.update(subscriptions).set({ planId: sub!.planId }).where(eq(subscriptions.id, sub!.id));
    }
  });
});
