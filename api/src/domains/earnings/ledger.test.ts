import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { ledgerLines, orders, shopMembers, sellers } from '../../db/schema/index.ts';
import { basisPoints, COD_CHARGE_BPS, GATEWAY_FEE_BPS, ONLINE_CLEARING_DAYS } from '../../../../contract/earnings.ts';
import { refundable } from '../../../../contract/order-state-machine.ts';
import { earningsTestApp, reconcile } from './earnings-test-app.ts';
import { balances, syncLedger } from './ledger.ts';
import { syncLedgerJob } from './payout-jobs.ts';
import { changeStatus, collectCash, recordPayment, refund } from '../orders/order-changes.ts';
import { shopScope } from '../../platform/shop-scope.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let sylhet: string;
let khulna: string;
let makeOrder: Awaited<ReturnType<typeof earningsTestApp>>['makeOrder'];

beforeAll(async () => {
  ({ t, owner, dhaka, sylhet, khulna, makeOrder } = await earningsTestApp());
});
afterAll(() => t.close());

const linesOf = (orderId: string) => t.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId));

describe('the ledger of the demo shops (backfilled by the seed)', () => {
  it.each(['dhaka-crafts', 'sylhet-tea-house', 'khulna-fabrics'])(
    '%s: ledger totals equal payments less refunds and fees, to the poisha',
    async (handle) => {
      const shopId = { 'dhaka-crafts': dhaka, 'sylhet-tea-house': sylhet, 'khulna-fabrics': khulna }[handle]!;
      const r = await reconcile(t.db, shopId);
      expect(r.ledger).toBe(r.expected);
      expect(r.lines).toBe(r.events);
      expect(r.lines).toBeGreaterThan(0);
    },
  );

  it('writes nothing more when synced again (each order event is one line)', async () => {
    expect(await syncLedger(t.db)).toBe(0);
    expect(await syncLedgerJob.run(t.db, new Date())).toBe(0);
  });
});

describe('order changes write their ledger line in the same transaction', () => {
  it('cash collected: the total less the delivery charge and the 1 % COD charge', async () => {
    const id = await makeOrder({ shopId: dhaka, status: 'delivered', method: 'cod', total: 123_456, shipping: 6_000 });
    const res = await t.post(`/admin/orders/${id}/cash-collected`, {}, owner);
    expect(res.status).toBe(200);
    const [line] = await linesOf(id);
    const fee = 6_000 + basisPoints(123_456, COD_CHARGE_BPS);
    expect(line).toMatchObject({ kind: 'cod_collected', gross: 123_456, fee, net: 123_456 - fee });
    expect(fee).toBe(7_235);
    const r = await reconcile(t.db, dhaka);
    expect(r.ledger).toBe(r.expected);
  });

  it('online payment: the bKash gateway fee of 1.85 %, pending for the clearing days, then available', async () => {
    const paidAt = new Date('2026-03-01T10:00:00Z');
    const id = await makeOrder({ shopId: khulna, status: 'confirmed', method: 'bkash', total: 200_000, paidAt });
    await syncLedger(t.db, { orderId: id });
    const [line] = await linesOf(id);
    expect(line).toMatchObject({ kind: 'online_payment', gross: 200_000, fee: basisPoints(200_000, GATEWAY_FEE_BPS.bkash), net: 196_300 });
    expect(line!.availableAt.getTime() - paidAt.getTime()).toBe(ONLINE_CLEARING_DAYS * 86_400_000);
    const before = await balances(shopScope(t.db, khulna), new Date('2026-03-02T00:00:00Z'));
    const after = await balances(shopScope(t.db, khulna), new Date('2026-03-05T00:00:00Z'));
    expect(after.available - before.available).toBe(196_300);
    expect(before.pending - after.pending).toBe(196_300);
  });

  it.each(['nagad', 'rocket'] as const)("a %s payment recorded on a cash-on-delivery order takes that wallet's fee", async (wallet) => {
    const id = await makeOrder({ shopId: dhaka, status: 'confirmed', method: 'cod', total: 80_000, shipping: 6_000 });
    const res = await t.post(`/admin/orders/${id}/payments`, { method: wallet, transactionId: 'TX12AB34' }, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ paymentMethod: wallet, paymentStatus: 'paid', paidAmount: 80_000, transactionId: 'TX12AB34' });
    const [line] = await linesOf(id);
    const fee = basisPoints(80_000, GATEWAY_FEE_BPS[wallet]);
    expect(line).toMatchObject({ kind: 'online_payment', gross: 80_000, fee, net: 80_000 - fee });
    const r = await reconcile(t.db, dhaka);
    expect(r.ledger).toBe(r.expected);
  });

  it('refund: the whole amount out, the fee is not given back; a second refund is a second line', async () => {
    const id = await makeOrder({ shopId: dhaka, status: 'delivered', method: 'bkash', total: 50_000 });
    expect((await t.post(`/admin/orders/${id}/refund`, { amount: 10_000, reason: 'Damaged' }, owner)).status).toBe(200);
    expect((await t.post(`/admin/orders/${id}/refund`, { amount: 40_000 }, owner)).status).toBe(200);
    const lines = await linesOf(id);
    expect(lines.filter((l) => l.kind === 'refund').map((l) => l.net)).toEqual(expect.arrayContaining([-10_000, -40_000]));
    expect(lines.reduce((s, l) => s + l.net, 0)).toBe(-basisPoints(50_000, GATEWAY_FEE_BPS.bkash));
    const r = await reconcile(t.db, dhaka);
    expect(r.ledger).toBe(r.expected);
  });

  it('cancelled: no money moves, the reconciliation still holds', async () => {
    const id = await makeOrder({ shopId: dhaka, status: 'pending', method: 'bkash', total: 30_000 });
    await syncLedger(t.db, { orderId: id });
    expect((await t.post(`/admin/orders/${id}/status`, { status: 'cancelled' }, owner)).status).toBe(200);
    expect(await linesOf(id)).toHaveLength(1);
    const r = await reconcile(t.db, dhaka);
    expect(r.ledger).toBe(r.expected);
  });

  it('a failed order change writes no line (the transaction rolls back as a whole)', async () => {
    const id = await makeOrder({ shopId: dhaka, status: 'pending', method: 'cod', total: 10_000 });
    expect((await t.post(`/admin/orders/${id}/cash-collected`, {}, owner)).status).toBe(409);
    expect(await linesOf(id)).toHaveLength(0);
  });
});

