/**
 * The columns most tables share, written once: a random text id, timestamps with time zone, and the
 * created/updated pair. The shop foreign key lives beside the shops table (domains/sellers/columns.ts), so this
 * file imports no domain and every `tables.ts`, the sellers' own included, can use it without an import cycle.
 */
import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** `id text primary key`, a random UUID made when a row is inserted without one. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** A `timestamp with time zone` column named `name` (nullable: add `.notNull()` where needed). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** `updated_at`, set on insert; every update writes it. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();
