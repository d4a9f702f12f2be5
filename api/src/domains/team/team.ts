/**
 * Staff of a shop: the list, keys, shop admins, suspension and removal (invitations: invitations.ts), with the rules of
 * issue 12 enforced here (not in the page): nobody grants a key they do not hold; only shop admins make,
 * change or remove shop admins; the last active shop admin stays; nobody changes their own access;
 * the plan's staff limit. Every query goes through the shop's accessor (`shop: ShopScope`); only the sessions a
 * change ends (a seller's, not the shop's) are written with `shop.unscoped`, naming `shop.shopId`.
 */
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { sellers, sessions, shopMembers } from '../../db/schema/index.ts';
import { planFeatures } from '../billing/billing.ts';
import type { Membership, Seller } from '../../platform/env.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { describePermissions, PERMISSION_KEYS, sortPermissions, type PermissionKey } from '../../../../contract/permissions.ts';
import { type StaffList, type StaffMember, type UpdateMember } from '../../../../contract/team.ts';
import { recordActivity } from './activity.ts';
import { invitations } from './tables.ts';

/** The caller: who they are and their membership of the active shop. */
export type Actor = { seller: Seller; membership: Membership };

const staleMember = () => conflict('Someone changed this member while you were editing. Reload the page and try again.', 'STALE_VERSION');
const memberNotFound = () => notFound('This person is not a member of the shop.', 'MEMBER_NOT_FOUND');

export const actorOf = (actor: Actor) => ({ id: actor.seller.id, name: actor.seller.name });

/** The keys a membership holds: every key for a shop admin. */
const heldKeys = (membership: Pick<Membership, 'isShopAdmin' | 'permissions'>): PermissionKey[] =>
  membership.isShopAdmin ? [...PERMISSION_KEYS] : sortPermissions(membership.permissions);

/** 403 when `keys` holds a key the actor does not hold themselves (a shop admin holds them all). */
export function assertCanGrant(actor: Pick<Membership, 'isShopAdmin' | 'permissions'>, keys: readonly string[]): void {
  if (actor.isShopAdmin) return;
  const missing = sortPermissions(keys.filter((key) => !actor.permissions.includes(key)));
  if (missing.length === 0) return;
  throw forbidden(
    `You cannot give ${describePermissions(missing)}: you do not hold ${missing.length > 1 ? 'those permissions' : 'that permission'} yourself.`,
    'OUT_OF_SCOPE_PERMISSION',
  );
}

function assertNotSelf(actor: Actor, sellerId: string): void {
  if (actor.seller.id === sellerId) throw forbidden('You cannot change your own access. Ask another shop admin.', 'OWN_ACCESS');
}

function assertMayTouchAdmin(actor: Actor, target: { isShopAdmin: boolean }): void {
  if (target.isShopAdmin && !actor.membership.isShopAdmin) {
    throw forbidden('Only a shop admin can change another shop admin.', 'ADMIN_ONLY');
  }
}

/** 409 when `target` is the shop's last active shop admin (it must keep one). */
async function assertNotLastAdmin(shop: ShopScope, target: Membership): Promise<void> {
  if (!target.isShopAdmin || target.status !== 'active') return;
  const [{ admins = 0 } = {}] = await shop
    .select({ admins: count() })
    .from(shopMembers)
    .where(and(eq(shopMembers.isShopAdmin, true), eq(shopMembers.status, 'active')));
  if (admins <= 1) {
    throw conflict('A shop needs at least one active shop admin. Make someone else a shop admin first.', 'LAST_ADMIN');
  }
}

/**
 * The shop's plan name and staff limit from the billing domain's planFeatures (null: no limit). Read
 * defensively: when the plan cannot be read, no limit is applied rather than locking the shop's staff out.
 */
