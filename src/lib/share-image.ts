/**
 * The share image's warning in the reader's language (issue 23): the Store API answers what is wrong as data
 * (`shareImageIssue`, contract/seo.ts) beside its English sentence; an answer without the issue (an older API) shows
 * the sentence as written.
 */
import { toLocalDigits, type DisplayPrefs } from '../../contract/format.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type SeoSettings } from '../../contract/seo.ts';
import { m } from '../paraglide/messages.js';

export function shareImageWarning(
  settings: Pick<SeoSettings, 'shareImageWarning' | 'shareImageIssue'>,
  display: DisplayPrefs,
): string | null {
  const issue = settings.shareImageIssue;
  if (!issue) return settings.shareImageWarning;
  if (issue.kind === 'deleted') return m.seo_share_image_deleted();
  // Pixel sizes read as plain digits (1200 × 630, never 1,200), in the reader's digits.
  const size = (value: number | null) => (value === null ? '?' : toLocalDigits(String(value), display));
  return m.seo_share_image_size({
    width: size(issue.width),
    height: size(issue.height),
    wantWidth: size(SHARE_IMAGE_WIDTH),
    wantHeight: size(SHARE_IMAGE_HEIGHT),
  });
}
