/**
 * /admin/pages (key `pages`) and /admin/blog-posts (key `blogs`; writing needs plan feature `blog`, reading and
 * deleting the posts a shop already has do not): list, tags, create, read, update with a version (stale → 409),
 * delete. /admin/storefront/* (any member of the shop): the published-only reads of the storefront preview.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { requireFeature } from '../billing/require-feature.ts';
import {
  BlogPostInputSchema,
  BlogPostListQuerySchema,
  PageInputSchema,
  PageListQuerySchema,
  StorefrontListQuerySchema,
} from '../../../../contract/content.ts';
import { toPage, toPost } from './content-shapes.ts';
import { deleteContent, getContent, listContent, postTags } from './entries.ts';
import { getPublished, listPublished } from './published.ts';
import { saveContent } from './save-content.ts';

export const pageRoutes = shopRoutes({ permission: 'pages' });

pageRoutes.get('/', async (c) => c.json(await listContent(c.var.shop, 'page', query(c, PageListQuerySchema))));
pageRoutes.post('/', async (c) => {
  const row = await saveContent(c.var.shop, 'page', await jsonBody(c, PageInputSchema), { author: c.var.seller.name });
  return c.json(toPage(row), 201);
});
pageRoutes.get('/:id', async (c) => c.json(toPage(await getContent(c.var.shop, 'page', c.req.param('id')))));
pageRoutes.put('/:id', async (c) => {
  const row = await saveContent(c.var.shop, 'page', await jsonBody(c, PageInputSchema), { id: c.req.param('id') });
  return c.json(toPage(row));
});
pageRoutes.delete('/:id', async (c) => {
  await deleteContent(c.var.shop, 'page', c.req.param('id'));
  return c.json({ ok: true as const });
});

export const blogPostRoutes = shopRoutes({ permission: 'blogs' });

blogPostRoutes.get('/', async (c) => c.json(await listContent(c.var.shop, 'post', query(c, BlogPostListQuerySchema))));
blogPostRoutes.get('/tags', async (c) => c.json({ tags: await postTags(c.var.shop) }));
blogPostRoutes.post('/', requireFeature('blog'), async (c) => {
  const row = await saveContent(c.var.shop, 'post', await jsonBody(c, BlogPostInputSchema), { author: c.var.seller.name });
  return c.json(toPost(row), 201);
});
blogPostRoutes.get('/:id', async (c) => c.json(toPost(await getContent(c.var.shop, 'post', c.req.param('id')))));
blogPostRoutes.put('/:id', requireFeature('blog'), async (c) => {
  const row = await saveContent(c.var.shop, 'post', await jsonBody(c, BlogPostInputSchema), { id: c.req.param('id') });
  return c.json(toPost(row));
});
blogPostRoutes.delete('/:id', async (c) => {
  await deleteContent(c.var.shop, 'post', c.req.param('id'));
  return c.json({ ok: true as const });
});

/** Published content for the storefront preview: what a customer of the active shop would see. */
export const storefrontContentRoutes = shopRoutes({ permission: 'member' });

storefrontContentRoutes.get('/pages', async (c) => c.json(await listPublished(c.var.shop, 'page', query(c, StorefrontListQuerySchema))));
storefrontContentRoutes.get('/pages/:handle', async (c) => c.json(await getPublished(c.var.shop, 'page', c.req.param('handle'))));
storefrontContentRoutes.get('/blog', async (c) => c.json(await listPublished(c.var.shop, 'post', query(c, StorefrontListQuerySchema))));
storefrontContentRoutes.get('/blog/:handle', async (c) => c.json(await getPublished(c.var.shop, 'post', c.req.param('handle'))));
