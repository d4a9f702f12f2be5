/**
 * Billing rules: plans and their features, what a change costs today (credit for unused days), single-use checkout
 * tokens, invoices paid through bKash and the subscription they extend. Every query is scoped to the caller's shop.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { BkashGateway, BkashTransaction } from '../../platform/bkash/client.ts';
import { BkashError } from '../../platform/bkash/client.ts';
import { composeMail, enqueueMail } from '../../platform/mail/outbox.ts';
import { documentShop } from '../store-settings/store-settings.ts';
import { recordActivity } from '../team/activity.ts';
import { bdtText } from '../../../../contract/money.ts';
import {
  maskWallet,
  PLAN_FEATURES,
  REFUND_WINDOW_DAYS,
  TIER_DAYS,
  type BillingTier,
  type CheckoutChoice,
  type CheckoutInit,
  type CheckoutInitAnswer,
  type CheckoutToken,
  type InvoiceDetail,
  type InvoiceListAnswer,
  type InvoiceListQuery,
  type InvoiceStatus,
  type PaymentSession,
  type PaymentState,
  type Plan,
  type PlanFeature,
  type PlanFeaturesAnswer,
  type Quote,
} from '../../../../contract/billing.ts';
import { BILLING_TIER_LABELS } from '../../../../contract/billing.ts';
import { checkoutTokens, plans, subscriptionInvoices, subscriptions } from './tables.ts';

const DAY = 86_400_000;
/** A checkout token lives 30 minutes. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

type PlanRow = typeof plans.$inferSelect;
type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

const priceOf = (plan: PlanRow, tier: BillingTier) => (tier === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice);
const asTier = (tier: string): BillingTier => (tier === 'yearly' ? 'yearly' : 'monthly');
const features = (plan: Pick<PlanRow, 'features'>): PlanFeature[] => PLAN_FEATURES.filter((f) => plan.features.includes(f));

function toPlan(plan: PlanRow): Plan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    features: features(plan),
    limits: { staffAccounts: plan.staffLimit, products: plan.productLimit, storageMb: plan.storageMb },
    pricingTiers: (['monthly', 'yearly'] as const).map((tier) => ({
      tier,
      price: priceOf(plan, tier),
      days: TIER_DAYS[tier],
      saving: tier === 'yearly' ? Math.max(0, plan.monthlyPrice * 12 - plan.yearlyPrice) : 0,
    })),
    purchasable: plan.monthlyPrice > 0,
  };
}

/** The plans for sale and Free, cheapest first. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.sortOrder), asc(plans.monthlyPrice));
  return rows.map(toPlan);
}

/** The shop's latest subscription that was not canceled (ended or not), with its plan. */
export async function currentSubscription(db: Db, shopId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.shopId, shopId), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  return row;
}

/** GET /admin/subscription/active: unchanged shape (spec §3). */
export async function activeSubscription(db: Db, shopId: string) {
  const row = await currentSubscription(db, shopId);
  if (!row) return null;
  return {
    _id: row.subscription.id,
    endDate: row.subscription.endDate.toISOString(),
    nextRenewalDate: row.subscription.nextRenewalDate?.toISOString() ?? null,
    plan: { name: row.plan.name },
  };
}

/** What the shop's plan allows now: an ended plan (or none) allows what Free does. */
export async function planFeatures(db: Db, shopId: string, now = new Date()): Promise<PlanFeaturesAnswer> {
  const all = await db.select().from(plans).orderBy(asc(plans.sortOrder));
  const current = await currentSubscription(db, shopId);
  const live = current && current.subscription.endDate > now ? current.plan : undefined;
  const effective = live ?? all.find((p) => p.name === 'Free');
  const have = effective ? features(effective) : [];
  const upgrades: PlanFeaturesAnswer['upgrades'] = {};
  for (const feature of PLAN_FEATURES) {
    if (have.includes(feature)) continue;
    const plan = all.find((p) => p.isPublic && p.monthlyPrice > 0 && p.features.includes(feature));
    if (plan) upgrades[feature] = plan.name;
  }
  return {
    plan: live?.name ?? 'Free',
    features: have,
    limits: {
      staffAccounts: effective?.staffLimit ?? null,
      products: effective?.productLimit ?? null,
      storageMb: effective?.storageMb ?? null,
    },
    upgrades,
  };
}

