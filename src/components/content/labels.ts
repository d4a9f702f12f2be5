/**
 * The words of contract/content.ts and contract/blog-comments.ts (statuses, comment policies) and the counted nouns
 * of the pages and posts screens, in the request's language (issue 23). Counts carry the reader's digits.
 */
import type { CommentStatus } from '../../../contract/blog-comments.ts';
import type { CommentPolicy, ContentKind, ContentStatus } from '../../../contract/content.ts';
import { formatNumber, type DisplayPrefs } from '../../../contract/format.ts';
import { m } from '../../paraglide/messages.js';

export const contentStatusLabel = (status: ContentStatus): string =>
  ({ draft: m.content_status_draft, scheduled: m.content_status_scheduled, published: m.content_status_published })[status]();

export const commentPolicyLabel = (policy: CommentPolicy): string =>
  ({ closed: m.content_policy_closed, moderated: m.content_policy_moderated, open: m.content_policy_open })[policy]();

export const commentStatusLabel = (status: CommentStatus): string =>
  ({
    pending: m.content_comment_status_pending,
    published: m.content_comment_status_published,
    spam: m.content_comment_status_spam,
  })[status]();

/** "1 comment" / "3 comments" with the reader's digits: `one` for exactly one, `many` otherwise. */
export function counted(
  count: number,
  display: DisplayPrefs,
  one: (input: { count: string }) => string,
  many: (input: { count: string }) => string,
): string {
  return (count === 1 ? one : many)({ count: formatNumber(count, display) });
}

/** "12 pages" / "1 post". */
export const contentCount = (kind: ContentKind, count: number, display: DisplayPrefs): string =>
  kind === 'page'
    ? counted(count, display, m.content_page_count_one, m.content_page_count)
    : counted(count, display, m.content_post_count_one, m.content_post_count);
