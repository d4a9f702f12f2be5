/**
 * Demo earnings: the ledger of every demo order (the backfill: the same catch-up the order changes and the
 * catch-up job use), payout methods for two shops, and weekly payouts of the past weeks (one failed, its lines
 * paid the week after) so the earnings page shows real figures. Adds only what is missing.
 */
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { ledgerLines, payoutLines, payouts, payoutSettings } from '../db/schema/index.ts';
import { syncShopLedger } from '../domains/earnings/ledger.ts';
import { shopScope } from '../platform/shop-scope.ts';
import { maskedAccount, maskedNumber, nextPayoutDate, DEFAULT_MIN_PAYOUT, PAYOUT_FAILURE_TEXTS } from '../../../contract/earnings.ts';
import type { DemoShopIds } from './accounts.ts';

const DAY = 86_400_000;
const WEEKS = 8;

const METHODS: Record<string, Partial<typeof payoutSettings.$inferInsert>> = {
  'dhaka-crafts': { method: 'bkash', walletNumber: '01770618575', schedule: 'weekly' },
  'sylhet-tea-house': {
    method: 'bank',
    accountName: 'Sylhet Tea House',
    accountNumber: '1234567890123',
    routingNumber: '015270581',
    schedule: 'weekly',
  },
};

export async function seedEarnings(db: Db, shopIds: DemoShopIds, now = new Date()): Promise<void> {
  for (const [handle, shopId] of shopIds) {
    await syncShopLedger(shopScope(db, shopId));
    const demo = METHODS[handle];
    if (!demo) continue;
    const inserted = await db
      .insert(payoutSettings)
      .values({ shopId, minimum: DEFAULT_MIN_PAYOUT, schedule: 'weekly', nextRunAt: nextPayoutDate('weekly', now), ...demo })
      .onConflictDoNothing()
      .returning();
    const [existing] = await db.select({ n: count() }).from(payouts).where(eq(payouts.shopId, shopId));
    if (!inserted[0] || (existing?.n ?? 0) > 0) continue;
    const account = demo.method === 'bank' ? demo.accountNumber! : demo.walletNumber!;
    const label = maskedAccount(demo.method!, account);
    // Sundays of the past weeks, oldest first: each pays out what had cleared by then.
    const lastSunday = nextPayoutDate('weekly', new Date(now.getTime() - 7 * DAY))!;
    for (let week = WEEKS; week >= 1; week--) {
      const payAt = new Date(lastSunday.getTime() - (week - 1) * 7 * DAY);
      const failed = handle === 'dhaka-crafts' && week === 3;
      await db.transaction(async (tx) => {
        const [payout] = await tx
          .insert(payouts)
          .values({
            shopId,
            amount: 0,
            methodLabel: label,
            method: demo.method!,
            maskedNumber: maskedNumber(demo.method!, account),
            payAt,
            status: failed ? 'failed' : 'paid',
            paidAt: failed ? null : payAt,
            failureReason: failed ? PAYOUT_FAILURE_TEXTS.limit_reached : null,
            failureCode: failed ? 'limit_reached' : null,
            reference: failed ? null : `DEMO${payAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
            createdAt: new Date(payAt.getTime() - DAY),
            updatedAt: payAt,
          })
          .returning();
        const claimed = await tx
          .update(ledgerLines)
          .set({ payoutId: payout!.id })
          .where(
            and(
              eq(ledgerLines.shopId, shopId),
              isNull(ledgerLines.payoutId),
              lte(ledgerLines.availableAt, new Date(payAt.getTime() - DAY)),
            ),
          )
          .returning({ id: ledgerLines.id, net: ledgerLines.net });
        if (claimed.length) await tx.insert(payoutLines).values(claimed.map((l) => ({ payoutId: payout!.id, lineId: l.id })));
        await tx
          .update(payouts)
          .set({ amount: claimed.reduce((sum, l) => sum + l.net, 0) })
          .where(eq(payouts.id, payout!.id));
        if (failed) await tx.update(ledgerLines).set({ payoutId: null }).where(eq(ledgerLines.payoutId, payout!.id));
      });
    }
  }
}
