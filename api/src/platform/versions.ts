/**
 * Versions of editable records (issue 9 item 5, SECURITY.md "Versions"): a record carries a `version`
 * integer that every save raises; a save that names the version it was loaded at is applied only while
 * the record still has it, else it is refused with 409 STALE_VERSION and nothing is written. A save that
 * names no version overwrites (API clients that do not care); the dashboard's forms always name it.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conflict } from './errors.ts';

/** The 409 of a stale save: "This product was changed by someone else — reload to see their changes". */
export const staleVersion = (what: string, { plural = false } = {}) =>
  conflict(
    `${plural ? 'These' : 'This'} ${what} ${plural ? 'were' : 'was'} changed by someone else — reload to see their changes`,
    'STALE_VERSION',
  );

/** The extra WHERE of a versioned update: the row still has `expected` (none: any version). */
export const versionIs = (column: PgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(column, expected);

/** The SET value that raises the version by one. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;
