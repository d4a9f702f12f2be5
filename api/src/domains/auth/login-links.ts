/** One-time sign-in links (the `impersonate` CLI command): single use, 15 minutes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { loginLinks, sellers } from '../../db/schema/index.ts';
import { createToken, expiresIn, LOGIN_LINK_TTL_SECONDS } from './tokens.ts';

/** Stores a link token for the seller with `email`; returns the token, or null when no such seller exists. */
export async function createLoginLink(db: Db, email: string): Promise<string | null> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, email.trim().toLowerCase())).limit(1);
  if (!seller) return null;
  const { token, hash } = createToken();
  await db.insert(loginLinks).values({ tokenHash: hash, sellerId: seller.id, expiresAt: expiresIn(LOGIN_LINK_TTL_SECONDS) });
  return token;
}
