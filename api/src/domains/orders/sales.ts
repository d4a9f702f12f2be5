/**
 * What counts as a sale, in one place for customers and analytics: an order counts toward sales,
 * order counts and averages unless it was cancelled or returned. Days are calendar days in Bangladesh.
 */
import { sql, type SQL } from 'drizzle-orm';

export const UNCOUNTED_STATUSES = ['cancelled', 'returned'] as const;

/** `status` is the column to test, e.g. sql`o.status` or orders.status. */
export const isCounted = (status: unknown): SQL => sql`${status} not in ('cancelled', 'returned')`;

/** The first instant of a Bangladesh calendar day (YYYY-MM-DD) as timestamptz. */
export const dayStart = (date: string): SQL => sql`((${date})::date::timestamp at time zone 'Asia/Dhaka')`;

/** The first instant after a Bangladesh calendar day. */
export const dayEnd = (date: string): SQL => sql`(((${date})::date + 1)::timestamp at time zone 'Asia/Dhaka')`;

/** The Bangladesh calendar day of a timestamptz column. */
export const dhakaDay = (column: unknown): SQL => sql`(${column} at time zone 'Asia/Dhaka')::date`;

/** Rows of a raw query on either driver (PGlite answers { rows }, node-postgres too; some drivers an array). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
