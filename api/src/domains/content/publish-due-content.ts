/**
 * The periodic job that publishes scheduled pages and posts whose time has come, claimed in one UPDATE so that
 * several API workers publish each exactly once.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { contentEntries } from './tables.ts';

/**
 * Works on the plain database, not through a shop's accessor: it publishes the due entries of every shop at once
 * (no request, no active shop), and what it changes is decided by status and time alone.
 */
export const publishDueContent: Job = {
  name: 'publish scheduled pages and posts',
  everyMs: 30_000,
  run: async (db, now) => {
    const rows = await db
      .update(contentEntries)
      .set({ status: 'published', updatedAt: now })
      .where(and(eq(contentEntries.status, 'scheduled'), lte(contentEntries.publishAt, now)))
      .returning({ id: contentEntries.id });
    return rows.length;
  },
};
