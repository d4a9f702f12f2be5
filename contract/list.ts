/**
 * The query of every list endpoint, `GET /admin/<resource>?page&limit&q&sort` → `{ response, count }`
 * (ARCHITECTURE.md). Shared with the dashboard; extend it per resource with `.extend({ status: … })`.
 */
import { z } from 'zod';
import { formatNumber, type DisplayPrefs } from './format.ts';

/** Default page size (spec §9: default invoice count 10). */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export const ListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  /** A column name, `-name` for descending; each resource checks it against its own list. */
  sort: z.string().trim().max(50).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The answer of every list endpoint. */
export type ListAnswer<T> = { response: T[]; count: number };

/**
 * A point in time in an answer: ISO 8601 text on the wire (what `JSON.stringify` makes of a Date), a Date on
 * either side (the Store API builds it from the database, the dashboard's parse turns the text back into one).
 */
export const TimestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The answer schema of a list endpoint whose rows have the shape `item`. */
export const listAnswerSchema = <T extends z.ZodType>(item: T) => z.object({ response: z.array(item), count: z.number().int() });

/**
 * Counts of searches and filtered lists stop at COUNT_CAP + 1 matches instead of reading every one. An answer whose
 * counts were capped says so (`capped: true`): a figure above COUNT_CAP in it means "more than 10,000" (the
 * dashboard shows "10,000+"). Counts that cost little (the whole list, from rollups) stay exact (`capped: false`).
 */
export const COUNT_CAP = 10_000;

/** True when `count` of an answer whose counts were capped stopped at the cap (more than COUNT_CAP matched). */
export const isCapped = (count: number, capped: boolean): boolean => capped && count > COUNT_CAP;

/** A count as the dashboard writes it in the reader's digits: "1,234", or "10,000+" past the cap of a capped answer. */
export const countText = (count: number, capped: boolean, display: DisplayPrefs): string =>
  isCapped(count, capped) ? `${formatNumber(COUNT_CAP, display)}+` : formatNumber(count, display);

/**
 * Keyset paging: a cursor names one row of a list by its sort value(s) and a unique tie-breaker, so the page after
 * (`?after=`) or before (`?before=`) it is read from an index from that row on, whatever its depth, instead of
 * skipping every row before it. The text is base64url JSON: opaque to people, safe in a URL.
 */
export type CursorValues = (string | number)[];

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const encodeCursor = (values: CursorValues): string => toBase64Url(new TextEncoder().encode(JSON.stringify(values)));

/** The values of a cursor, or undefined when the text is not one (edited or cut-off link). */
export function decodeCursor(text: string): CursorValues | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const values: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
    const ok = Array.isArray(values) && values.length > 0 && values.length <= 4;
    return ok && values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      ? (values as CursorValues)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The field error of a cursor that is not one, or not one of this list's sort. */
export const STALE_CURSOR = 'This page link is out of date or cut off: go back to the first page';

/** `?after=` / `?before=` of a list query: a cursor from an earlier answer (`next` / `prev`); `before=end` is the last page. */
const cursorField = (allowEnd: boolean) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .max(400, STALE_CURSOR)
      .refine((text) => (allowEnd && text === 'end') || decodeCursor(text) !== undefined, STALE_CURSOR)
      .optional(),
  );

export const CursorQuerySchema = z.object({ after: cursorField(false), before: cursorField(true) });

/** The cursors of an answer's neighbouring pages: `next` for `?after=`, `prev` for `?before=`; null at either end. */
export const PageCursorsSchema = z.object({
  next: z.string().nullable(),
  prev: z.string().nullable(),
  /** The counts stopped at COUNT_CAP + 1 (a filtered list): a figure above COUNT_CAP means "more than 10,000". */
  capped: z.boolean(),
});
export type PageCursors = z.infer<typeof PageCursorsSchema>;
