/**
 * Invitations: a single-use link by e-mail (through the outbox) that lapses after 7 days; resend makes a new
 * link, cancel ends it; /invite shows it and accepting joins the shop with the keys given. The staff routes reach
 * invitations through the shop's accessor; /invite has no shop yet: it finds the invitation by its token's hash,
 * and accepting then writes through the accessor of the invitation's shop.
 */

import { notify } from '../notifications/notifications.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createToken, expiresIn, hashToken } from '../auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import { shopScope, type ShopScope } from '../../platform/shop-scope.ts';
import { sellers, shopMembers, shops } from '../../db/schema/index.ts';
import type { Seller } from '../../platform/env.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { invitationMail, inviteeDisplay } from './mails.ts';
import { sortPermissions } from '../../../../contract/permissions.ts';
import { INVITATION_TTL_DAYS, type AcceptInvitation, type InviteStaff, type StaffMember } from '../../../../contract/team.ts';
import { recordActivity } from './activity.ts';
import { invitations } from './tables.ts';
import { actorOf, assertCanGrant, invitationRow, staffLimitOf, staffUsed, type Actor } from './team.ts';

const invitationNotFound = () => notFound('This invitation does not exist or was already accepted.', 'INVITATION_NOT_FOUND');
const invalidInvitation = () =>
  new HttpError(
    400,
    'This invitation link is not valid, was already used or has expired. Ask the shop for a new one.',
    'INVALID_INVITATION',
  );

async function shopName(shop: ShopScope): Promise<string> {
  const [row] = await shop.select({ name: shops.name }).from(shops).limit(1);
  return row?.name ?? 'your shop';
}

/** The /invite link of a token. */
export const invitationLink = (dashboardUrl: string, token: string) => `${dashboardUrl}/invite?token=${token}`;

/** Invites a person by e-mail with the given keys; writes the invitation, its mail and the log line together. */
export async function inviteStaff(
  shop: ShopScope,
  actor: Actor,
  input: InviteStaff,
  dashboardUrl: string,
): Promise<{ invitation: StaffMember; link: string }> {
  assertCanGrant(actor.membership, input.permissions);
  const [existing] = await shop
    .select({ id: sellers.id })
    .from(shopMembers)
    .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
    .where(eq(sellers.email, input.email))
    .limit(1);
  if (existing) {
    throw conflict('This person is already a member of the shop.', 'ALREADY_MEMBER', {
      email: 'This person is already a member of the shop.',
    });
  }
  const [waiting] = await shop
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, input.email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .limit(1);
  if (waiting) {
    const message = 'An invitation to this e-mail address is already waiting. Resend it from the staff list instead.';
    throw conflict(message, 'ALREADY_INVITED', { email: message });
  }
  const { planName, staffLimit } = await staffLimitOf(shop);
  if (staffLimit !== null && (await staffUsed(shop)) >= staffLimit) {
    throw forbidden(
      `Your plan${planName ? ` (${planName})` : ''} allows ${staffLimit} staff account${staffLimit === 1 ? '' : 's'}. Upgrade to invite more people.`,
      'STAFF_LIMIT_REACHED',
    );
  }
  const { token, hash } = createToken();
  const link = invitationLink(dashboardUrl, token);
  const name = await shopName(shop);
  const display = await inviteeDisplay(shop.unscoped, input.email, actor.seller);
  const invitation = await shop.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitations)
      .values({
        email: input.email,
        name: input.name,
        permissions: sortPermissions(input.permissions),
        tokenHash: hash,
        invitedBy: actor.seller.id,
        expiresAt: expiresIn(INVITATION_TTL_DAYS * 86_400),
      })
      .returning();
    await enqueueMail(
      tx.unscoped,
      invitationMail(
        { name: input.name, email: input.email, shopName: name, inviterName: actor.seller.name, days: INVITATION_TTL_DAYS },
        link,
        display,
      ),
    );
    await recordActivity(tx, {
      actor: actorOf(actor),
      note: {
        action: 'staff.invited',
        params: { name: input.name, email: input.email, permissions: sortPermissions(input.permissions) },
      },
    });
    return created!;
  });
  return { invitation: invitationRow(invitation), link };
}

async function pendingInvitation(shop: ShopScope, id: string) {
  const [invite] = await shop
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .limit(1);
  if (!invite) throw invitationNotFound();
  return invite;
}

