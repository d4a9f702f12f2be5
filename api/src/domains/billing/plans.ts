/**
 * Plans and what the shop has: the plans for sale, the shop's current subscription, the features its plan allows
 * now, and what choosing another plan costs today (credit for unused days).
 */
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shopScope, type ShopScope } from '../../platform/shop-scope.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import {
  PLAN_FEATURES,
  TIER_DAYS,
  type BillingTier,
  type CheckoutChoice,
  type Plan,
  type PlanFeature,
  type PlanFeaturesAnswer,
  type Quote,
} from '../../../../contract/billing.ts';
import { plans, subscriptions } from './tables.ts';
import { recordActivity } from '../team/activity.ts';

export const DAY = 86_400_000;

type PlanRow = typeof plans.$inferSelect;

const priceOf = (plan: PlanRow, tier: BillingTier) => (tier === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice);
export const asTier = (tier: string): BillingTier => (tier === 'yearly' ? 'yearly' : 'monthly');
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

/** The plans for sale and Free, cheapest first (plans are the platform's, not a shop's: the plain database). */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.sortOrder), asc(plans.monthlyPrice));
  return rows.map(toPlan);
}

/** The 14-day trial of a new shop (auth/signup.ts): a subscription 'trialing'. */
export const isTrial = (subscription: { status: string }) => subscription.status === 'trialing';

/** The shop's latest subscription that was not canceled (ended or not), with its plan. */
export async function currentSubscription(shop: ShopScope) {
  const [row] = await shop
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(ne(subscriptions.status, 'canceled'))
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  return row;
}

/** GET /admin/subscription/active: unchanged shape (spec §3). */
export async function activeSubscription(shop: ShopScope) {
  const row = await currentSubscription(shop);
  if (!row) return null;
  return {
    _id: row.subscription.id,
    endDate: row.subscription.endDate.toISOString(),
    nextRenewalDate: row.subscription.nextRenewalDate?.toISOString() ?? null,
    plan: { name: row.plan.name },
  };
}

/**
 * What the shop's plan allows, for the areas that gate on it (requireFeature, team, apps, themes …), called with
 * their database and shop id: it reads through the accessor of that shop.
 */
export const planFeatures = (db: Db, shopId: string, now = new Date()) => featuresOf(shopScope(db, shopId), now);

/** What the shop's plan allows now: an ended plan (or none) allows what Free does. */
export async function featuresOf(shop: ShopScope, now = new Date()): Promise<PlanFeaturesAnswer> {
  const all = await shop.unscoped.select().from(plans).orderBy(asc(plans.sortOrder));
  const current = await currentSubscription(shop);
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
export async function quote(shop: ShopScope, choice: CheckoutChoice, now = new Date()): Promise<Quote> {
  const [plan] = await shop.unscoped.select().from(plans).where(eq(plans.id, choice.planId)).limit(1);
  if (!plan || !plan.isPublic) throw notFound('There is no such plan. Choose one of the listed plans.', 'PLAN_NOT_FOUND');
  const price = priceOf(plan, choice.tier);
  if (price <= 0) throw badRequest(`The ${plan.name} plan needs no payment.`, 'PLAN_NOT_PURCHASABLE');
  const current = await currentSubscription(shop);
  const running = current && current.subscription.endDate > now;
  let kind: Quote['kind'] = current ? (current.plan.id === plan.id ? 'renewal' : 'change') : 'new';
  let start = now;
  let credit = 0;
  let creditDays = 0;
  if (running && kind === 'renewal') {
    start = current.subscription.endDate;
  } else if (running && isTrial(current.subscription)) {
    // Paying during the free trial keeps its unused days: the paid period starts when the trial ends.
    kind = 'after_trial';
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

/**
 * POST /admin/subscription/free: a shop whose plan has ended (or that has none) moves to Free (issue 25 item 8).
 * Free is "no running subscription" (featuresOf, the lapse rule and the dashboard's summary all read it so): the
 * ended subscription is closed, which ends the lapse. Nothing is deleted; what Free lacks stays closed by its gates.
 * A plan still running is refused: its paid days would be lost.
 */
export async function moveToFree(shop: ShopScope, actor: { id: string; name: string }, now = new Date()) {
  const current = await currentSubscription(shop);
  if (current && current.subscription.endDate > now) {
    throw conflict(
      `Your ${current.plan.name} plan runs until ${current.subscription.endDate.toISOString().slice(0, 10)}. You can move to Free when it ends.`,
      'PLAN_STILL_RUNNING',
    );
  }
  await shop.transaction(async (t) => {
    await t.update(subscriptions).set({ status: 'canceled', nextRenewalDate: null }).where(ne(subscriptions.status, 'canceled'));
    await recordActivity(t, { actor, note: { action: 'billing.free', params: {} } });
  });
  const free = await featuresOf(shop, now);
  return { plan: 'Free' as const, limits: free.limits, features: free.features };
}
