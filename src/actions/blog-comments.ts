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
import { requireRouteAccess } from './access.ts';

const DONE = { approve: 'approved', spam: 'marked as spam', pending: 'sent back to pending', delete: 'deleted' } as const;

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
      if (ids.length === 0) return { ok: false, message: 'Tick at least one comment first.', fields: { ids: 'Tick at least one comment' } };
      try {
        const { changed } =
          intent === 'delete' ? await blogCommentsApi.remove(token, ids) : await blogCommentsApi.moderate(token, intent, ids);
        return succeed(commentsHref(postId, status), `${changed} ${changed === 1 ? 'comment' : 'comments'} ${DONE[intent]}.`);
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
