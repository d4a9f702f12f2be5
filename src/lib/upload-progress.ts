/** Pure helpers of the /files upload progress (src/scripts/upload-progress.ts). */

/** The header an upload sent with XMLHttpRequest carries (also on the redirect it follows). */
export const UPLOAD_PROGRESS_HEADER = 'x-upload-progress';

/** Whole percent of `loaded` of `total` (0 when the total is unknown), never over 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** "Uploading a.png, b.pdf… 42%": the names, shortened after three. */
export function progressText(names: readonly string[], percent: number): string {
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return percent >= 100 ? `Processing ${shown}${more}…` : `Uploading ${shown}${more}… ${percent}%`;
}

/**
 * What to do with the answer to the XMLHttpRequest post: a page reached by the action's redirect is
 * navigated to (`go`), the action's own re-render (its URL still names the action: refused files, an
 * upload over the size limit) replaces the page (`show`), an answer that is no page falls back to a plain
 * form post (`fallback`).
 */
export function uploadOutcome(responseURL: string, contentType: string | null): 'go' | 'show' | 'fallback' {
  if (!responseURL || !(contentType ?? '').includes('text/html')) return 'fallback';
  return new URL(responseURL).searchParams.has('_action') ? 'show' : 'go';
}
