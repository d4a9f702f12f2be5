/**
 * Paying for a plan, step two: what bKash sends back. A Completed transaction for the invoice's amount marks it
 * paid and extends the subscription; the payment's state is what the dashboard polls.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { notFound } from '../../platform/errors.ts';
import type { BkashGateway, BkashTransaction } from '../../platform/bkash/client.ts';
import { BkashError } from '../../platform/bkash/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { displayOf } from '../../platform/i18n/messages.ts';
import { receiptMail } from './mails.ts';
import { recordActivity } from '../team/activity.ts';
import { maskWallet, TIER_DAYS, type PaymentSession, type PaymentState } from '../../../../contract/billing.ts';
import { subscriptionInvoices, subscriptions } from './tables.ts';
import { asTier, currentSubscription, DAY, isTrial } from './plans.ts';
import { CHECKOUT_TTL_MS, paymentsUnavailable } from './checkout.ts';

type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

/** Why an abandoned payment shows as expired (the Store API's English; the dashboard words the state itself). */
export const EXPIRED_REASON = 'The payment was not finished on bKash within 30 minutes, so it expired. Nothing was charged.';

/**
 * The state a payment shows. One still waiting for bKash after the checkout's 30 minutes is 'expired': bKash's
 * payment page is gone by then, so "Waiting for bKash" would wait forever (issue 25 item 9). It is worked out when
 * read, not written, so a late callback for a payment the payer did finish still marks the invoice paid.
 */
export function publicState(state: string | null, createdAt?: Date, now = Date.now()): PaymentState {
  if (state === 'completed' || state === 'failed' || state === 'cancelled') return state;
  if (createdAt && now - createdAt.getTime() > CHECKOUT_TTL_MS) return 'expired';
  return 'initiated';
}

function toSession(invoice: InvoiceRow): PaymentSession {
  const state = publicState(invoice.paymentState, invoice.createdAt);
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    paymentID: invoice.paymentId ?? '',
    state,
    reason: state === 'expired' ? EXPIRED_REASON : invoice.paymentReason,
    planId: invoice.planId,
    plan: invoice.planName,
    tier: asTier(invoice.tier),
    amount: invoice.amount,
    trxID: invoice.trxId,
    bkashURL: state === 'initiated' ? invoice.bkashUrl : null,
    endDate: state === 'completed' ? invoice.periodEnd.toISOString() : null,
  };
}

/** POST /admin/subscription/bkash-session: one payment of the shop, or its latest. */
export async function paymentSession(shop: ShopScope, paymentID?: string): Promise<PaymentSession | null> {
  const [invoice] = await shop
    .select()
    .from(subscriptionInvoices)
    .where(paymentID ? eq(subscriptionInvoices.paymentId, paymentID) : sql`${subscriptionInvoices.paymentId} is not null`)
    .orderBy(desc(subscriptionInvoices.seq))
    .limit(1);
  return invoice ? toSession(invoice) : null;
}

/** Marks the invoice paid and extends the subscription: a renewal from the later of now and its end, another plan from now. */
/** Who reported a payment or asked for a refund: named in the activity log and sent the receipt. */
/** Who pays or refunds; their saved language and digits write the receipt (issue 23 item 2). */
export type BillingActor = { id: string; name: string; email: string; language?: string; digits?: string | null; grouping?: string | null };

