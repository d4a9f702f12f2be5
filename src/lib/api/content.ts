/** Store API: the active shop's pages (/admin/pages) and blog posts (/admin/blog-posts), answers checked with the contract. */
import {
  BlogPostListSchema,
  BlogPostSchema,
  BlogTagsSchema,
  PageListSchema,
  PageSchema,
  type BlogPostListQuery,
  type PageListQuery,
} from '../../../contract/content.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

const PAGES = '/admin/pages';
const POSTS = '/admin/blog-posts';
const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const pagesApi = {
  list: (token: string, query: Partial<PageListQuery>) => api(token).get(PageListSchema, PAGES, query as Query),
  get: (token: string, id: string) => api(token).get(PageSchema, one(PAGES, id)),
  create: (token: string, body: unknown) => api(token).post(PageSchema, PAGES, body),
  update: (token: string, id: string, body: unknown) => api(token).put(PageSchema, one(PAGES, id), body),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, one(PAGES, id)),
};

export const blogPostsApi = {
  list: (token: string, query: Partial<BlogPostListQuery>) => api(token).get(BlogPostListSchema, POSTS, query as Query),
  tags: (token: string) => api(token).get(BlogTagsSchema, `${POSTS}/tags`),
  get: (token: string, id: string) => api(token).get(BlogPostSchema, one(POSTS, id)),
  create: (token: string, body: unknown) => api(token).post(BlogPostSchema, POSTS, body),
  update: (token: string, id: string, body: unknown) => api(token).put(BlogPostSchema, one(POSTS, id), body),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, one(POSTS, id)),
};