/** What choosing `planId` for `tier` costs the shop today. */
export async function quote(db: Db, shopId: string, choice: CheckoutChoice, now = new Date()): Promise<Quote> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, choice.planId)).limit(1);
  if (!plan || !plan.isPublic) throw notFound('There is no such plan. Choose one of the listed plans.', 'PLAN_NOT_FOUND');
  const price = priceOf(plan, choice.tier);
  if (price <= 0) throw badRequest(`The ${plan.name} plan needs no payment.`, 'PLAN_NOT_PURCHASABLE');
  const current = await currentSubscription(db, shopId);
  const running = current && current.subscription.endDate > now;
  let kind: Quote['kind'] = current ? (current.plan.id === plan.id ? 'renewal' : 'change') : 'new';
  let start = now;
  let credit = 0;
  let creditDays = 0;
  if (running && kind === 'renewal') {
    start = current.subscription.endDate;
  } else if (running) {
    kind = 'change';
    creditDays = Math.floor((current.subscription.endDate.getTime() - now.getTime()) / DAY);
    const tier = asTier(current.subscription.tier);
    credit = Math.floor((priceOf(current.plan, tier) * creditDays) / TIER_DAYS[tier]);
  }
  const amount = price - credit;
  if (amount <= 0) {
    throw badRequest(
      `The unused days of your ${current!.plan.name} plan are worth more than ${plan.name} ${choice.tier}. Choose it when your plan ends.`,
      'CREDIT_EXCEEDS_PRICE',
    );
  }
  return {
    plan: { id: plan.id, name: plan.name },
    tier: choice.tier,
    price,
    credit,
    creditDays: credit > 0 ? creditDays : 0,
    creditPlan: credit > 0 ? current!.plan.name : null,
    amount,
    kind,
    periodStart: start.toISOString(),
    periodEnd: new Date(start.getTime() + TIER_DAYS[choice.tier] * DAY).toISOString(),
  };
}

