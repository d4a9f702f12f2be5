/** Pages, blog posts and the storefront's published reads (api/src/domains/content/routes.ts). */
import { z } from 'zod';
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  BlogPostInputSchema,
  BlogPostListQuerySchema,
  BlogPostListSchema,
  BlogPostSchema,
  PageInputSchema,
  PageListQuerySchema,
  PageListSchema,
  PageSchema,
  PublishedPageListSchema,
  PublishedPageSchema,
  PublishedPostListSchema,
  PublishedPostSchema,
  StorefrontListQuerySchema,
} from '../../../../../contract/content.ts';
import { describeRoute } from '../registry.ts';

const pages = { tags: ['Pages'], permission: 'pages' } as const;
const posts = { tags: ['Blog posts'], permission: 'blogs' } as const;
const storefront = { tags: ['Storefront'] } as const;

export const contentRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/pages',
    summary: 'Pages, filtered and paged',
    ...pages,
    query: PageListQuerySchema,
    answer: PageListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/pages',
    summary: 'Create a page',
    ...pages,
    body: PageInputSchema,
    answer: PageSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({ method: 'GET', path: '/admin/pages/:id', summary: 'One page', ...pages, answer: PageSchema }),
  describeRoute({
    method: 'PUT',
    path: '/admin/pages/:id',
    summary: 'Save a page',
    ...pages,
    body: PageInputSchema,
    answer: PageSchema,
    errors: [409],
  }),
  describeRoute({ method: 'DELETE', path: '/admin/pages/:id', summary: 'Delete a page', ...pages, answer: OkAnswerSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/blog-posts',
    summary: 'Blog posts, filtered and paged',
    ...posts,
    query: BlogPostListQuerySchema,
    answer: BlogPostListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/blog-posts/tags',
    summary: 'Every tag the posts use',
    ...posts,
    answer: z.object({ tags: z.array(z.string()) }),
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/blog-posts',
    summary: 'Create a blog post (plan feature blog)',
    ...posts,
    body: BlogPostInputSchema,
    answer: BlogPostSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({ method: 'GET', path: '/admin/blog-posts/:id', summary: 'One blog post', ...posts, answer: BlogPostSchema }),
  describeRoute({
    method: 'PUT',
    path: '/admin/blog-posts/:id',
    summary: 'Save a blog post (plan feature blog)',
    ...posts,
    body: BlogPostInputSchema,
    answer: BlogPostSchema,
    errors: [409],
  }),
  describeRoute({ method: 'DELETE', path: '/admin/blog-posts/:id', summary: 'Delete a blog post', ...posts, answer: OkAnswerSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/pages',
    summary: 'Published pages of the active shop',
    ...storefront,
    query: StorefrontListQuerySchema,
    answer: PublishedPageListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/pages/:handle',
    summary: 'One published page',
    ...storefront,
    answer: PublishedPageSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/blog',
    summary: 'Published blog posts, newest first',
    ...storefront,
    query: StorefrontListQuerySchema,
    answer: PublishedPostListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/blog/:handle',
    summary: 'One published blog post',
    ...storefront,
    answer: PublishedPostSchema,
  }),
];
