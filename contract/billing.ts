/**
 * Billing (issue 10, spec §7): plans with their features and limits, the checkout token, paying with bKash,
 * the payment session and subscription invoices. Shared by the Store API and the dashboard. Money is poisha.
 */
import { z } from 'zod';
import { ListQuerySchema } from './list.ts';

/** The spec's "Online Store" feature group (§3). */
export const PLAN_FEATURES = [
  'online_store',
  'custom_domain',
  'builder',
  'product_filter',
  'blog',
  'buy_theme',
  'hosting_bandwidth',
  'ssl',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export const PlanFeatureSchema = z.enum(PLAN_FEATURES);

export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  online_store: 'Online store',
  custom_domain: 'Custom domain',
  builder: 'Page builder',
  product_filter: 'Product filters',
  blog: 'Blog',
  buy_theme: 'Premium themes',
  hosting_bandwidth: 'Hosting and bandwidth',
  ssl: 'SSL certificate',
};

/** Billing periods: 30 days or 365 days. */
export const BILLING_TIERS = ['monthly', 'yearly'] as const;
export type BillingTier = (typeof BILLING_TIERS)[number];
export const BillingTierSchema = z.enum(BILLING_TIERS, { error: 'Choose monthly or yearly' });
export const BILLING_TIER_LABELS: Record<BillingTier, string> = { monthly: 'Monthly', yearly: 'Yearly' };
export const TIER_DAYS: Record<BillingTier, number> = { monthly: 30, yearly: 365 };

/** Limits of a plan; null means no limit. */
export const PlanLimitsSchema = z.object({
  /** Staff accounts besides the shop admins. */
  staffAccounts: z.number().int().nullable(),
  products: z.number().int().nullable(),
  /** File storage in megabytes. */
  storageMb: z.number().int().nullable(),
});
export type PlanLimits = z.infer<typeof PlanLimitsSchema>;

export const PricingTierSchema = z.object({
  tier: BillingTierSchema,
  /** Price of the period in poisha. */
  price: z.number().int(),
  days: z.number().int(),
  /** Yearly only: 12 months at the monthly price minus the yearly price (0 for monthly). */
  saving: z.number().int(),
});
export type PricingTier = z.infer<typeof PricingTierSchema>;

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(PlanFeatureSchema),
  limits: PlanLimitsSchema,
  pricingTiers: z.array(PricingTierSchema),
  /** Free plans cannot be bought (they need no payment). */
  purchasable: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** GET /auth/packages and GET /admin/packages/plans. */
export const PlansAnswerSchema = z.object({ plans: z.array(PlanSchema), pricingTiers: z.array(BillingTierSchema) });
export type PlansAnswer = z.infer<typeof PlansAnswerSchema>;

/** GET /admin/plan-features: what the active shop's plan allows now (a lapsed plan allows nothing beyond Free). */
export const PlanFeaturesAnswerSchema = z.object({
  plan: z.string(),
  features: z.array(PlanFeatureSchema),
  limits: PlanLimitsSchema,
  /** For each feature the shop lacks: the cheapest plan that has it. */
  upgrades: z.partialRecord(PlanFeatureSchema, z.string()),
});
export type PlanFeaturesAnswer = z.infer<typeof PlanFeaturesAnswerSchema>;

/** POST /admin/subscription/token: the seller's choice; the server computes the amount. */
export const CheckoutChoiceSchema = z.strictObject({
  planId: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan').max(100),
  tier: BillingTierSchema,
});
export type CheckoutChoice = z.infer<typeof CheckoutChoiceSchema>;

/** What a change costs today: price of the new period minus the credit for unused days of the current plan. */
export const QuoteSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string() }),
  tier: BillingTierSchema,
  price: z.number().int(),
  /** Credit for unused days of the current plan (0 for a renewal of the same plan or a lapsed plan). */
  credit: z.number().int(),
  creditDays: z.number().int(),
  /** The plan the credit is for, when there is one. */
  creditPlan: z.string().nullable(),
  amount: z.number().int(),
  /**
   * 'renewal' extends from the later of now and the end date; 'change' starts now; 'after_trial' starts when the
   * running free trial ends, so a seller who pays during the trial keeps its unused days (issue 25 item 8).
   */
  kind: z.enum(['renewal', 'change', 'new', 'after_trial']),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const CheckoutTokenSchema = QuoteSchema.extend({ token: z.string(), expiresAt: z.string() });
export type CheckoutToken = z.infer<typeof CheckoutTokenSchema>;

/** POST /admin/subscription/init: the token, optionally with the choice it was made for (checked against it). No amount. */
export const CheckoutInitSchema = z.strictObject({
  token: z.string({ error: 'The checkout token is missing' }).trim().min(1, 'The checkout token is missing').max(200),
  planId: z.string().trim().max(100).optional(),
  tier: BillingTierSchema.optional(),
});
export type CheckoutInit = z.infer<typeof CheckoutInitSchema>;

export const CheckoutInitAnswerSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  paymentID: z.string(),
  bkashURL: z.string(),
  amount: z.number().int(),
});
export type CheckoutInitAnswer = z.infer<typeof CheckoutInitAnswerSchema>;

