/**
 * Every periodic job of the Store API, started by `server.ts` in each worker (see
 * platform/jobs/scheduler.ts for why a job must claim its rows atomically). One line per job.
 */
import type { Job } from './platform/jobs/scheduler.ts';
import { expireUnpaidOrdersJob } from './domains/orders-create/expire-unpaid.ts';
import { pruneAppTokenUses } from './domains/apps/apps.ts';
import { publishDueContent } from './domains/content/content.ts';

export const jobs: readonly Job[] = [
  expireUnpaidOrdersJob,
  pruneAppTokenUses,
  publishDueContent, // scheduled pages and blog posts go live at their time
];
