/**
 * Issue 22 item 4: a shop's adjustment never raises what Haat pays out. What Haat pays out is at most what it
 * collected for the shop, less fees, refunds and earlier payouts — checked over the API and over random histories.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { ledgerLines, orderEvents, payouts, payoutSettings, sellers, shops } from '../../db/schema/index.ts';
import { ledgerEntryFor, MIN_PAYOUT_FLOOR, type LedgerLine, type PayoutDetail } from '../../../../contract/earnings.ts';
import type { PaymentMethod } from '../../db/schema/index.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { earningsTestApp, endHold } from './earnings-test-app.ts';
import { addAdjustment, balances } from './ledger.ts';
import { syncLedger } from './ledger-sync.ts';
import { sendPayouts } from './payout-jobs.ts';
import { cancelPayout, requestPayout, type Actor } from './payouts.ts';
import type { PayoutRail } from './payout-rail.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let makeOrder: Awaited<ReturnType<typeof earningsTestApp>>['makeOrder'];
let actor: Actor;

beforeAll(async () => {
  ({ t, owner, dhaka, makeOrder } = await earningsTestApp());
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.email, 'owner@haat.test'));
  actor = { seller: { id: seller!.id, name: seller!.name }, isAdmin: true };
});
afterAll(() => t.close());

/** A rail that pays every account and remembers what it sent, per payout. */
const recordingRail = (sent: Map<string, number>): PayoutRail => ({
  send: async ({ id, amount }) => {
    sent.set(id, amount);
    return { ok: true, reference: `REC${sent.size}` };
  },
});

describe('POST /admin/earnings/adjustments', () => {
  it('three adjustments of ৳1,000,000 are notes: the balance and the payout stay what the shop made', async () => {
    await t.send('PUT', '/admin/earnings/payout-settings', owner, {
      method: 'bkash',
      walletNumber: '01711000001',
      schedule: 'manual',
      minimum: MIN_PAYOUT_FLOOR,
    });
    await endHold(t.db, dhaka); // a new payout method holds payouts 48 hours (fresh-factor.test.ts)
    const before = await balances(shopScope(t.db, dhaka));
    for (let i = 0; i < 3; i++) {
      const res = await t.post('/admin/earnings/adjustments', { amount: 100_000_000, reason: 'Bonus to myself' }, owner);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ kind: 'adjustment', gross: 100_000_000, net: 0, state: 'note' });
    }
    expect(await balances(shopScope(t.db, dhaka))).toEqual(before);

    // Taking money off still lowers it (a courier's damage charge).
    const off = await t.post('/admin/earnings/adjustments', { amount: -5_000, reason: 'Courier damage charge' }, owner);
    expect(await off.json()).toMatchObject({ net: -5_000, state: 'available' });
    expect((await balances(shopScope(t.db, dhaka))).available).toBe(before.available - 5_000);

    const res = await t.post('/admin/earnings/payouts', {}, owner);
    expect(res.status).toBe(201);
    const payout = (await res.json()) as PayoutDetail;
    expect(payout.amount).toBe(before.available - 5_000);
    expect(payout.lines.filter((l) => l.kind === 'adjustment').map((l) => l.net)).toEqual([-5_000]);
    const lines = (await (await t.get('/admin/earnings/lines?kind=adjustment&limit=10', owner)).json()) as { response: LedgerLine[] };
    expect(lines.response.filter((l) => l.gross === 100_000_000).every((l) => l.state === 'note')).toBe(true);
    await t.post(`/admin/earnings/payouts/${payout.id}/cancel`, {}, owner);
  });

  it('a payout that claimed a positive adjustment before this rule sends only what the shop made', async () => {
    const shop = shopScope(t.db, dhaka);
    const made = await requestPayout(shop, actor);
    const [old] = await shop
      .insert(ledgerLines)
      .values({
        kind: 'adjustment',
        description: 'Adjustment: made before the rule',
        gross: 300_000_000,
        net: 300_000_000,
        occurredAt: new Date(),
        availableAt: new Date(),
        payoutId: made.id,
      })
      .returning();
    await shop
      .update(payouts)
      .set({ amount: made.amount + 300_000_000 })
      .where(eq(payouts.id, made.id));
    const sent = new Map<string, number>();
    await sendPayouts(t.db, new Date(new Date(made.payAt).getTime() + 1000), recordingRail(sent));
    expect(sent.get(made.id)).toBe(made.amount);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, made.id));
    expect(row).toMatchObject({ status: 'paid', amount: made.amount });
    const [line] = await t.db.select().from(ledgerLines).where(eq(ledgerLines.id, old!.id));
    expect(line!.payoutId).toBeNull();
  });
});

