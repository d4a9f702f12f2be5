/**
 * The orders list's search (`?q=`): an order number, a phone prefix or a first or last name prefix, as conditions
 * whose SQL depends only on the kind of search, the text going in as values, so a searched list is prepared once per
 * shape like the others (platform/prepared.ts; issue 26 item 5: planning the search's statements on every request
 * cost more than running them).
 *
 * A prefix is matched with LIKE, and also as the byte range it covers (`~>=~ from and ~<~ to`, the operators of the
 * text_pattern_ops indexes): PostgreSQL turns a LIKE with a constant prefix into that range itself, but not a LIKE
 * with a parameter, so without the range a prepared statement's kept plan could not use the name and phone indexes.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { normaliseBdPhone } from '../../../../contract/contact.ts';
import { latinDigits } from '../../../../contract/normalise.ts';
import { prefixPattern } from '../../../../contract/like.ts';

/** A search's values by the names its statements give them. */
export type SearchValues = { qNumber?: number; qPattern?: string; qFrom?: string; qTo?: string };
/** What a search looks for: `shape` names everything that changes its SQL, `values` fill it. */
export type OrderSearch = { shape: string; values: SearchValues };

/**
 * The least text above every text starting with `prefix` in code-point (UTF-8 byte) order, as text_pattern_ops
 * compares; undefined when there is none (a prefix of U+10FFFF only).
 */
export function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length) {
    const last = points.pop()!.codePointAt(0)!;
    // A surrogate is no character: the next after U+D7FF is U+E000.
    if (last < 0x10ffff) return points.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return undefined;
}

const prefix = (kind: string, text: string): OrderSearch => {
  const to = prefixEnd(text);
  return {
    shape: to === undefined ? `${kind}-open` : kind,
    values: { qPattern: prefixPattern(text), qFrom: text, ...(to === undefined ? {} : { qTo: to }) },
  };
};

/** The search in `text`, or undefined without one. */
export function parseSearch(text: string | undefined): OrderSearch | undefined {
  // "#১০৪২" and "০১৭১১…" are searched as "#1042" and "01711…" (issue 23); names keep their letters.
  const q = text === undefined ? undefined : latinDigits(text).trim();
  if (!q) return undefined;
  const digits = q.replace(/^#/, '');
  if (/^\d+$/.test(digits) && !digits.startsWith('0')) {
    // An order number (or the end of a phone number someone typed without the 0).
    return digits.length <= 9 ? { shape: 'number', values: { qNumber: Number(digits) } } : { shape: 'none', values: {} };
  }
  if (/^\+?[\d\s-]+$/.test(q)) return prefix('phone', normaliseBdPhone(q));
  return prefix('name', q.toLowerCase());
}

/** A search value in the SQL: the value itself, or its placeholder in a prepared statement. */
export type SearchParam = (name: keyof SearchValues) => SQLWrapper;
export const inlineSearch =
  (values: SearchValues): SearchParam =>
  (name) =>
    sql`${values[name]}`;

/**
 * `expr` starts with the search's prefix: the LIKE, and with `ranges` the range an index of `expr`
 * (text_pattern_ops) reads, which a prepared statement needs and a statement planned with its text does not (there
 * PostgreSQL derives it from the LIKE, and a second copy would only skew its row estimates).
 */
const startsWith = (expr: SQL | SQLWrapper, search: OrderSearch, param: SearchParam, ranges: boolean) =>
  and(
    ranges ? sql`${expr} ~>=~ ${param('qFrom')}` : undefined,
    ranges && search.values.qTo !== undefined ? sql`${expr} ~<~ ${param('qTo')}` : undefined,
    sql`${expr} like ${param('qPattern')}`,
  )!;

/**
 * The search as conditions that never match the same order twice (their OR is the search): each one fits an
 * index led by the shop and the status (orders_shop_status_*_idx), so the capped count of a status tab reads at
 * most COUNT_CAP + 1 entries of that status, and one led by the shop alone for the page of every status.
 * `ranges`: for a statement prepared once per shape (see startsWith).
 */
export function searchConditions(search: OrderSearch | undefined, param: SearchParam, ranges: boolean): SQL[] {
  if (!search) return [];
  const kind = search.shape.replace(/-open$/, '');
  if (kind === 'none') return [sql`false`];
  if (kind === 'number') return [eq(orders.number, param('qNumber'))];
  if (kind === 'phone') return [startsWith(orders.customerPhone, search, param, ranges)];
  // Prefix of the first or last name: "rah" finds "Rahim Uddin" and "Abdul Rahman" (orders_shop_name_idx,
  // orders_shop_last_name_idx); a middle name is not searched.
  const first = startsWith(sql`lower(${orders.customerName})`, search, param, ranges);
  const last = startsWith(sql`lower(substring(${orders.customerName} from '[^ ]+$'))`, search, param, ranges);
  return [first, sql`${last} and not (${first})`];
}

/**
 * The search as one condition that an index reads whole, for reading a search's matches by its indexes
 * (orders-list.ts): the prefix as the byte range it covers, which matches exactly the texts starting with it, so no
 * LIKE is left for PostgreSQL to check row by row (a last name is a regular expression over the name, ~1 µs a row);
 * and the first and last name as an OR that may meet an order twice, which a page's rows never repeat. A prefix
 * without an end (U+10FFFF only) keeps its LIKE.
 */
export function searchByIndex(search: OrderSearch, param: SearchParam): SQL {
  const kind = search.shape.replace(/-open$/, '');
  if (kind === 'none') return sql`false`;
  if (kind === 'number') return eq(orders.number, param('qNumber'));
  const inRange = (expr: SQL | SQLWrapper) =>
    search.values.qTo === undefined
      ? startsWith(expr, search, param, true)
      : and(sql`${expr} ~>=~ ${param('qFrom')}`, sql`${expr} ~<~ ${param('qTo')}`)!;
  if (kind === 'phone') return inRange(orders.customerPhone);
  return or(inRange(sql`lower(${orders.customerName})`), inRange(sql`lower(substring(${orders.customerName} from '[^ ]+$'))`))!;
}

/** The search's conditions with their values in them (for a statement built per request, e.g. the global search). */
export function searchBranches(text: string | undefined): SQL[] {
  const search = parseSearch(text);
  return searchConditions(search, inlineSearch(search?.values ?? {}), false);
}
