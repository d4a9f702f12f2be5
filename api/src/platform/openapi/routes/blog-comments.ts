/** Blog comments (api/src/domains/blog-comments/routes.ts): the public storefront endpoints and staff moderation. */
import {
  CommentListQuerySchema,
  CommentListSchema,
  CommentSubmitSchema,
  CommentSubmittedSchema,
  DeleteCommentsSchema,
  ModeratedSchema,
  ModerateSchema,
  PendingCountsSchema,
  PublicCommentListSchema,
} from '../../../../../contract/blog-comments.ts';
import { describeRoute } from '../registry.ts';

const staff = { tags: ['Blog comments'], permission: 'blogs' } as const;
const storefront = { tags: ['Storefront'], public: true } as const;

export const blogCommentRoutes = [
  describeRoute({
    method: 'POST',
    path: '/storefront/:shop/blog/:handle/comments',
    summary: 'Comment on a published post (public; closed → 403 COMMENTS_CLOSED, moderated → pending, open → published)',
    ...storefront,
    body: CommentSubmitSchema,
    answer: CommentSubmittedSchema,
    status: 201,
    errors: [403, 404, 429],
  }),
  describeRoute({
    method: 'GET',
    path: '/storefront/:shop/blog/:handle/comments',
    summary: 'The published comments of a published post (public)',
    ...storefront,
    answer: PublicCommentListSchema,
    errors: [404],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/blog-comments',
    summary: 'Comments, by post and status, newest first',
    ...staff,
    query: CommentListQuerySchema,
    answer: CommentListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/blog-comments/pending',
    summary: 'How many comments wait for approval, in all and per post',
    ...staff,
    answer: PendingCountsSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/blog-comments/moderate',
    summary: 'Approve, mark as spam or send back to pending (plan feature blog)',
    ...staff,
    body: ModerateSchema,
    answer: ModeratedSchema,
    errors: [404],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/blog-comments/delete',
    summary: 'Delete comments',
    ...staff,
    body: DeleteCommentsSchema,
    answer: ModeratedSchema,
    errors: [404],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/blog/:handle/comments',
    summary: 'The published comments of a post, for the preview',
    tags: ['Storefront'],
    answer: PublicCommentListSchema,
  }),
];