/** What bKash sends back to the callbackURL (and the dashboard forwards). */
export const BKASH_CALLBACK_STATUSES = ['success', 'failure', 'cancel'] as const;
export const BkashCallbackSchema = z.object({
  paymentID: z.string({ error: 'paymentID is missing' }).trim().min(1, 'paymentID is missing').max(200),
  status: z.enum(BKASH_CALLBACK_STATUSES, { error: 'status is success, failure or cancel' }),
});
export type BkashCallback = z.infer<typeof BkashCallbackSchema>;

/**
 * 'expired': a payment left on bKash's page that was neither finished nor cancelled within the checkout's 30 minutes
 * (issue 25 item 9); bKash's own payment session is over by then. A late callback is still honoured.
 */
export const PAYMENT_STATES = ['initiated', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  initiated: 'Waiting for bKash',
  completed: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** POST /admin/subscription/bkash-session: optional paymentID; without it, the shop's latest payment. */
export const PaymentSessionQuerySchema = z.object({ paymentID: z.string().trim().max(200).optional() });

/** POST /admin/subscription/free: a lapsed shop (or one without a plan) moves to Free; no payment. */
export const MoveToFreeAnswerSchema = z.object({ plan: z.literal('Free'), limits: PlanLimitsSchema, features: z.array(PlanFeatureSchema) });
export type MoveToFreeAnswer = z.infer<typeof MoveToFreeAnswerSchema>;

/** The state of one payment, for /checkout/thanks. */
export const PaymentSessionSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  paymentID: z.string(),
  state: z.enum(PAYMENT_STATES),
  reason: z.string().nullable(),
  planId: z.string(),
  plan: z.string(),
  tier: BillingTierSchema,
  amount: z.number().int(),
  trxID: z.string().nullable(),
  /** While initiated: where the payer completes the payment. */
  bkashURL: z.string().nullable(),
  /** When completed: the subscription's end date after this payment. */
  endDate: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;
export const PaymentSessionAnswerSchema = PaymentSessionSchema.nullable();

/** 'refunding': a refund was asked of bKash and its answer is not recorded yet (issue 22 item 5). */
export const INVOICE_STATUSES = ['unpaid', 'paid', 'refunding', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunding: 'Refund under way',
  refunded: 'Refunded',
};

export const InvoiceListQuerySchema = ListQuerySchema.pick({ page: true, limit: true });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  plan: z.string(),
  tier: BillingTierSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  reason: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceListAnswerSchema = z.object({ response: z.array(InvoiceSummarySchema), count: z.number().int() });
export type InvoiceListAnswer = z.infer<typeof InvoiceListAnswerSchema>;

/** The platform selling the plan, printed on invoices as the seller. */
export const PLATFORM_SELLER = {
  name: 'Haat Commerce Ltd.',
  addressLines: ['Level 5, House 42, Road 11', 'Banani, Dhaka 1213', 'Bangladesh'],
  email: 'billing@haat.test',
  bin: '004512345-0102',
} as const;

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  price: z.number().int(),
  credit: z.number().int(),
  creditDays: z.number().int(),
  creditPlan: z.string().nullable(),
  currency: z.literal('BDT'),
  paidAt: z.string().nullable(),
  payment: z
    .object({
      method: z.literal('bKash'),
      paymentID: z.string(),
      trxID: z.string().nullable(),
      /** e.g. 017•••••575 */
      wallet: z.string().nullable(),
      time: z.string().nullable(),
    })
    .nullable(),
  refund: z.object({ trxID: z.string(), amount: z.number().int(), reason: z.string(), time: z.string() }).nullable(),
  /** The shop that bought the plan (the buyer on the invoice). */
  shop: z.object({
    name: z.string(),
    legalName: z.string().nullable(),
    addressLines: z.array(z.string()),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    bin: z.string().nullable(),
  }),
  /** Paid invoices within the refund window. */
  refundableUntil: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** POST /admin/subscription/invoices/{id}/refund. */
export const RefundSchema = z.object({
  reason: z.string({ error: 'Say why' }).trim().min(3, 'Say why in a few words').max(200, 'At most 200 characters'),
});
export type RefundInput = z.infer<typeof RefundSchema>;

/** A subscription payment can be refunded for this many days after it was paid (bKash's window). */
export const REFUND_WINDOW_DAYS = 15;

/** A wallet number shown with its middle hidden: 01770618575 → 017•••••575. */
export function maskWallet(msisdn: string | null | undefined): string | null {
  if (!msisdn) return null;
  const digits = msisdn.replace(/\D/g, '').replace(/^88(?=01)/, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'•'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** True when the plan has the feature. */
export const planHas = (features: readonly string[], feature: PlanFeature): boolean => features.includes(feature);

/** GET /admin/subscription/active (spec §3): the shop's current subscription, or null. Other fields are kept. */
export const ActiveSubscriptionSchema = z
  .looseObject({
    _id: z.string(),
    endDate: z.string(),
    nextRenewalDate: z.string().nullish(),
    plan: z.looseObject({ name: z.string().nullish() }).nullish(),
  })
  .nullable();
