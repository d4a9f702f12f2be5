/** The earnings tests' setup: the owner signed in, the demo shop ids, orders with their payment event, and the reconciliation sums. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  authenticators,
  ledgerLines,
  orderEvents,
  orders,
  payoutSettings,
  shopMembers,
  shops,
  type OrderStatus,
  type PaymentMethod,
} from '../../db/schema/index.ts';
import { ledgerEntryFor } from '../../../../contract/earnings.ts';
import type { Db } from '../../platform/db/client.ts';

const address = { name: 'Test Buyer', phone: '01711111111', line1: 'House 1', district: 'Dhaka', country: 'Bangladesh' };

export async function earningsTestApp() {
  const t: TestApp = await createTestApp();
  const owner = await t.login('owner@haat.test');
  // Payouts are sent only for shops whose admins all sign in with two-step (issue 22 item 10);
  // two-step-payouts.test.ts takes it away again to test that rule.
  await giveAdminsTwoStep(t.db);
  const rows = await t.db.select({ id: shops.id, handle: shops.handle }).from(shops);
  const shop = (handle: string) => rows.find((r) => r.handle === handle)!.id;
  let nextNumber = 800_000;

  /**
   * An order as the shop's checkout leaves it: online ones paid (with their payment event, `paidAt`), cash on
   * delivery ones waiting for the cash.
   */
  async function makeOrder(o: {
    shopId: string;
    status: OrderStatus;
    method: PaymentMethod;
    total: number;
    shipping?: number;
    paidAt?: Date;
  }) {
    const online = o.method !== 'cod';
    const [row] = await t.db
      .insert(orders)
      .values({
        shopId: o.shopId,
        number: nextNumber++,
        customerName: 'Test Buyer',
        customerPhone: '01711111111',
        status: o.status,
        paymentMethod: o.method,
        paymentStatus: online ? 'paid' : 'cod_pending',
        subtotal: o.total - (o.shipping ?? 0),
        shipping: o.shipping ?? 0,
        total: o.total,
        paidAmount: online ? o.total : 0,
        shippingAddress: address,
        billingAddress: address,
      })
      .returning({ id: orders.id });
    if (online)
      await t.db
        .insert(orderEvents)
        .values({ orderId: row!.id, type: 'payment', message: 'Paid with bKash', amount: o.total, createdAt: o.paidAt ?? new Date() });
    return row!.id;
  }

  return { t, owner, dhaka: shop('dhaka-crafts'), sylhet: shop('sylhet-tea-house'), khulna: shop('khulna-fabrics'), makeOrder };
}

/**
 * The reconciliation of a shop: what its orders say (paid − refunded − the fee of each paid order, from the
 * documented rates) next to what the ledger's order lines add up to, and how many lines each money event has.
 */
export async function reconcile(db: Db, shopId: string) {
  const rows = await db
    .select({ paid: orders.paidAmount, refunded: orders.refundedAmount, method: orders.paymentMethod, shipping: orders.shipping })
    .from(orders)
    .where(eq(orders.shopId, shopId));
  let expected = 0;
  for (const o of rows) {
    const fee = ledgerEntryFor({ type: 'payment', amount: o.paid }, { paymentMethod: o.method, shipping: o.shipping })?.fee ?? 0;
    expected += o.paid - o.refunded - fee;
  }
  const [ledger] = await db
    .select({ net: sql<string>`coalesce(sum(${ledgerLines.net}), 0)` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.shopId, shopId), inArray(ledgerLines.kind, ['online_payment', 'cod_collected', 'refund'])));
  const [events] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.shopId, shopId), inArray(orderEvents.type, ['payment', 'refund']), sql`${orderEvents.amount} > 0`));
  const [lines] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.shopId, shopId), inArray(ledgerLines.kind, ['online_payment', 'cod_collected', 'refund'])));
  return { expected, ledger: Number(ledger?.net ?? 0), events: events?.n ?? 0, lines: lines?.n ?? 0 };
}

/**
 * Ends the 48-hour hold a changed payout method puts on a shop's payouts (fresh-factor.test.ts tests the hold), as if
 * the two days had passed, for tests about making and sending payouts.
 */
export const endHold = (db: Db, shopId: string) =>
  db
    .update(payoutSettings)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(payoutSettings.shopId, shopId));

/** Gives every shop admin of the demo a confirmed authenticator (its secret is of no use to these tests). */
export async function giveAdminsTwoStep(db: Db) {
  const admins = await db.selectDistinct({ id: shopMembers.sellerId }).from(shopMembers).where(eq(shopMembers.isShopAdmin, true));
  for (const admin of admins) {
    await db
      .insert(authenticators)
      .values({ sellerId: admin.id, secret: generateSecret(), confirmedAt: new Date() })
      .onConflictDoUpdate({ target: authenticators.sellerId, set: { confirmedAt: new Date() } });
  }
}
