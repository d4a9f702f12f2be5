/**
 * Keyset paging of a sorted list (issue 16): a page is read from the row a cursor names (`?after=` / `?before=`),
 * by a condition on the sort keys that an index of those keys turns into a range, so page 2,000 costs what page 1
 * costs. The last key of every sort must be unique within the list (e.g. the order number), so each row has one
 * place and the pages cover every row exactly once. A key is never null (sort nulls with `coalesce`).
 */
import { asc, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../../../contract/list.ts';
import { isIsoDate } from '../../../contract/analytics.ts';

/** One sort key: the expression, its direction, and the SQL type its cursor text is read back as. */
export type SortKey = { expr: SQL | AnyColumn; desc?: boolean; type: 'timestamptz' | 'bigint' | 'text' | 'numeric' };

/** Where the page starts: after a row, before a row, or (`before: 'end'`) the last page; neither is the first page. */
export type KeysetPosition = { after?: string | undefined; before?: string | undefined };

/** A cursor's value, or its placeholder in a statement prepared once per shape (platform/prepared.ts). */
type CursorValue = string | Placeholder;

const compare = (key: SortKey, value: CursorValue, forward: boolean, orEqual: boolean): SQL => {
  // Forward along a descending key means smaller values; backward flips it.
  const smaller = Boolean(key.desc) === forward;
  const op = `${smaller ? '<' : '>'}${orEqual ? '=' : ''}`;
  return sql`${key.expr} ${sql.raw(op)} cast(${value} as ${sql.raw(key.type)})`;
};

/**
 * The rows strictly past `values` along `keys` (`forward`: in sort order; else against it). Written as
 * `k1 ≥ v1 and (k1 > v1 or (k2 > v2 …))` so the leading key is an index range even when directions differ.
 */
function pastCursor(keys: SortKey[], values: CursorValue[], forward: boolean): SQL {
  const [first, ...rest] = keys;
  const [value, ...others] = values;
  if (!first || value === undefined) throw new Error('cursor and sort keys differ');
  if (rest.length === 0) return compare(first, value, forward, false);
  return sql`(${compare(first, value, forward, true)} and (${compare(first, value, forward, false)} or (${sql`${first.expr} = cast(${value} as ${sql.raw(first.type)})`} and ${pastCursor(rest, others, forward)})))`;
}

/** The ORDER BY of the sort (`forward`) or of its reverse. */
export const keysetOrder = (keys: SortKey[], forward = true): SQL[] =>
  keys.map((key) => (Boolean(key.desc) === forward ? desc(key.expr) : asc(key.expr)));

/** The select fields holding each key of a row as text, for its cursor (`k0`, `k1`, …). */
export const cursorFields = (keys: SortKey[]): Record<string, SQL<string>> =>
  Object.fromEntries(keys.map((key, i) => [`k${i}`, sql<string>`(${key.expr})::text`]));

const VALID: Record<SortKey['type'], (text: string) => boolean> = {
  // As PostgreSQL writes it (`2026-11-20 10:00:00.123456+00`), a real day: an edited one never reaches the cast.
  timestamptz: (text) =>
    text === 'infinity' ||
    text === '-infinity' ||
    (/^\d{4}-\d\d-\d\d[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)?$/.test(text) && isIsoDate(text.slice(0, 10))),
  bigint: (text) => /^-?\d{1,18}$/.test(text),
  numeric: (text) => /^-?\d{1,30}(\.\d{1,30})?$/.test(text),
  text: () => true,
};

/**
 * The values a cursor names along `keys`, or undefined when it is not a cursor of this sort: a cursor starts with
 * the sort's name (`tag`), so one from another sort or list, or an edited one, is refused (400) instead of compared.
 */
function cursorValues(keys: SortKey[], tag: string, cursor: string): string[] | undefined {
  const values = decodeCursor(cursor);
  if (!values || values[0] !== tag || values.length !== keys.length + 1) return undefined;
  const rest = values.slice(1).map(String);
  return rest.every((value, i) => VALID[keys[i]!.type](value)) ? rest : undefined;
}

/**
 * The plan of one page: its extra WHERE, ORDER BY, whether it reads backwards, and the rows to fetch (one more
 * than the page, to know whether another follows). Undefined when the cursor is not one of this sort.
 * `placeholders`: the WHERE names the cursor's values `c0`, `c1`, … (given in `values`) instead of holding them,
 * for a statement prepared once per shape.
 */
export function keysetPage(keys: SortKey[], tag: string, position: KeysetPosition, limit: number, placeholders = false) {
  const forward = !position.before;
  const cursor = position.before ?? position.after;
  const values = cursor && cursor !== 'end' ? cursorValues(keys, tag, cursor) : undefined;
  if (cursor && cursor !== 'end' && !values) return undefined;
  const named = values && placeholders ? values.map((_, i) => sql.placeholder(`c${i}`)) : values;
  return {
    where: named ? pastCursor(keys, named, forward) : undefined,
    orderBy: keysetOrder(keys, forward),
    forward,
    fetch: limit + 1,
    values: Object.fromEntries((values ?? []).map((value, i) => [`c${i}`, value])) as Record<string, string>,
  };
}

type WithKeys = Record<string, unknown>;

/**
 * The page's rows in sort order (without their key fields) and the cursors of its neighbours, from the `fetch`
 * rows read. `numbered`: read by `page=` (true when page > 1 there are rows before).
 */
export function keysetResult<R extends WithKeys>(
  keys: SortKey[],
  tag: string,
  rows: R[],
  plan: { forward: boolean },
  limit: number,
  position: KeysetPosition & { page?: number },
): { rows: Omit<R, `k${number}`>[]; next: string | null; prev: string | null } {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!plan.forward) page.reverse();
  const cursorOf = (row: R) => encodeCursor([tag, ...keys.map((_, i) => row[`k${i}`] as string)]);
  // Copied without the key fields rather than deleted from a copy: a deleted property turns an object into a slow
  // dictionary, which every later read and the JSON answer pay for.
  const keyNames = new Set(keys.map((_, i) => `k${i}`));
  const strip = (row: R) => {
    const copy: WithKeys = {};
    for (const name in row) if (!keyNames.has(name)) copy[name] = row[name];
    return copy as Omit<R, `k${number}`>;
  };
  const first = page[0];
  const last = page.at(-1);
  // Forward: more rows after this page when one more was read; rows before it when it started past a cursor or page 1.
  // Backward: the reverse; there is always the row named by the cursor after it (unless it is the last page).
  const hasNext = plan.forward ? more : position.before !== 'end';
  const hasPrev = plan.forward ? Boolean(position.after) || (position.page ?? 1) > 1 : more;
  return {
    rows: page.map(strip),
    next: hasNext && last ? cursorOf(last) : null,
    prev: hasPrev && first ? cursorOf(first) : null,
  };
}
