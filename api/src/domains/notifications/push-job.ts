/**
 * Sends notifications to the members' devices (issue 27 item 4). A notification row is its own push outbox: written
 * 'pending' in the change's transaction, claimed here by one API process at a time (FOR UPDATE SKIP LOCKED and a
 * two-minute lease, so several processes running this job send each once), sent to every device of every member who
 * may hear of it (their keys, mutes, not their own doing, joined before it), in that member's language, then marked
 * sent. TTL is an hour (an order alert is useless later); new orders and payments ring at once (Urgency: high). A
 * push service that no longer knows a device (404, 410) has its subscription deleted. A process that dies mid-send
 * lets the lease lapse and the next one sends again: at least once, and once in the normal case.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { notificationHref, notificationOpenPath, URGENT_KINDS } from '../../../../contract/notifications.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Log } from '../../platform/env.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { displayOf } from '../../platform/i18n/messages.ts';
import { sendPush, type PushSend } from '../../platform/push/sender.ts';
import { vapidFromEnv, type Vapid } from '../../platform/push/vapid.ts';
import { sellers, shopMembers } from '../sellers/tables.ts';
import { mayHear } from './notifications.ts';
import { notificationPrefs, notifications, pushSubscriptions } from './tables.ts';
import { pushWords } from './words.ts';

/** Seconds a push service keeps an undelivered message. */
export const PUSH_TTL_SECONDS = 3600;
const LEASE_MS = 120_000;
const BATCH = 50;

export type PushDeps = { vapid?: Vapid; send?: PushSend; log?: Log };

/** Claims due notifications for this process; answers them. */
async function claim(db: Db, now: Date) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.pushState, 'pending'), or(isNull(notifications.pushClaimedUntil), lte(notifications.pushClaimedUntil, now))),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ pushClaimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(sql`${notifications.id} in ${due}`)
    .returning();
}

/** The devices of the shop's active members, with what decides whether each hears of a notification. */
async function devicesOf(db: Db, shopId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      sellerId: pushSubscriptions.sellerId,
      isShopAdmin: shopMembers.isShopAdmin,
      permissions: shopMembers.permissions,
      joinedAt: shopMembers.createdAt,
      language: sellers.language,
      digits: sellers.digits,
      grouping: sellers.grouping,
      muted: notificationPrefs.muted,
    })
    .from(pushSubscriptions)
    .innerJoin(
      shopMembers,
      and(
        eq(shopMembers.shopId, pushSubscriptions.shopId),
        eq(shopMembers.sellerId, pushSubscriptions.sellerId),
        eq(shopMembers.status, 'active'),
      ),
    )
    .innerJoin(sellers, eq(sellers.id, pushSubscriptions.sellerId))
    .leftJoin(
      notificationPrefs,
      and(eq(notificationPrefs.shopId, pushSubscriptions.shopId), eq(notificationPrefs.sellerId, pushSubscriptions.sellerId)),
    )
    .where(eq(pushSubscriptions.shopId, shopId));
}

/** One pass: sends what is due at `now`; answers how many notifications it handled. */
export async function sendPushes(db: Db, now: Date, deps: PushDeps = {}): Promise<number> {
  const claimed = await claim(db, now);
  if (claimed.length === 0) return 0;
  const vapid = deps.vapid ?? vapidFromEnv();
  const send = deps.send ?? sendPush;
  const devices = new Map<string, Awaited<ReturnType<typeof devicesOf>>>();
  for (const n of claimed) {
    // Older than the TTL: a push service would drop it anyway (a backlog after an outage is not rung out).
    const fresh = now.getTime() - n.createdAt.getTime() < PUSH_TTL_SECONDS * 1000;
    if (fresh) {
      if (!devices.has(n.shopId)) devices.set(n.shopId, await devicesOf(db, n.shopId));
      const gone: string[] = [];
      for (const device of devices.get(n.shopId)!) {
        const hears =
          mayHear(device, n.kind) &&
          !(device.muted ?? []).includes(n.kind) &&
          device.sellerId !== n.actorId &&
          device.joinedAt < n.createdAt;
        if (!hears) continue;
        const display = displayOf(device);
        const words = pushWords(n.kind, n.params, display);
        const payload = JSON.stringify({
          ...words,
          url: notificationOpenPath(n.id, notificationHref(n.kind, n.params)),
          tag: n.id,
          lang: display.locale,
        });
        const result = await send({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, vapid, {
          ttl: PUSH_TTL_SECONDS,
          urgency: URGENT_KINDS.includes(n.kind) ? 'high' : 'normal',
        });
        if (!result.ok && result.gone) gone.push(device.id);
        // The endpoint's host only: its path is the device's capability and stays out of the log.
        else if (!result.ok) deps.log?.(`Push ${n.id} to ${new URL(device.endpoint).host} not sent (${result.status}): ${result.reason}`);
      }
      if (gone.length) {
        await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
        devices.set(
          n.shopId,
          devices.get(n.shopId)!.filter((d) => !gone.includes(d.id)),
        );
      }
    }
    await db.update(notifications).set({ pushState: 'sent', pushClaimedUntil: null }).where(eq(notifications.id, n.id));
  }
  return claimed.length;
}

export const sendPushesJob: Job = { name: 'push notifications', everyMs: 2000, run: (db, now) => sendPushes(db, now) };
