/**
 * Payouts of a shop: the payout method and schedule (shop admins change them; each change goes to the activity
 * log), making a payout of the available lines (on the schedule's date or on request, never below the minimum),
 * sending it through the payout rail, cancelling a scheduled one, and the two jobs that do this on time.
 */
import { and, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { ledgerLines, payoutLines, payouts, payoutSettings } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { staleVersion } from '../../platform/versions.ts';
import { recordActivity } from '../team/activity.ts';
import {
  DEFAULT_MIN_PAYOUT,
  maskedAccount,
  nextPayoutDate,
  PAYOUT_SCHEDULE_LABELS,
  PAYOUT_SEND_DAYS,
  payoutBlocker,
  type EarningsSummary,
  type Payout,
  type PayoutSettingsAnswer,
  type PayoutSettingsSave,
  type PayoutStatus,
} from '../../../../contract/earnings.ts';
import { balances, lineAnswer, selectLines, syncLedger, type Q } from './ledger.ts';
import { sandboxRail, type PayoutAccount, type PayoutRail } from './payout-rail.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Settings = typeof payoutSettings.$inferSelect;
const DAY_MS = 86_400_000;

/** The shop's payout settings, made with the defaults (weekly, ৳500 minimum, no method) on first read. */
export async function loadSettings(q: Q, shopId: string, now = new Date()): Promise<Settings> {
  const [row] = await q.select().from(payoutSettings).where(eq(payoutSettings.shopId, shopId));
  if (row) return row;
  await q
    .insert(payoutSettings)
    .values({ shopId, schedule: 'weekly', minimum: DEFAULT_MIN_PAYOUT, nextRunAt: nextPayoutDate('weekly', now) })
    .onConflictDoNothing();
  const [made] = await q.select().from(payoutSettings).where(eq(payoutSettings.shopId, shopId));
  return made!;
}

const accountOf = (s: Pick<Settings, 'method' | 'walletNumber' | 'accountNumber' | 'routingNumber'>): PayoutAccount | null => {
  if (!s.method) return null;
  const number = s.method === 'bank' ? s.accountNumber : s.walletNumber;
  return number ? { method: s.method, number, routingNumber: s.routingNumber } : null;
};

export function settingsAnswer(s: Settings, isAdmin: boolean): PayoutSettingsAnswer {
  const account = accountOf(s);
  return {
    method: s.method,
    methodLabel: account ? maskedAccount(account.method, account.number) : null,
    walletNumber: isAdmin ? s.walletNumber : null,
    accountName: isAdmin ? s.accountName : null,
    accountNumber: isAdmin ? s.accountNumber : null,
    routingNumber: isAdmin ? s.routingNumber : null,
    schedule: s.schedule,
    minimum: s.minimum,
    canEdit: isAdmin,
    version: s.version,
  };
}

export type Actor = { shopId: string; seller: { id: string; name: string }; isAdmin: boolean };

/** Saves the method and schedule (shop admins only: the route checks), logging what changed. */
export async function saveSettings(db: Db, actor: Actor, input: PayoutSettingsSave, now = new Date()) {
  return db.transaction(async (tx) => {
    const current = await loadSettings(tx, actor.shopId, now);
    if (input.version !== undefined && input.version !== current.version) throw staleVersion('payout setting', { plural: true });
    const [saved] = await tx
      .update(payoutSettings)
      .set({
        method: input.method,
        walletNumber: input.walletNumber,
        accountName: input.accountName,
        accountNumber: input.accountNumber,
        routingNumber: input.routingNumber,
        schedule: input.schedule,
        minimum: input.minimum,
        nextRunAt: input.schedule === current.schedule && current.nextRunAt ? current.nextRunAt : nextPayoutDate(input.schedule, now),
        version: sql`${payoutSettings.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(payoutSettings.shopId, actor.shopId), eq(payoutSettings.version, current.version)))
      .returning();
    if (!saved) throw staleVersion('payout setting', { plural: true });
    const before = accountOf(current);
    const after = accountOf(saved);
    const changes: string[] = [];
    if (before?.method !== after?.method || before?.number !== after?.number || current.routingNumber !== saved.routingNumber) {
      changes.push(after ? `changed the payout method to ${maskedAccount(after.method, after.number)}` : 'removed the payout method');
    }
    if (current.schedule !== saved.schedule) changes.push(`set payouts to ${PAYOUT_SCHEDULE_LABELS[saved.schedule].toLowerCase()}`);
    if (current.minimum !== saved.minimum) changes.push(`set the minimum payout to ৳${(saved.minimum / 100).toFixed(2)}`);
    if (changes.length)
      await recordActivity(tx, {
        shopId: actor.shopId,
        actor: actor.seller,
        action: 'payouts.settings_changed',
        summary: changes.join('; '),
      });
    return saved;
  });
}

/**
 * Makes a scheduled payout of every available line of the shop (to be sent `PAYOUT_SEND_DAYS` later), or answers
 * why not. Runs in the caller's transaction after the shop's settings row was locked.
 */
async function makePayout(
  tx: Tx,
  settings: Settings,
  now: Date,
): Promise<{ payout: typeof payouts.$inferSelect | null; reason: string | null }> {
  const account = accountOf(settings);
  const { available } = await balances(tx, settings.shopId, now);
  const reason = payoutBlocker({ hasMethod: account !== null, available, minimum: settings.minimum });
  if (reason || !account) return { payout: null, reason };
  const [payout] = await tx
    .insert(payouts)
    .values({
      shopId: settings.shopId,
      amount: 0,
      methodLabel: maskedAccount(account.method, account.number),
      payAt: new Date(now.getTime() + PAYOUT_SEND_DAYS * DAY_MS),
    })
    .returning();
  const claimed = await tx
    .update(ledgerLines)
    .set({ payoutId: payout!.id })
    .where(and(eq(ledgerLines.shopId, settings.shopId), isNull(ledgerLines.payoutId), lte(ledgerLines.availableAt, now)))
    .returning({ id: ledgerLines.id, net: ledgerLines.net });
  const amount = claimed.reduce((sum, l) => sum + l.net, 0);
  await tx.insert(payoutLines).values(claimed.map((l) => ({ payoutId: payout!.id, lineId: l.id })));
  const [done] = await tx.update(payouts).set({ amount }).where(eq(payouts.id, payout!.id)).returning();
  return { payout: done!, reason: null };
}

const lockSettings = async (tx: Tx, shopId: string) => {
  const [row] = await tx.select().from(payoutSettings).where(eq(payoutSettings.shopId, shopId)).for('update');
  return row!;
};

/** A payout the seller asks for now (any schedule): refused with the reason when none can be made. */
export async function requestPayout(db: Db, actor: Actor, now = new Date()) {
  await syncLedger(db, { shopId: actor.shopId });
  await loadSettings(db, actor.shopId, now);
  const payout = await db.transaction(async (tx) => {
    const settings = await lockSettings(tx, actor.shopId);
    const made = await makePayout(tx, settings, now);
    if (!made.payout) throw conflict(made.reason ?? 'No payout can be made now.', 'PAYOUT_REFUSED');
    await recordActivity(tx, {
      shopId: actor.shopId,
      actor: actor.seller,
      action: 'payouts.requested',
      summary: `asked for a payout of ৳${(made.payout.amount / 100).toFixed(2)} to ${made.payout.methodLabel}`,
    });
    return made.payout;
  });
  return getPayout(db, actor.shopId, payout.id, now);
}

/** Gives a payout's lines back to the available balance (failed or cancelled). */
const releaseLines = (tx: Tx, payoutId: string) => tx.update(ledgerLines).set({ payoutId: null }).where(eq(ledgerLines.payoutId, payoutId));

/** Cancels a scheduled payout (its lines become available again); anything else is 409. */
export async function cancelPayout(db: Db, actor: Actor, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payouts.id, id), eq(payouts.shopId, actor.shopId), eq(payouts.status, 'scheduled')))
      .returning();
    if (!done) {
      const [exists] = await tx
        .select({ status: payouts.status })
        .from(payouts)
        .where(and(eq(payouts.id, id), eq(payouts.shopId, actor.shopId)));
      if (!exists) throw notFound('Payout not found');
      throw conflict(`Only a scheduled payout can be cancelled; this one is ${exists.status}.`, 'PAYOUT_NOT_SCHEDULED');
    }
    await releaseLines(tx, id);
    await recordActivity(tx, {
      shopId: actor.shopId,
      actor: actor.seller,
      action: 'payouts.cancelled',
      summary: `cancelled the payout of ৳${(done.amount / 100).toFixed(2)} to ${done.methodLabel}`,
    });
  });
  return getPayout(db, actor.shopId, id, now);
}

const linesCount = sql<number>`(select count(*)::int from ${payoutLines} where ${payoutLines.payoutId} = ${payouts.id})`;

const payoutAnswer = (row: typeof payouts.$inferSelect, lines: number): Payout => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  methodLabel: row.methodLabel,
  payAt: row.payAt,
  paidAt: row.paidAt,
  failureReason: row.failureReason,
  reference: row.reference,
  linesCount: lines,
  createdAt: row.createdAt,
});

export async function listPayouts(db: Db, shopId: string, query: { page: number; limit: number; status?: PayoutStatus }) {
  const where = and(eq(payouts.shopId, shopId), query.status ? eq(payouts.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: payouts, lines: linesCount })
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.payAt), desc(payouts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { response: rows.map((r) => payoutAnswer(r.payout, r.lines)), count: total?.n ?? 0 };
}

/** A payout with every line it carried (a failed or cancelled one keeps the list of what it held). */
export async function getPayout(db: Db, shopId: string, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.shopId, shopId)));
  if (!row) throw notFound('Payout not found');
  const lines = await selectLines(
    db,
    and(
      eq(ledgerLines.shopId, shopId),
      sql`${ledgerLines.id} in (select ${payoutLines.lineId} from ${payoutLines} where ${payoutLines.payoutId} = ${id})`,
    ),
    { order: 'asc' },
  );
  return { ...payoutAnswer(row, lines.length), lines: lines.map((l) => lineAnswer(l, now)) };
}

/** Balances, the next payout (or why none) and the settings, for the earnings page. */
export async function summary(db: Db, shopId: string, isAdmin: boolean, now = new Date()): Promise<EarningsSummary> {
  const settings = await loadSettings(db, shopId, now);
  const [money, [next]] = await Promise.all([
    balances(db, shopId, now),
    db
      .select()
      .from(payouts)
      .where(and(eq(payouts.shopId, shopId), eq(payouts.status, 'scheduled')))
      .orderBy(payouts.payAt)
      .limit(1),
  ]);
  let nextPayout: EarningsSummary['nextPayout'];
  if (next) {
    nextPayout = { date: next.payAt, amount: next.amount, scheduled: true, reason: null };
  } else {
    const reason = payoutBlocker({ hasMethod: accountOf(settings) !== null, available: money.available, minimum: settings.minimum });
    const date = settings.schedule === 'manual' ? null : (settings.nextRunAt ?? nextPayoutDate(settings.schedule, now));
    nextPayout = {
      date: reason ? null : date,
      amount: reason ? null : money.available,
      scheduled: false,
      reason: reason ?? (settings.schedule === 'manual' ? 'Payouts are on request: ask for one when you need it.' : null),
    };
  }
  return { balances: money, nextPayout, settings: settingsAnswer(settings, isAdmin) };
}

/** Catches the ledger up with order money events written outside the order changes (seed, other order paths). */
export const syncLedgerJob: Job = { name: 'earnings ledger catch-up', everyMs: 60_000, run: (db) => syncLedger(db, { limit: 5_000 }) };

/**
 * On each shop's payout date (weekly, monthly), makes its payout of what is available. Claims the due settings
 * rows with FOR UPDATE SKIP LOCKED and moves their next date in the same transaction, so a date is handled once.
 */
export const schedulePayoutsJob: Job = {
  name: 'schedule payouts',
  everyMs: 5 * 60_000,
  run: (db, now) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(payoutSettings)
        .where(and(isNotNull(payoutSettings.nextRunAt), lte(payoutSettings.nextRunAt, now)))
        .limit(100)
        .for('update', { skipLocked: true });
      let made = 0;
      for (const settings of due) {
        await syncLedger(tx, { shopId: settings.shopId });
        const { payout } = await makePayout(tx, settings, now);
        if (payout) made++;
        await tx
          .update(payoutSettings)
          .set({ nextRunAt: nextPayoutDate(settings.schedule, now) })
          .where(eq(payoutSettings.shopId, settings.shopId));
      }
      return made;
    }),
};

/** Sends the scheduled payouts that are due through `rail`: paid with its reference, or failed with the reason. */
export const sendPayouts = async (db: Db, now: Date, rail: PayoutRail = sandboxRail): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ payout: payouts, settings: payoutSettings })
      .from(payouts)
      .leftJoin(payoutSettings, eq(payoutSettings.shopId, payouts.shopId))
      .where(and(eq(payouts.status, 'scheduled'), lte(payouts.payAt, now)))
      .limit(100)
      .for('update', { of: payouts, skipLocked: true });
    for (const { payout, settings } of due) {
      const account = settings ? accountOf(settings) : null;
      const result = account
        ? await rail.send({ id: payout.id, amount: payout.amount, account })
        : ({ ok: false, reason: 'No payout method: add one and ask again.' } as const);
      if (result.ok) {
        await tx
          .update(payouts)
          .set({ status: 'paid', paidAt: now, reference: result.reference, updatedAt: now })
          .where(eq(payouts.id, payout.id));
      } else {
        await tx.update(payouts).set({ status: 'failed', failureReason: result.reason, updatedAt: now }).where(eq(payouts.id, payout.id));
        await releaseLines(tx, payout.id);
      }
    }
    return due.length;
  });

export const sendPayoutsJob: Job = { name: 'send payouts', everyMs: 5 * 60_000, run: (db, now) => sendPayouts(db, now) };
