/** recordActivity(shop, …): one line of a shop's activity log, written in the transaction of the change it describes. */
import { count, desc } from 'drizzle-orm';
import { activityColumns, type ActivityNote } from '../../../../contract/activity.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { activityLog } from './tables.ts';

/** A line of the shop's activity log (the shop is the accessor's). */
export type ActivityLine = {
  /** Who did it; null for the system (a plan that lapsed, a payment callback). */
  actor: { id: string; name: string } | null;
  /** What happened: the action (staff.invited, billing.paid …) and its params, worded by the reader. */
  note: ActivityNote;
};

/** Appends a line to the shop's activity log, through the accessor of the change's transaction. */
export async function recordActivity(shop: ShopScope, line: ActivityLine): Promise<void> {
  await shop.insert(activityLog).values({
    actorId: line.actor?.id ?? null,
    actorName: line.actor?.name ?? 'Haat',
    ...activityColumns(line.note),
  });
}

/** The shop's activity, newest first. */
export async function listActivity(shop: ShopScope, page: number, limit: number) {
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    shop
      .select()
      .from(activityLog)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    shop.select({ total: count() }).from(activityLog),
  ]);
  return {
    response: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      summary: row.summary,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total,
  };
}
