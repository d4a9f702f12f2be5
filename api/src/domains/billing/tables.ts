/**
 * Billing tables: plans (data, seeded), each shop's subscriptions, single-use checkout tokens and subscription
 * invoices with their bKash payment. Money is integer poisha.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { shopId } from '../sellers/columns.ts';
import { createdAt, id } from '../../platform/db/columns.ts';

export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  monthlyPrice: integer('monthly_price').notNull(),
  yearlyPrice: integer('yearly_price').notNull().default(0),
  /** Keys of contract/billing.ts PLAN_FEATURES. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** null: no limit. */
  staffLimit: integer('staff_limit'),
  productLimit: integer('product_limit'),
  storageMb: integer('storage_mb'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Shown on /upgrade and sign-up ('Free Trial' is not). */
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    shopId: shopId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** 'active' | 'trialing' | 'canceled'. A lapsed subscription keeps its status; its endDate tells. */
    status: text('status').notNull().default('active'),
    /** 'monthly' | 'yearly': the period bought last, for the daily price of unused days. */
    tier: text('tier').notNull().default('monthly'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    nextRenewalDate: timestamp('next_renewal_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_shop_idx').on(t.shopId, t.endDate)],
);

/** POST /admin/subscription/token: a quote bound to shop, plan, tier and amount; single use, 30 minutes. */
export const checkoutTokens = pgTable('checkout_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  shopId: shopId(),
  sellerId: text('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  tier: text('tier').notNull(),
  price: integer('price').notNull(),
  credit: integer('credit').notNull(),
  amount: integer('amount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One invoice per checkout, with the bKash payment made for it. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: id(),
    seq: serial('seq').notNull().unique(),
    number: text('number').notNull().unique(),
    shopId: shopId(),
    sellerId: text('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    planName: text('plan_name').notNull(),
    tier: text('tier').notNull(),
    /** 'renewal' | 'change' | 'new'. */
    kind: text('kind').notNull(),
    price: integer('price').notNull(),
    credit: integer('credit').notNull().default(0),
    creditDays: integer('credit_days').notNull().default(0),
    creditPlan: text('credit_plan'),
    amount: integer('amount').notNull(),
    /** 'unpaid' | 'paid' | 'refunding' (claimed by one refund request; bKash's answer not recorded yet) | 'refunded'. */
    status: text('status').notNull().default('unpaid'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: text('payment_id').unique(),
    /** 'initiated' | 'processing' (a callback is running) | 'completed' | 'failed' | 'cancelled'. */
    paymentState: text('payment_state'),
    paymentReason: text('payment_reason'),
    bkashUrl: text('bkash_url'),
    trxId: text('trx_id'),
    /** Masked wallet number (017•••••575): the full number is not kept. */
    wallet: text('wallet'),
    paymentTime: timestamp('payment_time', { withTimezone: true }),
    /**
     * When a request claimed the refund and is calling bKash; null while `refunding` means nobody is (bKash did not
     * answer), so the next request asks bKash's refund status instead of refunding again.
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    refundTrxId: text('refund_trx_id'),
    refundAmount: integer('refund_amount'),
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_invoices_shop_idx').on(t.shopId, t.createdAt)],
);
