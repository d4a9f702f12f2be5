/** The plan catalogue (data): prices in poisha, the features of the "Online Store" group and the limits. */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { plans, subscriptionInvoices } from '../db/schema/index.ts';
import { nextInvoiceNumber } from '../domains/billing/billing.ts';
import type { PlanFeature } from '../../../contract/billing.ts';

type PlanSeed = {
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  features: PlanFeature[];
  staffLimit: number | null;
  productLimit: number | null;
  storageMb: number | null;
  sortOrder: number;
  isPublic: boolean;
};

const BASE: PlanFeature[] = ['online_store', 'hosting_bandwidth', 'ssl'];
const STARTER: PlanFeature[] = [...BASE, 'product_filter', 'blog'];
const GROWTH: PlanFeature[] = [...STARTER, 'custom_domain', 'builder'];
const PRO: PlanFeature[] = [...GROWTH, 'buy_theme'];

/** Yearly = 10 months: two months free. 'Free Trial' is the 14-day plan of a new sign-up (not for sale). */
export const PLANS: readonly PlanSeed[] = [
  {
    name: 'Free',
    description: 'A small shop on a Haat address.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    features: BASE,
    staffLimit: 0,
    productLimit: 25,
    storageMb: 500,
    sortOrder: 0,
    isPublic: true,
  },
  {
    name: 'Free Trial',
    description: 'Everything of Growth for 14 days.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    features: GROWTH,
    staffLimit: 5,
    productLimit: 5000,
    storageMb: 10_240,
    sortOrder: 1,
    isPublic: false,
  },
  {
    name: 'Starter',
    description: 'For a shop that is starting to sell every day.',
    monthlyPrice: 99_900,
    yearlyPrice: 999_000,
    features: STARTER,
    staffLimit: 2,
    productLimit: 500,
    storageMb: 2048,
    sortOrder: 2,
    isPublic: true,
  },
  {
    name: 'Growth',
    description: 'Your own domain, the page builder and a team.',
    monthlyPrice: 249_900,
    yearlyPrice: 2_499_000,
    features: GROWTH,
    staffLimit: 5,
    productLimit: 5000,
    storageMb: 10_240,
    sortOrder: 3,
    isPublic: true,
  },
  {
    name: 'Pro',
    description: 'Premium themes and no product limit.',
    monthlyPrice: 499_900,
    yearlyPrice: 4_999_000,
    features: PRO,
    staffLimit: 15,
    productLimit: null,
    storageMb: 51_200,
    sortOrder: 4,
    isPublic: true,
  },
];

/** Adds the plans or brings their prices, features and limits up to date; answers name → id. */
export async function seedPlans(db: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const plan of PLANS) {
    const [row] = await db
      .insert(plans)
      .values(plan)
      .onConflictDoUpdate({
        target: plans.name,
        set: {
          description: sql`excluded.description`,
          monthlyPrice: sql`excluded.monthly_price`,
          yearlyPrice: sql`excluded.yearly_price`,
          features: sql`excluded.features`,
          staffLimit: sql`excluded.staff_limit`,
          productLimit: sql`excluded.product_limit`,
          storageMb: sql`excluded.storage_mb`,
          sortOrder: sql`excluded.sort_order`,
          isPublic: sql`excluded.is_public`,
        },
      })
      .returning({ id: plans.id });
    ids.set(plan.name, row!.id);
  }
  return ids;
}

/** The paid bKash invoice of a demo subscription's current month, so the invoices page has a history. */
export async function seedPaidInvoice(
  db: Db,
  sub: { shopId: string; planId: string; planName: string; startDate: Date; endDate: Date },
): Promise<void> {
  const plan = PLANS.find((p) => p.name === sub.planName);
  if (!plan || plan.monthlyPrice <= 0) return;
  const { seq, number } = await nextInvoiceNumber(db, sub.startDate.getUTCFullYear());
  const paidAt = new Date(sub.startDate.getTime() - 60_000);
  await db.insert(subscriptionInvoices).values({
    seq,
    number,
    shopId: sub.shopId,
    planId: sub.planId,
    planName: sub.planName,
    tier: 'monthly',
    kind: 'renewal',
    price: plan.monthlyPrice,
    amount: plan.monthlyPrice,
    status: 'paid',
    periodStart: sub.startDate,
    periodEnd: sub.endDate,
    paidAt,
    paymentId: `TR0011DEMO${seq}`,
    paymentState: 'completed',
    trxId: `DEMO${String(seq).padStart(6, '0')}`,
    wallet: '017•••••575',
    paymentTime: paidAt,
    createdAt: paidAt,
  });
}