describe('random order histories (property)', () => {
  it('after every change the ledger equals payments less refunds and fees, to the poisha', async () => {
    const [owner] = await t.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, 'owner@haat.test'));
    const [member] = await t.db.select().from(shopMembers).where(eq(shopMembers.sellerId, owner!.id));
    const actor = { shopId: sylhet, sellerId: member!.sellerId };
    const op = fc.oneof(
      fc.record({ kind: fc.constant('cash' as const) }),
      fc.record({ kind: fc.constant('refund' as const), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('cancel' as const) }),
      fc.record({ kind: fc.constant('deliver' as const) }),
      fc.record({ kind: fc.constant('wallet' as const), wallet: fc.constantFrom('bkash' as const, 'nagad' as const, 'rocket' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('cod' as const, 'bkash' as const, 'nagad' as const, 'rocket' as const, 'card' as const),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom('pending' as const, 'shipped' as const, 'delivered' as const),
        fc.array(op, { maxLength: 5 }),
        async (method, total, shipping, status, ops) => {
          const id = await makeOrder({ shopId: sylhet, status, method, total, shipping: Math.min(shipping, total) });
          await syncLedger(t.db, { orderId: id });
          for (const o of ops) {
            try {
              if (o.kind === 'cash') await collectCash(shopScope(t.db, sylhet), actor, id);
              if (o.kind === 'wallet') await recordPayment(shopScope(t.db, sylhet), actor, id, { method: o.wallet, transactionId: 'TX1' });
              if (o.kind === 'cancel') await changeStatus(shopScope(t.db, sylhet), actor, id, 'cancelled');
              if (o.kind === 'deliver') await changeStatus(shopScope(t.db, sylhet), actor, id, 'delivered');
              if (o.kind === 'refund') {
                const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
                const left = refundable(row!);
                await refund(shopScope(t.db, sylhet), actor, id, { amount: Math.max(1, Math.floor(left * o.share)) });
              }
            } catch {
              // A refused change (wrong state, nothing left to refund) changes nothing: the check below still holds.
            }
            const r = await reconcile(t.db, sylhet);
            if (r.ledger !== r.expected || r.lines !== r.events) return false;
            // Never more out than came in: the order's lines add up to at most what was paid less what was refunded.
            const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
            const net = (await linesOf(id)).reduce((sum, l) => sum + l.net, 0);
            if (net > row!.paidAmount - row!.refundedAmount) return false;
          }
          return true;
        },
      ),
      { numRuns: 25 },
    );
  });
});
