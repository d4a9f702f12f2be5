/**
 * Moderating blog comments on the post's editor (/store/blog/update/[id]#comments): approve, mark as spam, send
 * back to pending or delete one comment (its row's buttons) or every ticked one (the bulk form). Plain form posts:
 * the page comes back at the same status filter with a toast saying what changed.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { COMMENT_STATUSES, MODERATE_MAX, MODERATION_ACTIONS } from '../../contract/blog-comments.ts';
import { blogCommentsApi } from '../lib/api/blog-comments.ts';
import { CONTENT_PATHS } from '../lib/content-form.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { counted } from '../components/content/labels.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

/** The toast of a moderation, by the button pressed: for one comment, for several. */
const DONE = {
  approve: [m.content_comment_approved, m.content_comments_approved],
  spam: [m.content_comment_spammed, m.content_comments_spammed],
  pending: [m.content_comment_pended, m.content_comments_pended],
  delete: [m.content_comment_deleted, m.content_comments_deleted],
} as const;

/** Where the form came from: the post's editor at the status filter it showed. */
export const commentsHref = (postId: string, status: string) =>
  `${CONTENT_PATHS.post.update(postId)}${status ? `?${new URLSearchParams({ comments: status })}` : ''}#comments`;

export const blogComments = {
  moderate: defineAction({
    accept: 'form',
    input: z.object({
      postId: z.string().min(1).max(100),
      status: z.enum(COMMENT_STATUSES).or(z.literal('all')).catch('pending'),
      intent: z.enum([...MODERATION_ACTIONS, 'delete']),
      ids: z.array(z.string().min(1).max(100)).max(MODERATE_MAX).default([]),
    }),
    handler: async ({ postId, status, intent, ids }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/blog/update/[id]');
      if (ids.length === 0) return { ok: false, message: m.content_tick_comment_first(), fields: { ids: m.content_tick_comment() } };
      try {
        const { changed } =
          intent === 'delete' ? await blogCommentsApi.remove(token, ids) : await blogCommentsApi.moderate(token, intent, ids);
        return succeed(commentsHref(postId, status), counted(changed, context.locals.display, DONE[intent][0], DONE[intent][1]));
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
