/** /admin/subscription: the active shop's subscription. */
import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { plans, subscriptions } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { requireShop } from '../middleware/session.ts';

export const subscriptionRoutes = new Hono<AppEnv>();

// Any member of the shop may read it: the dashboard needs it on every page to decide about /upgrade.
subscriptionRoutes.get('/active', requireShop, async (c) => {
  const shopId = c.var.shopId;
  // The latest subscription counts even when it has ended: the dashboard sees the past endDate
  // and sends the seller to /upgrade (spec §4).
  const [row] = await c.var.db
    .select({ subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.shopId, shopId), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  if (!row) return c.json(null);
  return c.json({
    _id: row.subscription.id,
    endDate: row.subscription.endDate.toISOString(),
    nextRenewalDate: row.subscription.nextRenewalDate?.toISOString() ?? null,
    plan: { name: row.planName },
  });
});