/** POST /admin/subscription/token: the quote and an opaque token bound to shop, plan, tier and amount. */
export async function createCheckoutToken(db: Db, shopId: string, sellerId: string, choice: CheckoutChoice): Promise<CheckoutToken> {
  const q = await quote(db, shopId, choice);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
  await db.insert(checkoutTokens).values({
    tokenHash: hashToken(token),
    shopId,
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

/** The next invoice sequence number and its printed form, SUB-2026-000123. */
export async function nextInvoiceNumber(db: Db, year = new Date().getUTCFullYear()): Promise<{ seq: number; number: string }> {
  const { rows } = (await db.execute(sql`select nextval(pg_get_serial_sequence('subscription_invoices', 'seq')) as seq`)) as {
    rows: { seq: string | number }[];
  };
  const seq = Number(rows[0]!.seq);
  return { seq, number: `SUB-${year}-${String(seq).padStart(6, '0')}` };
}

const paymentsUnavailable = () =>
  new HttpError(503, 'Paying with bKash is not available right now. Please try again later.', 'PAYMENTS_UNAVAILABLE');
const changed = (what: string) =>
  conflict(`${what} changed since the price was shown. Review the new price and pay again.`, 'CHECKOUT_CHANGED');

/** POST /admin/subscription/init: the unpaid invoice and a bKash payment for it. */
export async function initCheckout(
  db: Db,
  gateway: BkashGateway | null,
  ctx: { shopId: string; sellerId: string; callbackURL: string },
  input: CheckoutInit,
): Promise<CheckoutInitAnswer> {
  const [token] = await db
    .select()
    .from(checkoutTokens)
    .where(eq(checkoutTokens.tokenHash, hashToken(input.token)))
    .limit(1);
  if (!token) throw badRequest('This checkout is not valid. Choose the plan again.', 'CHECKOUT_TOKEN_INVALID');
  if (token.shopId !== ctx.shopId) throw forbidden('This checkout was made for another shop.', 'CHECKOUT_OTHER_SHOP');
  if (token.usedAt) throw conflict('This checkout was already used. Choose the plan again to pay.', 'CHECKOUT_TOKEN_USED');
  if (token.expiresAt.getTime() < Date.now())
    throw badRequest('This checkout expired after 30 minutes. Choose the plan again.', 'CHECKOUT_TOKEN_EXPIRED');
  if ((input.planId && input.planId !== token.planId) || (input.tier && input.tier !== token.tier)) throw changed('The plan or period');
  const fresh = await quote(db, ctx.shopId, { planId: token.planId, tier: asTier(token.tier) });
  if (fresh.price !== token.price || fresh.amount !== token.amount) throw changed('The amount due');
  if (!gateway) throw paymentsUnavailable();

  const [claimed] = await db
    .update(checkoutTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(checkoutTokens.id, token.id), sql`${checkoutTokens.usedAt} is null`))
    .returning({ id: checkoutTokens.id });
  if (!claimed) throw conflict('This checkout was already used. Choose the plan again to pay.', 'CHECKOUT_TOKEN_USED');

  const { seq, number } = await nextInvoiceNumber(db);
  const [invoice] = await db
    .insert(subscriptionInvoices)
    .values({
      seq,
      number,
      shopId: ctx.shopId,
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
      payerReference: ctx.shopId.slice(0, 32),
      callbackURL: ctx.callbackURL,
    });
    await db
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
    await db
      .update(subscriptionInvoices)
      .set({ paymentState: 'failed', paymentReason: `bKash could not start the payment: ${reason}` })
      .where(eq(subscriptionInvoices.id, invoice!.id));
    throw new HttpError(502, `bKash could not start the payment (${reason}). Please try again.`, 'BKASH_ERROR');
  }
}

const publicState = (state: string | null): PaymentState =>
  state === 'completed' || state === 'failed' || state === 'cancelled' ? state : 'initiated';

function toSession(invoice: InvoiceRow): PaymentSession {
  const state = publicState(invoice.paymentState);
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    paymentID: invoice.paymentId ?? '',
    state,
    reason: invoice.paymentReason,
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
export async function paymentSession(db: Db, shopId: string, paymentID?: string): Promise<PaymentSession | null> {
  const [invoice] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.shopId, shopId),
        paymentID ? eq(subscriptionInvoices.paymentId, paymentID) : sql`${subscriptionInvoices.paymentId} is not null`,
      ),
    )
    .orderBy(desc(subscriptionInvoices.seq))
    .limit(1);
  return invoice ? toSession(invoice) : null;
}

/** Marks the invoice paid and extends the subscription: a renewal from the later of now and its end, another plan from now. */
/** Who reported a payment or asked for a refund: named in the activity log and sent the receipt. */
export type BillingActor = { id: string; name: string; email: string };

