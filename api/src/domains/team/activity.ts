/** recordActivity(shop, …): one line of a shop's activity log, written in the transaction of the change it describes. */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
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

/** A line of the log as written through the shop's accessor (the shop is the accessor's). */
export type ActivityLine = Omit<ActivityEntry, 'shopId'>;

/**
 * Appends a line to the shop's activity log, through the accessor of the change's transaction
 * (`recordActivity(shop, line)`); areas that hold a plain transaction pass it with the shop (`(tx, { shopId, … })`).
 */
export async function recordActivity(shop: ShopScope, line: ActivityLine): Promise<void>;
export async function recordActivity(tx: Pick<Db, 'insert'>, entry: ActivityEntry): Promise<void>;
export async function recordActivity(target: ShopScope | Pick<Db, 'insert'>, entry: ActivityLine | ActivityEntry): Promise<void> {
  const shop = target instanceof ShopScope ? target : new ShopScope(target as Db, (entry as ActivityEntry).shopId);
  await shop.insert(activityLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? 'Haat',
    action: entry.action,
    summary: entry.summary,
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
      createdAt: row.createdAt.toISOString(),
    })),
    count: total,
  };
}
