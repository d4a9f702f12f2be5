/**
 * Guards for /admin/*: requireSession checks the bearer token; activeMembership and hasPermission are what the shop
 * router (platform/shop-routes.ts) checks the caller's permission key in the session's active shop with (spec §6: a
 * shop admin holds every key).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { hashToken } from '../domains/auth/tokens.ts';
import { sellers, sessions, shopMembers } from '../db/schema/index.ts';
import type { Db } from './db/client.ts';
import { withCompiledRows } from './db/compiled-rows.ts';
import type { AppEnv, Membership, SessionShop } from './env.ts';
import { forbidden, unauthorized } from './errors.ts';
import { latestPlanEnd } from './lapsed.ts';
import { memberOfRequiringShop, mustSetUpTwoStep } from '../domains/two-step/shop-rule.ts';
import type { PermissionKey } from '../../../contract/permissions.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** "Last used" and "last active" are written at most once a minute, not on every request. */
const TOUCH_MS = 60_000;
const isStale = (at: Date | null) => !at || Date.now() - at.getTime() > TOUCH_MS;

/**
 * The statement requireSession runs on every /admin request, built once per database and prepared by name: Drizzle
 * does not rebuild its SQL per request, and PostgreSQL parses it once per connection instead of per request
 * (README "Benchmarks": CPU per request).
 */
function prepareSessionLookup(db: Db) {
  return withCompiledRows(
    db
      .select({
        session: sessions,
        seller: sellers,
        membership: shopMembers,
        planEndsAt: latestPlanEnd(sessions.activeShopId),
        twoStepRequired: memberOfRequiringShop(sessions.sellerId),
      })
      .from(sessions)
      .innerJoin(sellers, eq(sellers.id, sessions.sellerId))
      .leftJoin(
        shopMembers,
        and(eq(shopMembers.sellerId, sessions.sellerId), eq(shopMembers.shopId, sessions.activeShopId), eq(shopMembers.status, 'active')),
      )
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('session_lookup'),
  );
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * Sets `c.var.seller` and `c.var.session` from a valid, unexpired, unrevoked bearer token; else 401. The same
 * statement reads the caller's active membership of the session's shop and that shop's plan end
 * (`c.var.sessionShop`), which the shop router and the lapsed rule would otherwise each ask for on every request, and
 * whether a shop of the seller requires two-step sign-in (`c.var.twoStepSetupRequired` when they have none yet).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw unauthorized();
  const [row] = await sessionLookup(c.var.db).execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) throw unauthorized();
  if (isStale(row.session.lastUsedAt)) {
    await c.var.db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
  }
  c.set('session', row.session);
  c.set('seller', row.seller);
  c.set('sessionShop', { shopId: row.session.activeShopId, membership: row.membership ?? undefined, planEndsAt: row.planEndsAt });
  c.set('twoStepSetupRequired', await mustSetUpTwoStep(c.var.db, row.seller.id, row.twoStepRequired));
  await next();
});

/** The caller's membership of a shop, or undefined; a suspended member has none (domains/team). */
export async function findMembership(db: Db, sellerId: string, shopId: string) {
  const [row] = await db
    .select()
    .from(shopMembers)
    .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.shopId, shopId), eq(shopMembers.status, 'active')))
    .limit(1);
  return row;
}

/**
 * The active shop of the session; 403 when there is none or the seller is no longer a member. `known` is what
 * requireSession already read for that shop (`c.var.sessionShop`), so it is not asked for again.
 */
export async function activeMembership(db: Db, sellerId: string, shopId: string | null, known?: SessionShop) {
  const membership = known && known.shopId === shopId ? known.membership : shopId ? await findMembership(db, sellerId, shopId) : undefined;
  if (!membership) throw forbidden('Choose a shop you are a member of first.');
  if (isStale(membership.lastActiveAt)) {
    await db
      .update(shopMembers)
      .set({ lastActiveAt: new Date() })
      .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.shopId, membership.shopId)));
  }
  return membership;
}

/** True when a membership grants `key`: a shop admin holds every key (spec §6). */
export const hasPermission = (membership: Membership, key: PermissionKey): boolean =>
  membership.isShopAdmin || membership.permissions.includes(key);