async function markPaid(db: Db, invoice: InvoiceRow, tx: BkashTransaction, actor: BillingActor | null, dashboardUrl: string) {
  const now = new Date();
  const days = TIER_DAYS[asTier(invoice.tier)];
  await db.transaction(async (t) => {
    const current = await currentSubscription(t as unknown as Db, invoice.shopId);
    let start = now;
    if (current && current.plan.id === invoice.planId) {
      if (current.subscription.endDate > now) start = current.subscription.endDate;
      const end = new Date(start.getTime() + days * DAY);
      await t
        .update(subscriptions)
        .set({ endDate: end, nextRenewalDate: end, tier: invoice.tier, status: 'active' })
        .where(eq(subscriptions.id, current.subscription.id));
    } else {
      const end = new Date(start.getTime() + days * DAY);
      await t
        .update(subscriptions)
        .set({ status: 'canceled', nextRenewalDate: null })
        .where(and(eq(subscriptions.shopId, invoice.shopId), ne(subscriptions.status, 'canceled')));
      await t.insert(subscriptions).values({
        shopId: invoice.shopId,
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
    const what = `${invoice.planName}, ${BILLING_TIER_LABELS[asTier(invoice.tier)].toLowerCase()}`;
    await recordActivity(t, {
      shopId: invoice.shopId,
      actor: actor && { id: actor.id, name: actor.name },
      action: 'billing.paid',
      summary: `paid ${bdtText(invoice.amount)} with bKash for ${what} (invoice ${invoice.number})`,
    });
    if (actor) {
      await enqueueMail(
        t,
        composeMail({
          to: actor.email,
          subject: `Receipt for invoice ${invoice.number}`,
          paragraphs: [
            `We received ${bdtText(invoice.amount)} with bKash (transaction ${tx.trxID ?? 'unknown'}) for ${what}.`,
            `Your plan now runs until ${new Date(start.getTime() + days * DAY).toISOString().slice(0, 10)}.`,
          ],
          link: { url: `${dashboardUrl}/upgrade/invoices/${invoice.id}`, label: 'Open the invoice' },
        }),
      );
    }
  });
}

const setState = (db: Db, invoiceId: string, state: string, reason: string | null) =>
  db.update(subscriptionInvoices).set({ paymentState: state, paymentReason: reason }).where(eq(subscriptionInvoices.id, invoiceId));

/**
 * POST /admin/bkash/callback: what bKash sent the browser back with. Only a Completed transaction for the invoice's
 * amount marks it paid; a paymentID is processed once (a replay answers the state it reached).
 */
export async function handleCallback(
  db: Db,
  gateway: BkashGateway | null,
  shopId: string,
  input: { paymentID: string; status: 'success' | 'failure' | 'cancel' },
  options: { executeTimeoutMs?: number; actor?: BillingActor; dashboardUrl?: string } = {},
): Promise<PaymentSession> {
  const [invoice] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.paymentId, input.paymentID)).limit(1);
  if (!invoice || invoice.shopId !== shopId) throw notFound('There is no such payment for this shop.', 'PAYMENT_NOT_FOUND');
  if (invoice.paymentState !== 'initiated') return toSession(invoice);
  if (!gateway) throw paymentsUnavailable();
  // Claim the payment, so two callbacks at once cannot both execute it.
  const [claimed] = await db
    .update(subscriptionInvoices)
    .set({ paymentState: 'processing' })
    .where(and(eq(subscriptionInvoices.id, invoice.id), eq(subscriptionInvoices.paymentState, 'initiated')))
    .returning();
  if (!claimed) return (await paymentSession(db, shopId, input.paymentID))!;

  if (input.status !== 'success') {
    const cancelled = input.status === 'cancel';
    await setState(
      db,
      invoice.id,
      cancelled ? 'cancelled' : 'failed',
      cancelled
        ? 'You cancelled the payment on bKash. Nothing was charged.'
        : 'The payment did not go through on bKash. Nothing was charged.',
    );
    return (await paymentSession(db, shopId, input.paymentID))!;
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
    await setState(db, invoice.id, 'initiated', executeError ?? 'bKash has not confirmed the payment yet.');
  } else if (tx.transactionStatus === 'Completed' && tx.amount === invoice.amount) {
    await markPaid(db, invoice, tx, options.actor ?? null, options.dashboardUrl ?? '');
  } else if (tx.transactionStatus === 'Completed') {
    await setState(
      db,
      invoice.id,
      'failed',
      'bKash reports a different amount than the invoice; the plan was not changed. Please contact support.',
    );
  } else {
    const reason = executeError ?? `bKash says the payment is ${tx.transactionStatus.toLowerCase()}.`;
    await setState(db, invoice.id, 'failed', `${reason} Nothing was charged.`);
  }
  return (await paymentSession(db, shopId, input.paymentID))!;
}

function toSummary(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    plan: row.planName,
    tier: asTier(row.tier),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    amount: row.amount,
    status: row.status as InvoiceStatus,
    paymentState: row.paymentState ? publicState(row.paymentState) : null,
    reason: row.paymentReason,
  };
}

/** GET /admin/subscription/invoices: newest first. */
export async function listInvoices(db: Db, shopId: string, q: InvoiceListQuery): Promise<InvoiceListAnswer> {
  const where = eq(subscriptionInvoices.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionInvoices)
      .where(where)
      .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.seq))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(subscriptionInvoices).where(where),
  ]);
  return { response: rows.map(toSummary), count: total?.n ?? 0 };
}

