/**
 * The signed-in seller's own account: name and phone, e-mail change confirmed by a link to the new address,
 * password change (every other session ends), their sessions, and opening another shop.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createToken, expiresIn, hashToken } from '../auth/tokens.ts';
import { changeCredentials } from '../auth/credentials.ts';
import type { Db } from '../../platform/db/client.ts';
import { sellers, sessions, shopMembers, shops, shopSettings } from '../../db/schema/index.ts';
import type { Seller, Session } from '../../platform/env.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { emailChangeMail } from './mails.ts';
import { displayOf } from '../../platform/i18n/messages.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import {
  describeUserAgent,
  type ChangeEmail,
  type ChangePassword,
  type CreateShop,
  type DisplaySettings,
  type Profile,
  type SessionInfo,
  type UpdateDisplay,
  type UpdateProfile,
} from '../../../../contract/profile.ts';
import { displaySettings } from '../auth/sessions.ts';
import { ensureDefaultPlan } from '../shipping/shipping.ts';
import { ensureStarterPages } from '../content/starter-pages.ts';
import { ensureDefaultMenus } from '../menus/menus.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { recordActivity } from '../team/activity.ts';
import { emailChanges } from './tables.ts';

/** E-mail change links work for 24 hours. */
export const EMAIL_CHANGE_TTL_SECONDS = 86_400;

const wrongPassword = () =>
  new HttpError(400, 'Your current password is not right.', 'WRONG_PASSWORD', { currentPassword: 'Your current password is not right.' });
const emailTaken = () =>
  conflict('Another account already uses this e-mail address.', 'EMAIL_TAKEN', {
    email: 'Another account already uses this e-mail address.',
  });

async function checkPassword(seller: Seller, password: string): Promise<void> {
  if (!(await verifyPassword(password, seller.passwordHash))) throw wrongPassword();
}

/** The seller's profile with any e-mail change still waiting for its link. */
export async function getProfile(db: Db, seller: Seller): Promise<Profile> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.sellerId, seller.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return { id: seller.id, name: seller.name, email: seller.email, phone: seller.phone, pendingEmail: pending?.newEmail ?? null };
}

export async function updateProfile(db: Db, seller: Seller, input: UpdateProfile): Promise<Profile> {
  const [updated] = await db
    .update(sellers)
    .set({ name: input.name, phone: input.phone ?? '' })
    .where(eq(sellers.id, seller.id))
    .returning();
  return getProfile(db, updated!);
}

/** Saves what the seller changed of their language, digits and grouping; answers all three. */
export async function updateDisplay(db: Db, seller: Seller, input: UpdateDisplay): Promise<DisplaySettings> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return displaySettings(seller);
  const [updated] = await db.update(sellers).set(changes).where(eq(sellers.id, seller.id)).returning();
  return displaySettings(updated!);
}

/** Sends a confirmation link to the new address (in the same transaction as the request); returns the link. */
export async function requestEmailChange(db: Db, seller: Seller, input: ChangeEmail, dashboardUrl: string): Promise<string> {
  await checkPassword(seller, input.currentPassword);
  if (input.email === seller.email) {
    throw badRequest('That is already your e-mail address.', 'SAME_EMAIL', { email: 'That is already your e-mail address.' });
  }
  const [taken] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, input.email)).limit(1);
  if (taken) throw emailTaken();
  const { token, hash } = createToken();
  const link = `${dashboardUrl}/my-profile?email-token=${token}`;
  await db.transaction(async (tx) => {
    // Only the newest request's link works.
    await tx
      .update(emailChanges)
      .set({ expiresAt: new Date() })
      .where(and(eq(emailChanges.sellerId, seller.id), isNull(emailChanges.usedAt)));
    await tx
      .insert(emailChanges)
      .values({ sellerId: seller.id, newEmail: input.email, tokenHash: hash, expiresAt: expiresIn(EMAIL_CHANGE_TTL_SECONDS) });
    await enqueueMail(tx, emailChangeMail(seller, input.email, link, displayOf(seller)));
  });
  return link;
}

/** Opens the link: the seller's e-mail becomes the new address. Single use; only the seller who asked. */
export async function confirmEmailChange(db: Db, seller: Seller, token: string): Promise<Profile> {
  const invalid = () => badRequest('This confirmation link is not valid, was already used or has expired.', 'INVALID_TOKEN');
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailChanges.tokenHash, hashToken(token)),
          eq(emailChanges.sellerId, seller.id),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!change) throw invalid();
    const [taken] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, change.newEmail)).limit(1);
    if (taken) throw emailTaken();
    const updated = await changeCredentials(tx, seller.id, { email: change.newEmail });
    return { id: updated.id, name: updated.name, email: updated.email, phone: updated.phone, pendingEmail: null };
  });
}

/** Changes the password and ends every other session of the seller (this one stays signed in). */
export async function changePassword(db: Db, seller: Seller, session: Session, input: ChangePassword): Promise<void> {
  await checkPassword(seller, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await changeCredentials(tx, seller.id, { passwordHash });
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.sellerId, seller.id), ne(sessions.id, session.id), isNull(sessions.revokedAt)));
  });
}

/** The seller's open sessions, the current one first, then the most recently used. */
export async function listSessions(db: Db, seller: Seller, current: Session): Promise<{ response: SessionInfo[]; count: number }> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sellerId, seller.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const response = rows
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      current: row.id === current.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return { response, count: response.length };
}

/** Signs one of the seller's own sessions out. */
export async function revokeSession(db: Db, seller: Seller, sessionId: string): Promise<void> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.sellerId, seller.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!revoked) throw notFound('This session has already ended.', 'SESSION_NOT_FOUND');
}

/** Signs every session of the seller out except `current`. */
export async function revokeOtherSessions(db: Db, seller: Seller, current: Session): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.sellerId, seller.id), ne(sessions.id, current.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Opens another shop: the seller is its shop admin; it has no paid subscription, so it is on the Free plan;
 * it gets the default shipping plan; this session switches to it. The handle is permanent.
 */
export async function createShop(
  db: Db,
  seller: Seller,
  session: Session,
  input: CreateShop,
): Promise<{ shopId: string; name: string; handle: string }> {
  const handleTaken = () =>
    conflict('This handle is taken: choose another.', 'HANDLE_TAKEN', { handle: 'This handle is taken: choose another.' });
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, input.handle)).limit(1);
  if (existing) throw handleTaken();
  const shop = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shops)
      .values({ name: input.name, handle: input.handle, category: input.category })
      .onConflictDoNothing({ target: shops.handle })
      .returning();
    if (!created) throw handleTaken();
    // Profile is a user router (no c.var.shop): the new shop's rows, its activity line too, go through its own accessor.
    const opened = shopScope(tx, created.id);
    await opened.insert(shopMembers).values({ sellerId: seller.id, isShopAdmin: true });
    if (input.phone) await opened.insert(shopSettings).values({ phone: input.phone });
    await tx.update(sessions).set({ activeShopId: created.id }).where(eq(sessions.id, session.id));
    await recordActivity(opened, {
      actor: { id: seller.id, name: seller.name },
      note: { action: 'shop.created', params: { category: input.category } },
    });
    return created;
  });
  // What other areas give a new shop: the default shipping plan (inside Dhaka, suburbs, outside Dhaka).
  const opened = shopScope(db, shop.id);
  await ensureDefaultPlan(opened);
  await ensureStarterPages(opened); // About, Contact, Delivery and returns, Privacy as drafts
  await ensureDefaultMenus(opened);
  return { shopId: shop.id, name: shop.name, handle: shop.handle };
}