type Step =
  | { op: 'sale'; method: PaymentMethod; total: number; shipping: number; ageDays: number }
  | { op: 'refund'; pick: number; percent: number }
  | { op: 'adjust'; amount: number }
  | { op: 'payout' }
  | { op: 'cancel' }
  | { op: 'send' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('sale' as const),
    method: fc.constantFrom<PaymentMethod>('cod', 'bkash', 'card'),
    total: fc.integer({ min: 1_000, max: 5_000_000 }),
    shipping: fc.integer({ min: 0, max: 15_000 }),
    ageDays: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    op: fc.constant('adjust' as const),
    amount: fc.integer({ min: -100_000_000, max: 100_000_000 }).filter((n) => n !== 0),
  }),
  fc.constant({ op: 'payout' as const }),
  fc.constant({ op: 'cancel' as const }),
  fc.constant({ op: 'send' as const }),
);

let shopCount = 0;

describe('the payable balance over random histories', () => {
  it('sum(payouts) ≤ collected − fees − refunds whenever a payout is made or sent, whatever the adjustments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const [created] = await t.db
          .insert(shops)
          .values({ name: 'Property shop', handle: `property-${++shopCount}-${Date.now()}` })
          .returning();
        const shopId = created!.id;
        const shop = shopScope(t.db, shopId);
        await shop
          .insert(payoutSettings)
          .values({ method: 'bkash', walletNumber: '01711000001', schedule: 'manual', minimum: MIN_PAYOUT_FLOOR });
        // The model knows only the orders' money: what was collected, less fees and refunds (the contract's rates).
        let owed = 0;
        const sales: { orderId: string; total: number; refunded: number }[] = [];
        const sent = new Map<string, number>();
        let sentSoFar = 0;
        const paidOut = async () => {
          const [row] = await t.db
            .select({ sum: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
            .from(payouts)
            .where(and(eq(payouts.shopId, shopId), inArray(payouts.status, ['scheduled', 'paid'])));
          return Number(row!.sum);
        };
        for (const s of steps) {
          if (s.op === 'sale') {
            const paidAt = new Date(Date.now() - s.ageDays * 86_400_000);
            const orderId = await makeOrder({
              shopId,
              status: 'delivered',
              method: s.method,
              total: s.total,
              shipping: s.shipping,
              paidAt,
            });
            if (s.method === 'cod')
              await t.db
                .insert(orderEvents)
                .values({ orderId, type: 'payment', message: 'Cash collected', amount: s.total, createdAt: paidAt });
            owed += ledgerEntryFor({ type: 'payment', amount: s.total }, { paymentMethod: s.method, shipping: s.shipping })!.net;
            sales.push({ orderId, total: s.total, refunded: 0 });
            await syncLedger(t.db, { orderId });
          } else if (s.op === 'refund' && sales.length) {
            const sale = sales[s.pick % sales.length]!;
            const amount = Math.floor(((sale.total - sale.refunded) * s.percent) / 100);
            if (amount <= 0) continue;
            sale.refunded += amount;
            await t.db.insert(orderEvents).values({ orderId: sale.orderId, type: 'refund', message: 'Refunded', amount });
            owed -= amount;
            await syncLedger(t.db, { orderId: sale.orderId });
          } else if (s.op === 'adjust') {
            await addAdjustment(shop, actor.seller.id, { amount: s.amount, reason: 'Random correction' });
          } else if (s.op === 'payout') {
            const made = await requestPayout(shop, actor).catch((error: { status?: number }) => {
              if (error.status !== 409) throw error;
              return null;
            });
            if (made) expect(await paidOut()).toBeLessThanOrEqual(owed);
          } else if (s.op === 'cancel') {
            const [open] = await shop.select().from(payouts).where(eq(payouts.status, 'scheduled'));
            if (open) await cancelPayout(shop, actor, open.id);
          } else {
            await sendPayouts(t.db, new Date(Date.now() + 2 * 86_400_000), recordingRail(sent));
            const ours = await shop.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'paid'));
            const total = ours.reduce((sum, p) => sum + (sent.get(p.id) ?? 0), 0);
            // Checked when this run sent money: a run that sent nothing pays out nothing, even when refunds have
            // left the shop owing Haat (owed below 0).
            if (total > sentSoFar) expect(total).toBeLessThanOrEqual(owed);
            sentSoFar = total;
          }
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