async function findInvoice(db: Db, shopId: string, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.shopId, shopId)))
    .limit(1);
  if (!row) throw notFound('There is no such invoice for this shop.', 'INVOICE_NOT_FOUND');
  return row;
}

const refundableUntil = (row: InvoiceRow) => (row.paidAt ? new Date(row.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY) : null);

/** GET /admin/subscription/invoices/{id}: one invoice with its payment (wallet masked) and the shop as buyer. */
export async function getInvoice(db: Db, shopId: string, id: string): Promise<InvoiceDetail> {
  const row = await findInvoice(db, shopId, id);
  const shop = await documentShop(db, shopId);
  const until = refundableUntil(row);
  return {
    ...toSummary(row),
    price: row.price,
    credit: row.credit,
    creditDays: row.creditDays,
    creditPlan: row.creditPlan,
    currency: 'BDT',
    paidAt: row.paidAt?.toISOString() ?? null,
    payment: row.paymentId
      ? { method: 'bKash', paymentID: row.paymentId, trxID: row.trxId, wallet: row.wallet, time: row.paymentTime?.toISOString() ?? null }
      : null,
    refund:
      row.refundTrxId && row.refundedAt
        ? { trxID: row.refundTrxId, amount: row.refundAmount ?? 0, reason: row.refundReason ?? '', time: row.refundedAt.toISOString() }
        : null,
    shop: {
      name: shop.name,
      legalName: shop.legalName,
      addressLines: shop.addressLines,
      phone: shop.phone,
      email: shop.email,
      bin: shop.bin,
    },
    refundableUntil: row.status === 'paid' && until && until.getTime() > Date.now() ? until.toISOString() : null,
  };
}

/** POST /admin/subscription/invoices/{id}/refund: within 15 days of payment; the paid period is taken off the plan. */
export async function refundInvoice(
  db: Db,
  gateway: BkashGateway | null,
  shopId: string,
  id: string,
  reason: string,
  actor: BillingActor | null = null,
): Promise<InvoiceDetail> {
  const row = await findInvoice(db, shopId, id);
  if (row.status !== 'paid' || !row.paymentId || !row.trxId) throw conflict('Only a paid invoice can be refunded.', 'NOT_REFUNDABLE');
  const until = refundableUntil(row);
  if (!until || until.getTime() < Date.now()) {
    throw conflict(`A payment can be refunded within ${REFUND_WINDOW_DAYS} days; this one is older.`, 'REFUND_WINDOW_PASSED');
  }
  if (!gateway) throw paymentsUnavailable();
  let refund;
  try {
    refund = await gateway.refundPayment({ paymentID: row.paymentId, trxID: row.trxId, amount: row.amount, reason });
  } catch (error) {
    const message = error instanceof BkashError ? error.message : 'bKash did not answer';
    throw new HttpError(502, `bKash refused the refund: ${message}`, 'BKASH_ERROR');
  }
  const now = new Date();
  await db.transaction(async (t) => {
    await t
      .update(subscriptionInvoices)
      .set({ status: 'refunded', refundTrxId: refund.refundTrxID, refundAmount: refund.amount, refundReason: reason, refundedAt: now })
      .where(eq(subscriptionInvoices.id, row.id));
    await recordActivity(t, {
      shopId,
      actor: actor && { id: actor.id, name: actor.name },
      action: 'billing.refunded',
      summary: `refunded ${bdtText(refund.amount)} of invoice ${row.number}: ${reason}`,
    });
    // The refunded period comes off the subscription it paid for (never before now).
    const current = await currentSubscription(t as unknown as Db, shopId);
    if (current && current.plan.id === row.planId) {
      const paid = row.periodEnd.getTime() - row.periodStart.getTime();
      const end = new Date(Math.max(now.getTime(), current.subscription.endDate.getTime() - paid));
      await t.update(subscriptions).set({ endDate: end, nextRenewalDate: null }).where(eq(subscriptions.id, current.subscription.id));
    }
  });
  return getInvoice(db, shopId, id);
}
