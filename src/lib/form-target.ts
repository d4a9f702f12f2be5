/** Where a no-JS form posts, so that its answer comes back to the place the seller was working on. */

/**
 * The action URL of a form: `page` (path and query kept, so a refused post re-renders the same filtered page, not
 * page 1) with the action's own query (`?_action=…`), ending in `#fragment` so the browser lands on the row or the
 * error instead of the top of the page.
 */
export function formTarget(page: string, action: string | { toString(): string }, fragment?: string): string {
  const url = new URL(page, 'http://haat.invalid');
  for (const [name, value] of new URLSearchParams(String(action).replace(/^\?/, ''))) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${fragment ? `#${encodeURIComponent(fragment)}` : ''}`;
}

/** An id attribute made of a record's ids: letters, digits, '-' and '_' only. */
export const anchorId = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .join('-')
    .replace(/[^\w-]/g, '_');
