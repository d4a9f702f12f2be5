/** Subscription plans and each shop's subscriptions. Money is integer poisha. */
import { randomUUID } from 'node:crypto';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './auth.ts';

export const plans = pgTable('plans', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  name: text('name').notNull().unique(),
  monthlyPrice: integer('monthly_price').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** 'active' | 'trialing' | 'canceled'. A lapsed subscription keeps its status; its endDate tells. */
    status: text('status').notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    nextRenewalDate: timestamp('next_renewal_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_shop_idx').on(t.shopId, t.endDate)],
);
