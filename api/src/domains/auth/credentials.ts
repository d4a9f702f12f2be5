/**
 * The one place a seller's password or e-mail changes (issue 22 item 1). Whatever the path — the profile's password
 * form, a reset link, a confirmed e-mail change — the new credential and the end of every outstanding link of the
 * account (reset, one-time sign-in, e-mail change) commit together: a link mailed or handed out before the change
 * was made for the old credential, and whoever holds it (an old mailbox, a leaked link) must not outlive it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { emailChanges, loginLinks, passwordResets, sellers } from '../../db/schema/index.ts';
import type { Seller } from '../../platform/env.ts';

/** Ends every unused reset, sign-in and e-mail-change link of the seller (they read as expired). */
export async function endAccountLinks(tx: Db, sellerId: string, now = new Date()): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.sellerId, sellerId), isNull(passwordResets.usedAt)));
  await tx
    .update(loginLinks)
    .set({ expiresAt: now })
    .where(and(eq(loginLinks.sellerId, sellerId), isNull(loginLinks.usedAt)));
  await tx
    .update(emailChanges)
    .set({ expiresAt: now })
    .where(and(eq(emailChanges.sellerId, sellerId), isNull(emailChanges.usedAt)));
}

/**
 * Writes the seller's new password hash and/or e-mail and ends the account's outstanding links. Call it inside the
 * transaction that makes the change, so the two cannot be separated; nothing else writes these two columns.
 */
export async function changeCredentials(tx: Db, sellerId: string, change: { passwordHash?: string; email?: string }): Promise<Seller> {
  const [updated] = await tx.update(sellers).set(change).where(eq(sellers.id, sellerId)).returning();
  await endAccountLinks(tx, sellerId);
  return updated!;
}