async function markPaid(shop: ShopScope, invoice: InvoiceRow, tx: BkashTransaction, actor: BillingActor | null, dashboardUrl: string) {
  const now = new Date();
  const days = TIER_DAYS[asTier(invoice.tier)];
  await shop.transaction(async (t) => {
    const current = await currentSubscription(t);
    let start = now;
    if (current && current.plan.id === invoice.planId) {
      if (current.subscription.endDate > now) start = current.subscription.endDate;
      const end = new Date(start.getTime() + days * DAY);
      await t
        .update(subscriptions)
        .set({ endDate: end, nextRenewalDate: end, tier: invoice.tier, status: 'active' })
        .where(eq(subscriptions.id, current.subscription.id));
    } else {
      // Bought during the free trial: the paid period starts when the trial ends (the quote said so).
      if (current && isTrial(current.subscription) && current.subscription.endDate > now) start = current.subscription.endDate;
      const end = new Date(start.getTime() + days * DAY);
      await t.update(subscriptions).set({ status: 'canceled', nextRenewalDate: null }).where(ne(subscriptions.status, 'canceled'));
      await t.insert(subscriptions).values({
        planId: invoice.planId,
        tier: invoice.tier,
        status: 'active',
        startDate: start,
        endDate: end,
        nextRenewalDate: end,
      });
    }
    await t
      .update(subscriptionInvoices)
      .set({
        status: 'paid',
        paymentState: 'completed',
        paymentReason: null,
        paidAt: now,
        trxId: tx.trxID,
        wallet: maskWallet(tx.customerMsisdn),
        paymentTime: tx.time ? new Date(tx.time) : now,
        periodStart: start,
        periodEnd: new Date(start.getTime() + days * DAY),
      })
      .where(eq(subscriptionInvoices.id, invoice.id));
    const params = { amount: invoice.amount, plan: invoice.planName, tier: asTier(invoice.tier), invoice: invoice.number };
    await recordActivity(t, {
      actor: actor && { id: actor.id, name: actor.name },
      note: { action: 'billing.paid', params },
    });
    if (actor) {
      const paid = {
        number: invoice.number,
        amount: invoice.amount,
        trxId: tx.trxID ?? null,
        planName: invoice.planName,
        tier: asTier(invoice.tier),
        until: new Date(start.getTime() + days * DAY),
        url: `${dashboardUrl}/upgrade/invoices/${invoice.id}`,
      };
      await enqueueMail(t.unscoped, receiptMail(actor.email, paid, displayOf(actor)));
    }
  });
}

const setState = (shop: ShopScope, invoiceId: string, state: string, reason: string | null) =>
  shop.update(subscriptionInvoices).set({ paymentState: state, paymentReason: reason }).where(eq(subscriptionInvoices.id, invoiceId));

/**
 * POST /admin/bkash/callback: what bKash sent the browser back with. Only a Completed transaction for the invoice's
 * amount marks it paid; a paymentID is processed once (a replay answers the state it reached).
 */
export async function handleCallback(
  shop: ShopScope,
  gateway: BkashGateway | null,
  input: { paymentID: string; status: 'success' | 'failure' | 'cancel' },
  options: { executeTimeoutMs?: number; actor?: BillingActor; dashboardUrl?: string } = {},
): Promise<PaymentSession> {
  const [invoice] = await shop.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.paymentId, input.paymentID)).limit(1);
  if (!invoice) throw notFound('There is no such payment for this shop.', 'PAYMENT_NOT_FOUND');
  if (invoice.paymentState !== 'initiated') return toSession(invoice);
  if (!gateway) throw paymentsUnavailable();
  // Claim the payment, so two callbacks at once cannot both execute it.
  const [claimed] = await shop
    .update(subscriptionInvoices)
    .set({ paymentState: 'processing' })
    .where(and(eq(subscriptionInvoices.id, invoice.id), eq(subscriptionInvoices.paymentState, 'initiated')))
    .returning();
  if (!claimed) return (await paymentSession(shop, input.paymentID))!;

  if (input.status !== 'success') {
    const cancelled = input.status === 'cancel';
    await setState(
      shop,
      invoice.id,
      cancelled ? 'cancelled' : 'failed',
      cancelled
        ? 'You cancelled the payment on bKash. Nothing was charged.'
        : 'The payment did not go through on bKash. Nothing was charged.',
    );
    return (await paymentSession(shop, input.paymentID))!;
  }

  let tx: BkashTransaction | null;
  let executeError: string | null = null;
  try {
    tx = await gateway.executePayment(input.paymentID, { timeoutMs: options.executeTimeoutMs ?? 30_000 });
  } catch (error) {
    // The official plugin queries when execute fails or times out instead of assuming a failure.
    executeError = error instanceof BkashError ? error.message : null;
    tx = await gateway.queryPayment(input.paymentID).catch(() => null);
  }
  if (!tx || tx.transactionStatus === 'Initiated') {
    // Nothing certain yet: leave it initiated, so the next callback or check tries again.
    await setState(shop, invoice.id, 'initiated', executeError ?? 'bKash has not confirmed the payment yet.');
  } else if (tx.transactionStatus === 'Completed' && tx.amount === invoice.amount) {
    await markPaid(shop, invoice, tx, options.actor ?? null, options.dashboardUrl ?? '');
  } else if (tx.transactionStatus === 'Completed') {
    await setState(
      shop,
      invoice.id,
      'failed',
      'bKash reports a different amount than the invoice; the plan was not changed. Please contact support.',
    );
  } else {
    const reason = executeError ?? `bKash says the payment is ${tx.transactionStatus.toLowerCase()}.`;
    await setState(shop, invoice.id, 'failed', `${reason} Nothing was charged.`);
  }
  return (await paymentSession(shop, input.paymentID))!;
}
