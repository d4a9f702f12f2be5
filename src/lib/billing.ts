/** Billing helpers for pages: reading the period from the URL, plan feature checks, the comparison rows. */
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import {
  BILLING_TIERS,
  PLAN_FEATURE_LABELS,
  PLAN_FEATURES,
  type BillingTier,
  type Plan,
  type PlanFeature,
  type PlanFeaturesAnswer,
} from '../../contract/billing.ts';

/** ?tier=yearly → 'yearly'; anything else → 'monthly'. */
export function tierFrom(params: URLSearchParams): BillingTier {
  const tier = params.get('tier');
  return (BILLING_TIERS as readonly string[]).includes(tier ?? '') ? (tier as BillingTier) : 'monthly';
}

/** True when the shop's plan has the feature (the helper other areas use with billingApi.planFeatures). */
export function hasFeature(answer: Pick<PlanFeaturesAnswer, 'features'> | null | undefined, feature: PlanFeature): boolean {
  return answer?.features.includes(feature) ?? false;
}

/** Features named in the plural ("Premium themes"), which take "come" and "are" (issue 25). */
const PLURAL_FEATURES: ReadonlySet<PlanFeature> = new Set(['product_filter', 'buy_theme']);

/** "Custom domain comes with the Growth plan.", "Premium themes come with the Growth plan." */
export function featureMessage(answer: Pick<PlanFeaturesAnswer, 'upgrades'>, feature: PlanFeature): string {
  const plan = answer.upgrades[feature];
  const label = PLAN_FEATURE_LABELS[feature];
  const plural = PLURAL_FEATURES.has(feature);
  if (plan) return `${label} ${plural ? 'come' : 'comes'} with the ${plan} plan.`;
  return `${label} ${plural ? 'are' : 'is'} not part of your plan.`;
}

/** The price of a plan for a period, in poisha. */
export const priceFor = (plan: Plan, tier: BillingTier): number => plan.pricingTiers.find((t) => t.tier === tier)?.price ?? 0;
export const savingFor = (plan: Plan, tier: BillingTier): number => plan.pricingTiers.find((t) => t.tier === tier)?.saving ?? 0;

const storage = (mb: number | null) => (mb === null ? 'No limit' : mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`);

/** Rows of the comparison table: each feature (✓ / –) and each limit, one cell per plan. */
export function comparisonRows(plans: readonly Plan[], display: DisplayPrefs): { label: string; cells: (string | boolean)[] }[] {
  const limit = (value: number | null) => (value === null ? 'No limit' : formatNumber(value, display));
  return [
    ...PLAN_FEATURES.map((feature) => ({ label: PLAN_FEATURE_LABELS[feature], cells: plans.map((p) => p.features.includes(feature)) })),
    { label: 'Staff accounts', cells: plans.map((p) => limit(p.limits.staffAccounts)) },
    { label: 'Products', cells: plans.map((p) => limit(p.limits.products)) },
    { label: 'File storage', cells: plans.map((p) => storage(p.limits.storageMb)) },
  ];
}
