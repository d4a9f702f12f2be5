/** The outbox: every e-mail is a row written in the same transaction as the change that causes it. */
import { randomUUID } from 'node:crypto';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/**
 * The worker claims due rows (`FOR UPDATE SKIP LOCKED`, a lease in `claimed_until`), sends them and
 * sets `sent_at`; a failure sets `next_attempt_at` further away each time, and `failed_at` after
 * the last attempt. Without SMTP_URL the rows simply wait here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While in the future, one worker holds the row; a worker that died lets it lapse. */
    claimedUntil: at('claimed_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.sentAt, t.failedAt, t.nextAttemptAt)],
);
