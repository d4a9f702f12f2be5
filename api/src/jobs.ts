/**
 * Every periodic job of the Store API, started by `server.ts` in each worker (see
 * platform/jobs/scheduler.ts for why a job must claim its rows atomically). One line per job.
 */
import type { Job } from './platform/jobs/scheduler.ts';
import { expireUnpaidOrdersJob } from './domains/orders-create/expire-unpaid.ts';
import { pruneAppTokenUses } from './domains/apps/apps.ts';
import { publishDueContent } from './domains/content/publish-due-content.ts';
import { schedulePayoutsJob, sendPayoutsJob, syncLedgerJob } from './domains/earnings/payout-jobs.ts';
import { recheckDomainsJob } from './domains/domains/domains.ts';
import { remindPlansJob } from './domains/notifications/plan-reminders.ts';
import { sendPushesJob } from './domains/notifications/push-job.ts';
import { refreshConsignmentsJob } from './domains/couriers/status.ts';
import { sendSmsJob } from './domains/sms/send-job.ts';

export const jobs: readonly Job[] = [
  expireUnpaidOrdersJob,
  pruneAppTokenUses,
  publishDueContent, // scheduled pages and blog posts go live at their time
  syncLedgerJob, // earnings: ledger lines of order money events written outside the order changes
  schedulePayoutsJob, // earnings: each shop's weekly or monthly payout on its date
  sendPayoutsJob, // earnings: sends the scheduled payouts that are due
  recheckDomainsJob, // domains: re-checks the DNS of pending, verifying and active domains
  remindPlansJob, // notifications: the plan ends in 3 days, and has ended
  sendPushesJob, // notifications: Web Push to the members' devices, once per notification
  refreshConsignmentsJob, // couriers: re-reads the status of open parcels from their couriers
  sendSmsJob, // sms: texts customers the order events their shop turned on, once each
];
