/**
 * Pagination of a list paged by cursor (keyset paging, issue 16): the links and the text of the orders and
 * customers lists. Pure, so it is unit-tested without rendering.
 */
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import { countText, isCapped } from '../../contract/list.ts';

/** What the pagination of a keyset-paged list links to and says: first, previous, next and last, and the rows shown. */
export type KeysetPaging = {
  first?: string | undefined;
  prev?: string | undefined;
  next?: string | undefined;
  last?: string | undefined;
  /** "Page 3 of 50,000", or "Page 3" when the count stopped at the cap. */
  label: string;
  /** "Showing 41–60 of 1,00,000 orders" (counts the Indian way, as the rest of the dashboard). */
  showing: string;
};

/**
 * The pagination of a list paged by cursor: Next and Previous carry the Store API's cursors (plain links, so they
 * work without JavaScript and every page is a URL), with the page number as a label. Last reads the end
 * backwards (`before=end`), so it is as cheap as the first page; it is left out when the count stopped at the cap.
 * The pages before Last are counted from the end too, so "Showing 56–75" is true whichever way the seller came.
 */
export function keysetPaging(
  at: { page: number; limit: number; before: string; fromEnd: boolean },
  answer: { count: number; capped: boolean; next: string | null; prev: string | null; rows: number },
  href: (change: { page?: number; after?: string; before?: string; fromEnd?: boolean }) => string,
  noun: [one: string, many: string],
  display: DisplayPrefs,
): KeysetPaging {
  const grouped = { format: (n: number) => formatNumber(n, display) };
  const capped = isCapped(answer.count, answer.capped);
  const pages = Math.max(1, Math.ceil(answer.count / at.limit));
  const page = capped ? at.page : Math.min(at.page, pages);
  // Pages reached from Last are whole pages counted from the end of the list (the last one is full), and every
  // Previous/Next from them stays so (`fromEnd` in their links); the others are whole pages from the start.
  const fromEnd = (at.before === 'end' || at.fromEnd) && !capped;
  const mark = fromEnd ? { fromEnd } : {};
  const lastRow = fromEnd ? Math.max(0, answer.count - (pages - page) * at.limit) : (page - 1) * at.limit + answer.rows;
  const firstRow = Math.max(1, lastRow - answer.rows + 1);
  return {
    first: page > 2 ? href({ page: 1 }) : undefined,
    prev: answer.prev ? (page <= 2 ? href({ page: 1 }) : href({ before: answer.prev, page: page - 1, ...mark })) : undefined,
    next: answer.next ? href({ after: answer.next, page: page + 1, ...mark }) : undefined,
    last: !capped && page < pages - 1 ? href({ before: 'end', page: pages }) : undefined,
    label: capped
      ? m.layout_page_number({ page: grouped.format(page) })
      : m.layout_page_of({ page: grouped.format(page), pages: grouped.format(pages) }),
    showing:
      answer.count === 0 || answer.rows === 0
        ? m.layout_showing_none({ noun: noun[1] })
        : m.layout_showing({
            from: grouped.format(firstRow),
            to: grouped.format(lastRow),
            count: countText(answer.count, answer.capped, display),
            noun: answer.count === 1 ? noun[0] : noun[1],
          }),
  };
}
