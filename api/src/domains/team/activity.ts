/** recordActivity(tx, …): one line of a shop's activity log, written in the transaction of the change it describes. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { activityLog } from './tables.ts';

export type ActivityEntry = {
  shopId: string;
  /** Who did it; null for the system (a plan that lapsed, a payment callback). */
  actor: { id: string; name: string } | null;
  /** A short machine word: staff.invited, staff.suspended, billing.paid … */
  action: string;
  /** The sentence shown after the actor's name: "invited Rahim (rahim@example.com)". */
  summary: string;
};

/** Appends a line to the shop's activity log. Pass the transaction of the change. */
export async function recordActivity(tx: Pick<Db, 'insert'>, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    shopId: entry.shopId,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? 'Haat',
    action: entry.action,
    summary: entry.summary,
  });
}

/** The shop's activity, newest first. */
export async function listActivity(db: Db, shopId: string, page: number, limit: number) {
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(eq(activityLog.shopId, shopId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(activityLog).where(eq(activityLog.shopId, shopId)),
  ]);
  return {
    response: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total,
  };
}
