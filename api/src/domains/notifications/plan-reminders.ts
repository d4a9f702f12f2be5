/**
 * The plan's notifications (issue 27 item 3), found by a job: "your plan ends in 3 days" once its end is that close,
 * and "your plan has ended" once it has (within a week, so a shop long closed is not told again after a deploy).
 * The end is the latest end of the shop's subscriptions that were not canceled, as platform/lapsed.ts decides.
 * Each is written once per shop and end date (the unique dedupe key), so several API processes running the job,
 * or a renewal and a second lapse, never say the same thing twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';

const DAY = 86_400_000;
export const PLAN_ENDING_NOTICE_MS = 3 * DAY;
const ENDED_WITHIN_MS = 7 * DAY;

/** Writes the due plan notifications at `now`; answers how many it wrote. */
export async function remindPlans(db: Db, now: Date): Promise<number> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const result = (await db.execute(sql`
    with ends as (
      select shop_id, max(end_date) as ends_at from subscriptions where status <> 'canceled' group by shop_id
    ), due as (
      select shop_id, ends_at, case when ends_at > ${now.toISOString()}::timestamptz then 'plan_ending' else 'plan_ended' end as kind
      from ends
      where ends_at <= ${at(PLAN_ENDING_NOTICE_MS)}::timestamptz and ends_at > ${at(-ENDED_WITHIN_MS)}::timestamptz
    )
    insert into notifications (id, shop_id, kind, params, dedupe_key)
    select gen_random_uuid()::text, shop_id, kind, jsonb_build_object('endsAt', ends_at), kind || ':' || ends_at::text
    from due
    on conflict do nothing
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

export const remindPlansJob: Job = { name: 'plan reminders', everyMs: 10 * 60_000, run: remindPlans };
