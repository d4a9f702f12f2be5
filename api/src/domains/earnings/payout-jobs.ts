/**
 * The earnings jobs: the ledger catch-up, making each shop's payout on its date and sending the payouts that are due.
 * Each claims its rows across every shop by design (one statement with FOR UPDATE SKIP LOCKED, so several API workers
 * never handle a row twice), on the plain database; the work for one shop then goes through that shop's accessor.
 */
import { notify } from '../notifications/notifications.ts';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { payouts, payoutSettings } from '../../db/schema/index.ts';
import { nextPayoutDate, PAYOUT_FAILURE_TEXTS } from '../../../../contract/earnings.ts';
import { syncLedger, syncShopLedger } from './ledger-sync.ts';
import { makePayout, payableAmount, releaseLines } from './payouts.ts';
import { accountOf, adminsWithoutTwoStep } from './payout-settings.ts';
import { sandboxRail, type PayoutRail } from './payout-rail.ts';

/** The accessor of one shop over an open transaction. */
const shopIn = (tx: unknown, shopId: string) => new ShopScope(tx as Db, shopId);

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
        const shop = shopIn(tx, settings.shopId);
        await syncShopLedger(shop);
        const { payout } = await makePayout(shop, settings, now);
        if (payout) made++;
        await shop.update(payoutSettings).set({ nextRunAt: nextPayoutDate(settings.schedule, now) });
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
      // A shop whose payout method changed in the last 48 hours keeps its payouts scheduled until the hold ends.
      .where(
        and(
          eq(payouts.status, 'scheduled'),
          lte(payouts.payAt, now),
          or(isNull(payoutSettings.holdUntil), lte(payoutSettings.holdUntil, now)),
          // Issue 22 item 10: never sent while an admin of the shop signs in without two-step.
          sql`not exists (${adminsWithoutTwoStep(sql`${payouts.shopId}`)})`,
        ),
      )
      .limit(100)
      .for('update', { of: payouts, skipLocked: true });
    for (const { payout, settings } of due) {
      const shop = shopIn(tx, payout.shopId);
      const account = settings ? accountOf(settings) : null;
      const amount = await payableAmount(shop, payout.id, now);
      const result = !account
        ? ({ ok: false, code: 'no_method', reason: PAYOUT_FAILURE_TEXTS.no_method } as const)
        : amount <= 0
          ? ({ ok: false, code: 'nothing_to_send', reason: PAYOUT_FAILURE_TEXTS.nothing_to_send } as const)
          : await rail.send({ id: payout.id, amount, account });
      if (result.ok) {
        await shop
          .update(payouts)
          .set({ status: 'paid', paidAt: now, reference: result.reference, updatedAt: now })
          .where(eq(payouts.id, payout.id));
        await notify(shop, 'payout_sent', { payoutId: payout.id, amount });
      } else {
        await shop
          .update(payouts)
          .set({ status: 'failed', failureReason: result.reason, failureCode: result.code, updatedAt: now })
          .where(eq(payouts.id, payout.id));
        await releaseLines(shop, payout.id);
        await notify(shop, 'payout_failed', { payoutId: payout.id, amount: Math.max(amount, 0) });
      }
    }
    return due.length;
  });

export const sendPayoutsJob: Job = { name: 'send payouts', everyMs: 5 * 60_000, run: (db, now) => sendPayouts(db, now) };
