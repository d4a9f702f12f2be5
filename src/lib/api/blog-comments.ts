/** Store API: the active shop's blog comments (/admin/blog-comments) and the preview's published ones, checked with the contract. */
import {
  CommentListSchema,
  ModeratedSchema,
  PendingCountsSchema,
  PublicCommentListSchema,
  type CommentListQuery,
  type ModerationAction,
} from '../../../contract/blog-comments.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

const BASE = '/admin/blog-comments';

export const blogCommentsApi = {
  list: (token: string, query: Partial<CommentListQuery>) => api(token).get(CommentListSchema, BASE, query as Query),
  pending: (token: string) => api(token).get(PendingCountsSchema, `${BASE}/pending`),
  moderate: (token: string, action: ModerationAction, ids: string[]) =>
    api(token).post(ModeratedSchema, `${BASE}/moderate`, { action, ids }),
  remove: (token: string, ids: string[]) => api(token).post(ModeratedSchema, `${BASE}/delete`, { ids }),
  /** The published comments of the shop's post `handle`, for the storefront preview. */
  preview: (token: string, handle: string) =>
    api(token).get(PublicCommentListSchema, `/admin/storefront/blog/${encodeURIComponent(handle)}/comments`),
};
