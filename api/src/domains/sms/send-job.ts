/**
 * Sends queued customer messages (issue 24 item 3). Each API process runs this job; a pass claims due rows with
 * FOR UPDATE SKIP LOCKED and a two-minute lease, so several processes send each message once. The row id goes to the
 * gateway as its client reference (csms_id): a retry after a timeout that did reach the gateway is refused there as a
 * duplicate and counted as sent, never texted twice. A refusal (bad number, sender not approved) is final; an outage
 * is retried later (1, 2, 4 … minutes, 6 tries). The cost (parts × SMS_PART_PRICE_POISHA) is counted when sent.
 * Without SSLWIRELESS_API_TOKEN nothing is sent: messages wait, as e-mail waits without SMTP_URL.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { SMS_EVENTS, smsCost, type SmsEvent } from '../../../../contract/sms.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Log } from '../../platform/env.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { SmsError, type SmsGateway } from '../../platform/sms/gateway.ts';
import { smsGatewayFromEnv } from '../../platform/sms/gateways.ts';
import { STOPPED, SUPERSEDED } from './sms.ts';
import { smsMessages, smsOptOuts } from './tables.ts';

const LEASE_MS = 120_000;
const BATCH = 20;
export const SMS_MAX_ATTEMPTS = 6;
const retryMs = (attempts: number) => Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Claims up to BATCH due rows, answered in the order they fell due (then by event), the order they are sent in: an
 * order's "confirmed" text must reach the customer before its "shipped" one. `UPDATE … RETURNING` answers rows in no
 * particular order (it joins the claimed ids through a hash), so the order is set here.
 */
async function claim(db: Db, now: Date) {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'queued'),
        lte(smsMessages.nextAttemptAt, now),
        or(isNull(smsMessages.claimedUntil), lte(smsMessages.claimedUntil, now)),
      ),
    )
    .orderBy(asc(smsMessages.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(smsMessages)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${smsMessages.attempts} + 1` })
    .where(inArray(smsMessages.id, due))
    .returning();
  return claimed.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || SMS_EVENTS.indexOf(a.event) - SMS_EVENTS.indexOf(b.event),
  );
}

/**
 * Whether a later message of the same order has already been sent: this one waited for a retry (a gateway outage)
 * while the order moved on, and "confirmed" after "shipped" would only confuse the customer. It is skipped instead.
 */
async function overtaken(db: Db, row: { orderId: string; event: SmsEvent }): Promise<boolean> {
  const later = SMS_EVENTS.slice(SMS_EVENTS.indexOf(row.event) + 1);
  if (later.length === 0) return false;
  const [sent] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.orderId, row.orderId), inArray(smsMessages.event, later), eq(smsMessages.status, 'sent')))
    .limit(1);
  return sent !== undefined;
}

/** One pass at `now`: sends what is due through `gateway`; answers how many rows it settled or rescheduled. */
export async function sendDueSms(db: Db, now: Date, gateway: SmsGateway | null, log?: Log): Promise<number> {
  if (!gateway) return 0;
  const claimed = await claim(db, now);
  for (const row of claimed) {
    const done = (set: Partial<typeof smsMessages.$inferInsert>) =>
      db
        .update(smsMessages)
        .set({ claimedUntil: null, ...set })
        .where(eq(smsMessages.id, row.id));
    // A STOP that arrived after the message was queued still holds.
    const [stopped] = await db
      .select({ id: smsOptOuts.id })
      .from(smsOptOuts)
      .where(and(eq(smsOptOuts.shopId, row.shopId), eq(smsOptOuts.msisdn, row.msisdn)))
      .limit(1);
    if (stopped) {
      await done({ status: 'skipped', error: STOPPED });
      continue;
    }
    if (await overtaken(db, row)) {
      await done({ status: 'skipped', error: SUPERSEDED });
      continue;
    }
    try {
      const accepted = await gateway.send({ msisdn: row.msisdn, text: row.body, sender: row.sender, reference: row.id });
      await done({ status: 'sent', sentAt: now, gatewayId: accepted.gatewayId, cost: smsCost(row.parts), error: null });
    } catch (error) {
      const failure = error instanceof SmsError ? error : new SmsError(String(error), 'unavailable', null);
      if (failure.kind === 'duplicate') await done({ status: 'sent', sentAt: now, cost: smsCost(row.parts), error: null });
      else if (failure.kind === 'refused' || row.attempts >= SMS_MAX_ATTEMPTS)
        await done({ status: 'failed', error: failure.message.slice(0, 300) });
      else await done({ error: failure.message.slice(0, 300), nextAttemptAt: new Date(now.getTime() + retryMs(row.attempts)) });
      // The row and the reason only: never the number or the text.
      log?.(`SMS ${row.id} not sent (attempt ${row.attempts}): ${failure.message}`);
    }
  }
  return claimed.length;
}

export const sendSmsJob: Job = {
  name: 'send customer text messages',
  everyMs: 15_000,
  run: (db, now) => sendDueSms(db, now, smsGatewayFromEnv()),
};
