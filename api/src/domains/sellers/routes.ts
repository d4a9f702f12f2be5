/**
 * /admin/sellers and /admin/seller: the signed-in seller, their shops, and switching the active shop. User routers
 * (platform/user-routes.ts), not shop routers: what they read is the seller's own (their memberships across shops),
 * and the shop they name is checked against those memberships, never taken from the session.
 */
import { and, asc, eq } from 'drizzle-orm';
import { toUser } from '../auth/sessions.ts';
import { sessions, shopDomains, shopMembers, shops } from '../../db/schema/index.ts';
import { storefrontTargets } from '../../platform/dns/targets.ts';
import { forbidden } from '../../platform/errors.ts';
import { userRoutes } from '../../platform/user-routes.ts';
import { findMembership } from '../../platform/session.ts';
import { ChangeShopSchema } from '../../../../contract/auth.ts';
import { jsonBody } from '../../platform/validate.ts';

/** Mounted at /admin/sellers (spec §7 spells it in the plural here). */
export const sellersRoutes = userRoutes();

// twoStepSetupRequired: a shop of theirs requires two-step and they have none; the dashboard leads them to set it up.
sellersRoutes.get('/user', (c) =>
  c.json({ ...toUser(c.var.seller, c.var.session.activeShopId), twoStepSetupRequired: c.var.twoStepSetupRequired }),
);

/** Mounted at /admin/seller. */
export const sellerRoutes = userRoutes();

sellerRoutes.get('/shop-list', async (c) => {
  const rows = await c.var.db
    .select({
      shopId: shops.id,
      name: shops.name,
      isShopAdmin: shopMembers.isShopAdmin,
      permissions: shopMembers.permissions,
      handle: shops.handle,
      domain: shopDomains.hostname,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    // The address shoppers land on (as GET /admin/domains answers it): the primary domain once it is active.
    .leftJoin(shopDomains, and(eq(shopDomains.shopId, shops.id), eq(shopDomains.isPrimary, true), eq(shopDomains.status, 'active')))
    .where(and(eq(shopMembers.sellerId, c.var.seller.id), eq(shopMembers.status, 'active')))
    .orderBy(asc(shops.name), asc(shops.id));
  const { baseDomain } = storefrontTargets();
  // A shop admin's permissions stay [] here: isShopAdmin grants every key (spec §6).
  return c.json(
    rows.map(({ handle, domain, ...row }) => ({
      ...row,
      permissions: row.isShopAdmin ? [] : row.permissions,
      address: domain ?? `${handle}.${baseDomain}`,
    })),
  );
});

sellerRoutes.post('/change-shop', async (c) => {
  const { shopId } = await jsonBody(c, ChangeShopSchema);
  const membership = await findMembership(c.var.db, c.var.seller.id, shopId);
  if (!membership) throw forbidden('You are not a member of that shop.');
  await c.var.db.update(sessions).set({ activeShopId: shopId }).where(eq(sessions.id, c.var.session.id));
  return c.json({ shopId });
});
