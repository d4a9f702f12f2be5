/**
 * A shop can require two-step sign-in of its members (issue 22 item 10). The setting is the shop's
 * `require_two_step`; a shop admin turns it on or off (PUT /admin/team/two-step, with a fresh factor). While any shop
 * the seller is an active member of requires it and the seller has no second factor, every /admin call but the
 * seller's own account (who they are, their shops, /admin/profile where two-step is set up) answers 403
 * TWO_STEP_SETUP_REQUIRED (platform/two-step-setup.ts), and the dashboard leads them to /my-profile.
 */
import { and, count, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { authenticators, shopMembers, shops } from '../../db/schema/index.ts';
import type { Membership, Seller } from '../../platform/env.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { recordActivity } from '../team/activity.ts';
import { hasTwoStep } from './two-step.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ShopTwoStepState } from '../../../../contract/two-step.ts';

/**
 * True when a shop the seller is an active member of requires two-step: a subquery on the seller's id column, so
 * requireSession reads it in the statement that reads the session (no query more per call).
 */
export const memberOfRequiringShop = (sellerId: AnyPgColumn) =>
  sql<boolean>`exists (
    select 1 from ${shopMembers} inner join ${shops} on ${shops.id} = ${shopMembers.shopId}
    where ${shopMembers.sellerId} = ${sellerId} and ${shopMembers.status} = 'active' and ${shops.requireTwoStep}
  )`.mapWith(Boolean);

/** True when the seller must set up two-step before anything else: a shop of theirs requires it and they have none. */
export const mustSetUpTwoStep = async (db: Db, sellerId: string, requiredByShop: boolean): Promise<boolean> =>
  requiredByShop && !(await hasTwoStep(db, sellerId));

export async function shopTwoStepState(shop: ShopScope): Promise<ShopTwoStepState> {
  const [[row], [without]] = await Promise.all([
    shop.select({ required: shops.requireTwoStep }).from(shops),
    shop
      .select({ n: count() })
      .from(shopMembers)
      .where(
        and(
          eq(shopMembers.status, 'active'),
          notExists(
            shop.unscoped
              .select({ one: sql`1` })
              .from(authenticators)
              .where(and(eq(authenticators.sellerId, shopMembers.sellerId), isNotNull(authenticators.confirmedAt))),
          ),
        ),
      ),
  ]);
  return { required: Boolean(row?.required), membersWithout: without?.n ?? 0 };
}

/**
 * Turns the requirement on or off. Only a shop admin may (it decides how every member signs in), and one who turns it
 * on has two-step themselves, so the setting never sends its own author away to set it up. Written to the activity log.
 */
export async function setShopTwoStep(
  shop: ShopScope,
  actor: { seller: Seller; membership: Membership },
  required: boolean,
): Promise<ShopTwoStepState> {
  if (!actor.membership.isShopAdmin) throw forbidden('Only a shop admin can change how the shop’s staff sign in.', 'ADMIN_ONLY');
  if (required && !(await hasTwoStep(shop.unscoped, actor.seller.id))) {
    throw conflict('Turn on two-step sign-in for yourself first (My profile → Two-step sign-in).', 'TWO_STEP_SELF_FIRST');
  }
  await shop.transaction(async (tx) => {
    const [before] = await tx.select({ required: shops.requireTwoStep }).from(shops).for('update');
    if (Boolean(before?.required) === required) return;
    await tx.update(shops).set({ requireTwoStep: required });
    await recordActivity(tx, {
      actor: { id: actor.seller.id, name: actor.seller.name },
      note: { action: required ? 'shop.two_step_required' : 'shop.two_step_optional', params: {} },
    });
  });
  return shopTwoStepState(shop);
}