/** A new link (the old one stops working) for 7 more days, sent again. */
export async function resendInvitation(
  shop: ShopScope,
  actor: Actor,
  id: string,
  dashboardUrl: string,
): Promise<{ invitation: StaffMember; link: string }> {
  const invite = await pendingInvitation(shop, id);
  assertCanGrant(actor.membership, invite.permissions);
  const { token, hash } = createToken();
  const link = invitationLink(dashboardUrl, token);
  const name = await shopName(shop);
  const display = await inviteeDisplay(shop.unscoped, invite.email, actor.seller);
  const updated = await shop.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: hash, expiresAt: expiresIn(INVITATION_TTL_DAYS * 86_400), version: invite.version + 1 })
      .where(and(eq(invitations.id, invite.id), isNull(invitations.acceptedAt)))
      .returning();
    if (!row) throw invitationNotFound();
    await enqueueMail(
      tx.unscoped,
      invitationMail(
        { name: invite.name, email: invite.email, shopName: name, inviterName: actor.seller.name, days: INVITATION_TTL_DAYS },
        link,
        display,
      ),
    );
    await recordActivity(tx, {
      actor: actorOf(actor),
      note: { action: 'staff.reinvited', params: { name: invite.name, email: invite.email } },
    });
    return row;
  });
  return { invitation: invitationRow(updated), link };
}

/** Withdraws a pending invitation: its link stops working. */
export async function cancelInvitation(shop: ShopScope, actor: Actor, id: string): Promise<void> {
  const invite = await pendingInvitation(shop, id);
  await shop.transaction(async (tx) => {
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, invite.id));
    await recordActivity(tx, {
      actor: actorOf(actor),
      note: { action: 'staff.invitation-cancelled', params: { name: invite.name, email: invite.email } },
    });
  });
}

async function liveInvitation(db: Pick<Db, 'select'>, token: string) {
  const [row] = await db
    .select({ invite: invitations, shopName: shops.name })
    .from(invitations)
    .innerJoin(shops, eq(shops.id, invitations.shopId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw invalidInvitation();
  return row;
}

/** What /invite shows before anyone signs in. */
export async function previewInvitation(db: Db, token: string) {
  const { invite, shopName: name } = await liveInvitation(db, token);
  const [account] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, invite.email)).limit(1);
  return {
    shopName: name,
    name: invite.name,
    email: invite.email,
    hasAccount: Boolean(account),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation: an existing seller proves it with their password; a new person picks a name and
 * a password (the link in their inbox proves the e-mail). Single use: one conditional update takes the link.
 */
export async function acceptInvitation(db: Db, input: AcceptInvitation): Promise<{ seller: Seller; shopId: string }> {
  const { invite } = await liveInvitation(db, input.token);
  const [account] = await db.select().from(sellers).where(eq(sellers.email, invite.email)).limit(1);
  if (account) {
    if (!(await verifyPassword(input.password, account.passwordHash))) {
      throw unauthorized('That password is not right for this account.', 'INVALID_CREDENTIALS');
    }
  } else {
    const fields: Record<string, string> = {};
    if (!input.name) fields.name = 'Enter your name';
    if (input.password.length < 8) fields.password = 'Password must be at least 8 characters';
    if (Object.keys(fields).length) throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', fields);
  }
  const passwordHash = account ? null : await hashPassword(input.password);
  return shopScope(db, invite.shopId).transaction(async (shop) => {
    const tx = shop.unscoped;
    const [taken] = await shop
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invite.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (!taken) throw invalidInvitation();
    let seller = account;
    if (!seller) {
      const [created] = await tx
        .insert(sellers)
        .values({ name: input.name!, email: invite.email, phone: '', passwordHash: passwordHash!, language: input.language ?? 'en' })
        .onConflictDoNothing({ target: sellers.email })
        .returning();
      if (!created) throw invalidInvitation();
      seller = created;
    }
    await shop
      .insert(shopMembers)
      .values({ sellerId: seller.id, isShopAdmin: false, permissions: invite.permissions })
      .onConflictDoNothing();
    await recordActivity(shop, {
      actor: { id: seller.id, name: seller.name },
      note: { action: 'staff.joined', params: { permissions: sortPermissions(invite.permissions) } },
    });
    await notify(shop, 'staff_joined', { sellerId: seller.id, name: seller.name }, { actorId: seller.id });
    return { seller, shopId: invite.shopId };
  });
}
