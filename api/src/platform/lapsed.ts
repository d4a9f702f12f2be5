/**
 * The lapsed-subscription rule of the Store API (issue 9 item 1), decided once for every /admin route:
 * a shop whose latest subscription has ended may read billing, its profile and invoices, pay, and export
 * its own data; everything else answers 402 SUBSCRIPTION_LAPSED. New billing or profile endpoints must
 * live under the exempt prefixes below (the team's agreed interface).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createMiddleware } from 'hono/factory';
import type { Db } from './db/client.ts';
import { shops, subscriptions } from '../db/schema/index.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/** Paths a lapsed shop keeps: the seller, shop list and profile, the subscription, plans and paying. */
export const LAPSED_EXEMPT_PREFIXES = [
  '/admin/sellers',
  '/admin/seller',
  '/admin/subscription',
  '/admin/packages',
  '/admin/bkash',
  '/admin/profile',
  '/admin/plan-features',
  '/admin/notifications', // the bell and the "plan ended" notification stay readable
] as const;

/** GET of a CSV export or statement: a lapsed shop may always take its own data away. */
const EXPORT = /\/(export|statement)(\.csv)?$/;

export const LAPSED_MESSAGE = 'Your subscription has ended. Renew it to continue; you can still export your data.';

/** True when `path` (method `method`) stays open to a shop whose subscription has lapsed. */
export function isLapsedExempt(method: string, path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  if (LAPSED_EXEMPT_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))) return true;
  return (method === 'GET' || method === 'HEAD') && EXPORT.test(clean);
}

/** True when a plan that ends at `endsAt` (null: the shop has none) has ended by `now`. */
const hasEnded = (endsAt: Date | null, now = new Date()) => endsAt !== null && endsAt.getTime() < now.getTime();

/**
 * The end of the shop's latest subscription that was not canceled (null: it has none), as a subquery of one value:
 * `shopId` is an id, or a column of the outer query (requireSession reads it with the session, for its active shop).
 */
export const latestPlanEnd = (shopId: string | AnyPgColumn) =>
  sql<Date | null>`(
    select ${subscriptions.endDate} from ${subscriptions}
    where ${and(eq(subscriptions.shopId, shopId), ne(subscriptions.status, 'canceled'))}
    order by ${subscriptions.endDate} desc limit 1
  )`.mapWith(subscriptions.endDate);

/**
 * True when the shop's latest subscription that was not canceled has ended. A shop with none is not
 * lapsed (the dashboard's /upgrade guard reads the same subscription: remainingDays < 0).
 */
export async function isShopLapsed(db: Db, shopId: string, now = new Date()): Promise<boolean> {
  const [shop] = await db
    .select({ endsAt: latestPlanEnd(shopId) })
    .from(shops)
    .where(eq(shops.id, shopId));
  return hasEnded(shop?.endsAt ?? null, now);
}

export const subscriptionLapsed = () => new HttpError(402, LAPSED_MESSAGE, 'SUBSCRIPTION_LAPSED');

/** After requireSession on /admin/*: 402 for a lapsed active shop outside the exempt paths. */
export const refuseLapsedShop = createMiddleware<AppEnv>(async (c, next) => {
  // requireSession read the active shop's plan end with the session (c.var.sessionShop).
  const { shopId, planEndsAt } = c.var.sessionShop;
  if (shopId && !isLapsedExempt(c.req.method, c.req.path) && hasEnded(planEndsAt)) throw subscriptionLapsed();
  await next();
});