export async function staffLimitOf(shop: ShopScope): Promise<{ planName: string | null; staffLimit: number | null }> {
  try {
    const plan = await planFeatures(shop.unscoped, shop.shopId);
    const limit = plan.limits.staffAccounts;
    return { planName: plan.plan, staffLimit: typeof limit === 'number' ? limit : null };
  } catch {
    return { planName: null, staffLimit: null };
  }
}

/** Members and pending invitations, less the one shop admin the plan does not count. */
export async function staffUsed(shop: ShopScope): Promise<number> {
  const now = new Date();
  const [[{ members = 0 } = {}], [{ pending = 0 } = {}]] = await Promise.all([
    shop.select({ members: count() }).from(shopMembers),
    shop
      .select({ pending: count() })
      .from(invitations)
      .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now))),
  ]);
  return Math.max(0, members - 1) + pending;
}

const memberRow = (row: { member: Membership; name: string; email: string; lastUsedAt?: Date | null }, youId: string): StaffMember => ({
  id: row.member.sellerId,
  kind: 'member',
  name: row.name,
  email: row.email,
  status: row.member.status === 'suspended' ? 'suspended' : 'active',
  isShopAdmin: row.member.isShopAdmin,
  permissions: row.member.isShopAdmin ? [] : sortPermissions(row.member.permissions),
  lastActiveAt: row.member.lastActiveAt?.toISOString() ?? null,
  expiresAt: null,
  isYou: row.member.sellerId === youId,
  version: row.member.version,
});

export const invitationRow = (invite: typeof invitations.$inferSelect): StaffMember => ({
  id: invite.id,
  kind: 'invitation',
  name: invite.name,
  email: invite.email,
  status: 'invited',
  isShopAdmin: false,
  permissions: sortPermissions(invite.permissions),
  lastActiveAt: null,
  expiresAt: invite.expiresAt.toISOString(),
  isYou: false,
  version: invite.version,
});

/** Every member of the shop and its pending invitations: shop admins first, then by name. */
export async function listStaff(shop: ShopScope, actor: Actor): Promise<StaffList> {
  const [members, pending, limit, used] = await Promise.all([
    shop
      .select({ member: shopMembers, name: sellers.name, email: sellers.email })
      .from(shopMembers)
      .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
      .orderBy(desc(shopMembers.isShopAdmin), asc(sellers.name), asc(sellers.id)),
    shop
      .select()
      .from(invitations)
      .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(asc(invitations.name), asc(invitations.id)),
    staffLimitOf(shop),
    staffUsed(shop),
  ]);
  const response = [...members.map((row) => memberRow(row, actor.seller.id)), ...pending.map(invitationRow)];
  return {
    response,
    count: response.length,
    ...limit,
    staffUsed: used,
    you: { isShopAdmin: actor.membership.isShopAdmin, permissions: heldKeys(actor.membership) },
  };
}

/** One member (by seller id) or pending invitation (by its id) of the shop. */
export async function getStaff(shop: ShopScope, actor: Actor, id: string): Promise<StaffMember> {
  const [member] = await shop
    .select({ member: shopMembers, name: sellers.name, email: sellers.email })
    .from(shopMembers)
    .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
    .where(eq(shopMembers.sellerId, id))
    .limit(1);
  if (member) return memberRow(member, actor.seller.id);
  const [invite] = await shop
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .limit(1);
  if (!invite) throw memberNotFound();
  return invitationRow(invite);
}

async function loadMember(shop: ShopScope, sellerId: string) {
  const [row] = await shop
    .select({ member: shopMembers, name: sellers.name, email: sellers.email })
    .from(shopMembers)
    .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
    .where(eq(shopMembers.sellerId, sellerId))
    .limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/**
 * Ends the member's sessions that are on this shop, so their next request is refused (401 → signed out). Sessions
 * are the seller's, not the shop's: written with `unscoped`, naming the shop as the session's active shop.
 */
async function revokeShopSessions(shop: ShopScope, sellerId: string): Promise<void> {
  await shop.unscoped
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.sellerId, sellerId), eq(sessions.activeShopId, shop.shopId), isNull(sessions.revokedAt)));
}

