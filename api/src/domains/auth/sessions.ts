/** Sessions: creating them for a seller and shaping the user the API returns. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sessions, shopMembers, shops } from '../../db/schema/index.ts';
import type { Seller } from '../../platform/env.ts';
import { DisplaySettingsSchema, type DisplaySettings } from '../../../../contract/profile.ts';
import { createToken, expiresIn, SESSION_TTL_SECONDS } from './tokens.ts';
import type { FactorKind } from '../../../../contract/two-step.ts';

/** The current user as GET /admin/sellers/user and the sign-in answers return it. */
export const toUser = (seller: Seller, activeShopId: string | null) => ({
  id: seller.id,
  name: seller.name,
  email: seller.email,
  phone: seller.phone,
  activeShopId,
  /** When the account was made: the home page greets a new seller differently from one coming back. */
  createdAt: seller.createdAt.toISOString(),
  ...displaySettings(seller),
});

/** The account's language, digits and grouping; a value the contract does not know reads as "follow the language". */
export function displaySettings(seller: Seller): DisplaySettings {
  return DisplaySettingsSchema.catch({ language: 'en', digits: null, grouping: null }).parse({
    language: seller.language,
    digits: seller.digits,
    grouping: seller.grouping,
  });
}

/** The seller's first shop by name, or null when they belong to none. */
export async function firstShopId(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.status, 'active')))
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Starts a 12-hour session on `options.shopId` (a shop just joined or created) or the seller's first shop;
 * returns the sign-in answer. `userAgent` is the browser's, for the sessions list on /my-profile; `factor` what was
 * given to sign in; `viaLink` marks an impersonation (one-time link) session.
 */
export async function startSession(
  db: Db,
  seller: Seller,
  options: { shopId?: string; userAgent?: string | null; factor?: FactorKind; viaLink?: boolean } = {},
) {
  const { token, hash } = createToken();
  const activeShopId = options.shopId ?? (await firstShopId(db, seller.id));
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hash,
    sellerId: seller.id,
    activeShopId,
    expiresAt: expiresIn(SESSION_TTL_SECONDS),
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    lastUsedAt: now,
    // The factor given to sign in counts as fresh for 5 minutes (issue 22 item 11); a sign-in link gives none.
    freshFactorAt: options.factor && !options.viaLink ? now : null,
    freshFactorKind: options.factor && !options.viaLink ? options.factor : null,
    viaLink: options.viaLink ?? false,
  });
  return { access_token: token, expires_in: SESSION_TTL_SECONDS, user: toUser(seller, activeShopId) };
}

/** The browser's User-Agent: the dashboard forwards it as x-client-user-agent (its own fetch is not the browser). */
export const clientUserAgent = (header: (name: string) => string | undefined): string | null =>
  header('x-client-user-agent') ?? header('user-agent') ?? null;

/** Revokes every open session of a seller (after a password reset). */
export async function revokeAllSessions(db: Db, sellerId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.sellerId, sellerId), isNull(sessions.revokedAt)));
}
