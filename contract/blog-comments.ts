/**
 * Blog comments (issue 13): what a shop's customers write under a post, and their moderation by staff with the
 * `blogs` key (/admin/blog-comments). The live storefront submits them to the public
 * POST /storefront/:shop/blog/:handle/comments; the post's comment policy decides what happens: closed → refused,
 * moderated → pending until approved, open → published at once. Comments are plain text (no HTML is kept).
 */
import { z } from 'zod';
import { COMMENT_POLICIES } from './content.ts';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';

export const COMMENT_STATUSES = ['pending', 'published', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = { pending: 'Pending', published: 'Published', spam: 'Spam' };

export const COMMENT_NAME_MAX = 80;
export const COMMENT_EMAIL_MAX = 254;
export const COMMENT_BODY_MAX = 2000;
/** The most comments one moderation request may change. */
export const MODERATE_MAX = 100;

/**
 * Plain text as a customer typed it, made safe to store: tags and control characters removed (new lines kept,
 * at most two in a row), spaces collapsed, trimmed. The storefront escapes it again when drawing it.
 */
export const plainText = (value: string): string =>
  value
    .normalize('NFC')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const text = (value: unknown) => (typeof value === 'string' ? plainText(value) : value);

/** POST /storefront/:shop/blog/:handle/comments: what the storefront's comment form sends. */
export const CommentSubmitSchema = z.object({
  name: z.preprocess(
    text,
    z
      .string({ error: 'Enter your name' })
      .min(1, 'Enter your name')
      .max(COMMENT_NAME_MAX, `Your name has at most ${COMMENT_NAME_MAX} characters`),
  ),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.union([z.literal(''), z.email('Enter a valid e-mail address').max(COMMENT_EMAIL_MAX, 'This e-mail address is too long')]).default(''),
  ),
  body: z.preprocess(
    text,
    z
      .string({ error: 'Write a comment' })
      .min(2, 'Write a comment')
      .max(COMMENT_BODY_MAX, `A comment has at most ${COMMENT_BODY_MAX} characters`),
  ),
  /** The honeypot: a field people never see or fill; a comment with it filled is dropped without a word. */
  website: z.string().max(500).default(''),
});
export type CommentSubmit = z.input<typeof CommentSubmitSchema>;

/** The answer of a submission: published at once, or waiting for the shop (also a dropped honeypot comment). */
export const CommentSubmittedSchema = z.object({
  status: z.enum(['pending', 'published']),
  message: z.string(),
});
export type CommentSubmitted = z.output<typeof CommentSubmittedSchema>;

/** A comment as the storefront shows it (no e-mail address). */
export const PublicCommentSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  createdAt: TimestampSchema,
});
export type PublicComment = z.output<typeof PublicCommentSchema>;
/** The published comments of a post, oldest first, with the post's policy (`closed` too when the plan has no blog). */
export const PublicCommentListSchema = z.object({
  policy: z.enum(COMMENT_POLICIES),
  response: z.array(PublicCommentSchema),
  count: z.number().int(),
});
export type PublicCommentList = z.output<typeof PublicCommentListSchema>;

/** GET /admin/blog-comments: one post's comments (or every post's), by status, newest first. */
export const CommentListQuerySchema = ListQuerySchema.extend({
  postId: z.string().trim().max(100).optional(),
  status: z.enum(COMMENT_STATUSES, { error: 'Unknown status' }).optional().catch(undefined),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

/** A comment as staff see it. */
export const CommentSchema = PublicCommentSchema.extend({
  email: z.string(),
  status: z.enum(COMMENT_STATUSES),
  postId: z.string(),
  postTitle: z.string(),
});
export type Comment = z.output<typeof CommentSchema>;
export const CommentListSchema = listAnswerSchema(CommentSchema);
export type CommentList = z.output<typeof CommentListSchema>;

/** GET /admin/blog-comments/pending: how many comments wait for a decision, in all and per post. */
export const PendingCountsSchema = z.object({ total: z.number().int(), byPost: z.record(z.string(), z.number().int()) });
export type PendingCounts = z.output<typeof PendingCountsSchema>;

export const MODERATION_ACTIONS = ['approve', 'spam', 'pending'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  spam: 'Mark as spam',
  pending: 'Back to pending',
};

const CommentIdsSchema = z
  .array(z.string().trim().min(1).max(100))
  .min(1, 'Choose at least one comment')
  .max(MODERATE_MAX, `At most ${MODERATE_MAX} comments at a time`);

/** POST /admin/blog-comments/moderate (plan feature blog): approve, mark as spam or send back to pending. */
export const ModerateSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Choose approve, spam or pending' }),
  ids: CommentIdsSchema,
});
export type ModerateInput = z.input<typeof ModerateSchema>;

/** POST /admin/blog-comments/delete: delete comments (allowed without the plan feature, as deleting posts is). */
export const DeleteCommentsSchema = z.object({ ids: CommentIdsSchema });

/** The answer of moderate and delete: how many comments changed. */
export const ModeratedSchema = z.object({ changed: z.number().int() });
