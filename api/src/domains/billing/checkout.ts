/**
 * Paying for a plan, step one: a single-use checkout token bound to the quote, then the unpaid invoice (numbered
 * SUB-<year>-<seq>) and a bKash payment for it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../platform/errors.ts';
import type { BkashGateway } from '../../platform/bkash/client.ts';
import { BkashError } from '../../platform/bkash/client.ts';
import { type CheckoutChoice, type CheckoutInit, type CheckoutInitAnswer, type CheckoutToken } from '../../../../contract/billing.ts';
import { checkoutTokens, subscriptionInvoices } from './tables.ts';
import { asTier, quote } from './plans.ts';

/** A checkout token lives 30 minutes. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/** POST /admin/subscription/token: the quote and an opaque token bound to shop, plan, tier and amount. */
export async function createCheckoutToken(shop: ShopScope, sellerId: string, choice: CheckoutChoice): Promise<CheckoutToken> {
  const q = await quote(shop, choice);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
  await shop.insert(checkoutTokens).values({
    tokenHash: hashToken(token),
    sellerId,
    planId: q.plan.id,
    tier: q.tier,
    price: q.price,
    credit: q.credit,
    amount: q.amount,
    expiresAt,
  });
  return { ...q, token, expiresAt: expiresAt.toISOString() };
}

/** The next invoice sequence number and its printed form, SUB-2026-000123 (one sequence for every shop). */
export async function nextInvoiceNumber(db: Db, year = new Date().getUTCFullYear()): Promise<{ seq: number; number: string }> {
  const { rows } = (await db.execute(sql`select nextval(pg_get_serial_sequence('subscription_invoices', 'seq')) as seq`)) as {
    rows: { seq: string | number }[];
  };
  const seq = Number(rows[0]!.seq);
  return { seq, number: `SUB-${year}-${String(seq).padStart(6, '0')}` };
}

export const paymentsUnavailable = () =>
  new HttpError(503, 'Paying with bKash is not available right now. Please try again later.', 'PAYMENTS_UNAVAILABLE');
const changed = (what: string) =>
  conflict(`${what} changed since the price was shown. Review the new price and pay again.`, 'CHECKOUT_CHANGED');

/** POST /admin/subscription/init: the unpaid invoice and a bKash payment for it. */
export async function initCheckout(
  shop: ShopScope,
  gateway: BkashGateway | null,
  ctx: { sellerId: string; callbackURL: string },
  input: CheckoutInit,
): Promise<CheckoutInitAnswer> {
  // Looked up by its secret among every shop's tokens, so that another shop's token is refused with the reason
  // (CHECKOUT_OTHER_SHOP) rather than as unknown; nothing is read from it before the shop is compared.
  const [token] = await shop.unscoped
    .select()
    .from(checkoutTokens)
    .where(eq(checkoutTokens.tokenHash, hashToken(input.token)))
    .limit(1);
  if (!token) throw badRequest('This checkout is not valid. Choose the plan again.', 'CHECKOUT_TOKEN_INVALID');
  if (token.shopId !== shop.shopId) throw forbidden('This checkout was made for another shop.', 'CHECKOUT_OTHER_SHOP');
  if (token.usedAt) throw conflict('This checkout was already used. Choose the plan again to pay.', 'CHECKOUT_TOKEN_USED');
  if (token.expiresAt.getTime() < Date.now())
    throw badRequest('This checkout expired after 30 minutes. Choose the plan again.', 'CHECKOUT_TOKEN_EXPIRED');
  if ((input.planId && input.planId !== token.planId) || (input.tier && input.tier !== token.tier)) throw changed('The plan or period');
  const fresh = await quote(shop, { planId: token.planId, tier: asTier(token.tier) });
  if (fresh.price !== token.price || fresh.amount !== token.amount) throw changed('The amount due');
  if (!gateway) throw paymentsUnavailable();

  const [claimed] = await shop
    .update(checkoutTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(checkoutTokens.id, token.id), sql`${checkoutTokens.usedAt} is null`))
    .returning({ id: checkoutTokens.id });
  if (!claimed) throw conflict('This checkout was already used. Choose the plan again to pay.', 'CHECKOUT_TOKEN_USED');

  const { seq, number } = await nextInvoiceNumber(shop.unscoped);
  const [invoice] = await shop
    .insert(subscriptionInvoices)
    .values({
      seq,
      number,
      sellerId: ctx.sellerId,
      planId: fresh.plan.id,
      planName: fresh.plan.name,
      tier: fresh.tier,
      kind: fresh.kind,
      price: fresh.price,
      credit: fresh.credit,
      creditDays: fresh.creditDays,
      creditPlan: fresh.creditPlan,
      amount: fresh.amount,
      periodStart: new Date(fresh.periodStart),
      periodEnd: new Date(fresh.periodEnd),
    })
    .returning();

  try {
    const payment = await gateway.createPayment({
      amount: fresh.amount,
      merchantInvoiceNumber: number,
      payerReference: shop.shopId.slice(0, 32),
      callbackURL: ctx.callbackURL,
    });
    await shop
      .update(subscriptionInvoices)
      .set({ paymentId: payment.paymentID, paymentState: 'initiated', bkashUrl: payment.bkashURL })
      .where(eq(subscriptionInvoices.id, invoice!.id));
    return {
      invoiceId: invoice!.id,
      invoiceNumber: number,
      paymentID: payment.paymentID,
      bkashURL: payment.bkashURL,
      amount: fresh.amount,
    };
  } catch (error) {
    const reason = error instanceof BkashError ? error.message : 'bKash did not answer';
    await shop
      .update(subscriptionInvoices)
      .set({ paymentState: 'failed', paymentReason: `bKash could not start the payment: ${reason}` })
      .where(eq(subscriptionInvoices.id, invoice!.id));
    throw new HttpError(502, `bKash could not start the payment (${reason}). Please try again.`, 'BKASH_ERROR');
  }
}
