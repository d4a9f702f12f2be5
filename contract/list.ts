/**
 * The query of every list endpoint, `GET /admin/<resource>?page&limit&q&sort` → `{ response, count }`
 * (ARCHITECTURE.md). Shared with the dashboard; extend it per resource with `.extend({ status: … })`.
 */
import { z } from 'zod';

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