/** Changes a member's keys and whether they are a shop admin. */
export async function updateMember(shop: ShopScope, actor: Actor, sellerId: string, input: UpdateMember): Promise<StaffMember> {
  assertNotSelf(actor, sellerId);
  const target = await loadMember(shop, sellerId);
  assertMayTouchAdmin(actor, target.member);
  if (input.isShopAdmin !== target.member.isShopAdmin && !actor.membership.isShopAdmin) {
    throw forbidden('Only a shop admin can make or remove shop admins.', 'ADMIN_ONLY');
  }
  const added = input.permissions.filter((key) => !target.member.permissions.includes(key));
  assertCanGrant(actor.membership, added);
  if (target.member.version !== input.version) throw staleMember();
  return shop.transaction(async (tx) => {
    if (target.member.isShopAdmin && !input.isShopAdmin) await assertNotLastAdmin(tx, target.member);
    const [row] = await tx
      .update(shopMembers)
      .set({
        isShopAdmin: input.isShopAdmin,
        permissions: input.isShopAdmin ? [] : sortPermissions(input.permissions),
        version: input.version + 1,
      })
      .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.version, input.version)))
      .returning();
    if (!row) throw staleMember();
    const change = input.isShopAdmin !== target.member.isShopAdmin ? (input.isShopAdmin ? 'made_admin' : 'unmade_admin') : 'permissions';
    const params = { name: target.name, email: target.email, change, permissions: sortPermissions(input.permissions) } as const;
    await recordActivity(tx, { actor: actorOf(actor), note: { action: 'staff.changed', params } });
    return memberRow({ member: row, name: target.name, email: target.email }, actor.seller.id);
  });
}

/** Suspends (their sessions on the shop end at once) or resumes a member. */
export async function setSuspended(
  shop: ShopScope,
  actor: Actor,
  sellerId: string,
  suspend: boolean,
  version: number,
): Promise<StaffMember> {
  assertNotSelf(actor, sellerId);
  const target = await loadMember(shop, sellerId);
  assertMayTouchAdmin(actor, target.member);
  if (target.member.version !== version) throw staleMember();
  return shop.transaction(async (tx) => {
    if (suspend) await assertNotLastAdmin(tx, target.member);
    const [row] = await tx
      .update(shopMembers)
      .set({ status: suspend ? 'suspended' : 'active', version: version + 1 })
      .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.version, version)))
      .returning();
    if (!row) throw staleMember();
    if (suspend) await revokeShopSessions(tx, sellerId);
    await recordActivity(tx, {
      actor: actorOf(actor),
      note: { action: suspend ? 'staff.suspended' : 'staff.resumed', params: { name: target.name, email: target.email } },
    });
    return memberRow({ member: row, name: target.name, email: target.email }, actor.seller.id);
  });
}

/** Removes a member from the shop (their account stays); a member may also leave, unless they are the last admin. */
export async function removeMember(shop: ShopScope, actor: Actor, sellerId: string): Promise<void> {
  const target = await loadMember(shop, sellerId);
  const leaving = sellerId === actor.seller.id;
  if (!leaving) assertMayTouchAdmin(actor, target.member);
  await shop.transaction(async (tx) => {
    await assertNotLastAdmin(tx, target.member);
    await tx.delete(shopMembers).where(eq(shopMembers.sellerId, sellerId));
    if (leaving) {
      // Someone who leaves stays signed in; their sessions drop the shop and the dashboard picks another.
      await tx.unscoped
        .update(sessions)
        .set({ activeShopId: null })
        .where(and(eq(sessions.sellerId, sellerId), eq(sessions.activeShopId, tx.shopId)));
    } else {
      await revokeShopSessions(tx, sellerId);
    }
    await recordActivity(tx, {
      actor: actorOf(actor),
      note: leaving
        ? { action: 'staff.left', params: {} }
        : { action: 'staff.removed', params: { name: target.name, email: target.email } },
    });
  });
}
