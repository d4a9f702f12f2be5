/**
 * Blog comments. Public (no session), what a shop's live storefront calls: POST /storefront/:shop/blog/:handle/comments
 * (throttled per client: rule `comments`) and GET …/comments (the published ones). Staff with the `blogs` key:
 * /admin/blog-comments — list by post and status, pending counts, moderate (plan feature `blog`) and delete (allowed
 * without it, as deleting posts is). /admin/storefront/blog/:handle/comments: the published comments the preview draws.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { CommentListQuerySchema, CommentSubmitSchema, DeleteCommentsSchema, ModerateSchema } from '../../../../contract/blog-comments.ts';
import {
  deleteComments,
  listComments,
  moderateComments,
  pendingCounts,
  previewComments,
  publicComments,
  submitComment,
} from './blog-comments.ts';

export const publicCommentRoutes = new Hono<AppEnv>();

publicCommentRoutes.post('/:shop/blog/:handle/comments', async (c) => {
  await c.var.throttle.take('comments', c.var.throttle.client);
  const input = await jsonBody(c, CommentSubmitSchema);
  const answer = await submitComment(c.var.db, c.req.param('shop'), c.req.param('handle'), input);
  return c.json(answer, 201);
});
publicCommentRoutes.get('/:shop/blog/:handle/comments', async (c) =>
  c.json(await publicComments(c.var.db, c.req.param('shop'), c.req.param('handle'))),
);

export const commentRoutes = shopRoutes({ permission: 'blogs' });

commentRoutes.get('/', async (c) => c.json(await listComments(c.var.shop, query(c, CommentListQuerySchema))));
commentRoutes.get('/pending', async (c) => c.json(await pendingCounts(c.var.shop)));
commentRoutes.post('/moderate', requireFeature('blog'), async (c) =>
  c.json(await moderateComments(c.var.shop, await jsonBody(c, ModerateSchema))),
);
commentRoutes.post('/delete', async (c) => c.json(await deleteComments(c.var.shop, (await jsonBody(c, DeleteCommentsSchema)).ids)));

export const storefrontCommentRoutes = shopRoutes({ permission: 'member' });

storefrontCommentRoutes.get('/blog/:handle/comments', async (c) => c.json(await previewComments(c.var.shop, c.req.param('handle'))));
