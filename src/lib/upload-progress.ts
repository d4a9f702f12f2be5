/** Pure helpers of the /files upload progress (src/scripts/upload-progress.ts). */

/** The header an upload sent with XMLHttpRequest carries (also on the redirect it follows). */
export const UPLOAD_PROGRESS_HEADER = 'x-upload-progress';

/** Whole percent of `loaded` of `total` (0 when the total is unknown), never over 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * The sentences of the progress line in the page's language (UploadFilesForm renders them from the messages, with
 * `{names}`, `{count}` and `{percent}` left for this module), and the digits the page writes numbers in.
 */
export interface ProgressTexts {
  uploading: string;
  processing: string;
  more: string;
  digits: 'latin' | 'bangla';
}

export const ENGLISH_PROGRESS: ProgressTexts = {
  uploading: 'Uploading {names}… {percent}%',
  processing: 'Processing {names}…',
  more: '{names} and {count} more',
  digits: 'latin',
};

const inDigits = (n: number, digits: ProgressTexts['digits']) =>
  digits === 'bangla' ? String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : String(n);

/** "Uploading a.png, b.pdf… 42%": the names, shortened after three. */
export function progressText(names: readonly string[], percent: number, texts: ProgressTexts = ENGLISH_PROGRESS): string {
  const shown = names.slice(0, 3).join(', ');
  const listed =
    names.length > 3 ? texts.more.replace('{names}', shown).replace('{count}', inDigits(names.length - 3, texts.digits)) : shown;
  return (percent >= 100 ? texts.processing : texts.uploading)
    .replace('{names}', listed)
    .replace('{percent}', inDigits(percent, texts.digits));
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
