/** Billing helpers for pages: reading the period from the URL, plan feature checks, the comparison rows. */
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import {
  BILLING_TIERS,
  PLAN_FEATURES,
  type BillingTier,
  type InvoiceStatus,
  type PaymentState,
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

/** A plan feature in the reader's language ("Premium themes", "প্রিমিয়াম থিম"). */
export function featureLabel(feature: PlanFeature): string {
  const labels: Record<PlanFeature, () => string> = {
    online_store: m.billing_feature_online_store,
    custom_domain: m.billing_feature_custom_domain,
    builder: m.billing_feature_builder,
    product_filter: m.billing_feature_product_filter,
    blog: m.billing_feature_blog,
    buy_theme: m.billing_feature_buy_theme,
    hosting_bandwidth: m.billing_feature_hosting_bandwidth,
    ssl: m.billing_feature_ssl,
  };
  return labels[feature]();
}

/** "Custom domain comes with the Growth plan.", "Premium themes come with the Growth plan." */
export function featureMessage(answer: Pick<PlanFeaturesAnswer, 'upgrades'>, feature: PlanFeature): string {
  const plan = answer.upgrades[feature];
  const label = featureLabel(feature);
  const plural = PLURAL_FEATURES.has(feature);
  if (plan) return (plural ? m.billing_gate_come_with : m.billing_gate_comes_with)({ feature: label, plan });
  return (plural ? m.billing_gate_not_in_plan_plural : m.billing_gate_not_in_plan)({ feature: label });
}

/** "Monthly" / "Yearly" in the reader's language. */
export const tierLabel = (tier: BillingTier): string => (tier === 'yearly' ? m.billing_yearly() : m.billing_monthly());

export function invoiceStatusLabel(status: InvoiceStatus): string {
  const labels: Record<InvoiceStatus, () => string> = {
    unpaid: m.billing_status_unpaid,
    paid: m.billing_status_paid,
    refunding: m.billing_status_refunding,
    refunded: m.billing_status_refunded,
  };
  return labels[status]();
}

export function paymentStateLabel(state: PaymentState): string {
  const labels: Record<PaymentState, () => string> = {
    initiated: m.billing_state_initiated,
    completed: m.billing_state_completed,
    failed: m.billing_state_failed,
    cancelled: m.billing_state_cancelled,
    expired: m.billing_state_expired,
  };
  return labels[state]();
}

/** The description of a plan of the catalogue (api/src/seeds/plans.ts) in the reader's language; another as written. */
export function planDescription(plan: Pick<Plan, 'name' | 'description'>): string {
  const known: Record<string, () => string> = {
    Free: m.billing_plan_free_desc,
    Starter: m.billing_plan_starter_desc,
    Growth: m.billing_plan_growth_desc,
    Pro: m.billing_plan_pro_desc,
  };
  return known[plan.name]?.() ?? plan.description;
}

/** The price of a plan for a period, in poisha. */
export const priceFor = (plan: Plan, tier: BillingTier): number => plan.pricingTiers.find((t) => t.tier === tier)?.price ?? 0;
export const savingFor = (plan: Plan, tier: BillingTier): number => plan.pricingTiers.find((t) => t.tier === tier)?.saving ?? 0;

/** "2 GB", "500 MB", "No limit", with the reader's digits. */
export const storageText = (mb: number | null, display: DisplayPrefs): string =>
  mb === null
    ? m.billing_no_limit()
    : mb >= 1024
      ? m.billing_gb({ size: formatNumber(mb / 1024, display) })
      : m.billing_mb({ size: formatNumber(mb, display) });

/** Rows of the comparison table: each feature (✓ / –) and each limit, one cell per plan. */
export function comparisonRows(plans: readonly Plan[], display: DisplayPrefs): { label: string; cells: (string | boolean)[] }[] {
  const limit = (value: number | null) => (value === null ? m.billing_no_limit() : formatNumber(value, display));
  return [
    ...PLAN_FEATURES.map((feature) => ({ label: featureLabel(feature), cells: plans.map((p) => p.features.includes(feature)) })),
    { label: m.billing_staff_accounts(), cells: plans.map((p) => limit(p.limits.staffAccounts)) },
    { label: m.billing_products(), cells: plans.map((p) => limit(p.limits.products)) },
    { label: m.billing_file_storage(), cells: plans.map((p) => storageText(p.limits.storageMb, display)) },
  ];
}
