/**
 * The step between a right password and a session for an account with two-step (issue 22 item 8): a pending token
 * (stored as its sha256) that lasts 5 minutes and buys one second step. It is no session: nothing else accepts it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Seller } from '../../platform/env.ts';
import { unauthorized } from '../../platform/errors.ts';
import { createToken, expiresIn, hashToken } from '../auth/tokens.ts';
import { sellers } from '../../db/schema/index.ts';
import { SIGN_IN_CHALLENGE_SECONDS, type FactorKind, type TwoStepChallenge } from '../../../../contract/two-step.ts';
import { signInChallenges } from './tables.ts';
import { checkCode, type FactorContext } from './two-step.ts';

const expired = () => unauthorized('This sign-in has expired. Sign in again with your e-mail and password.', 'CHALLENGE_EXPIRED');

export async function startChallenge(db: Db, sellerId: string, userAgent: string | null): Promise<TwoStepChallenge> {
  const { token, hash } = createToken();
  await db
    .insert(signInChallenges)
    .values({ tokenHash: hash, sellerId, userAgent: userAgent?.slice(0, 500) ?? null, expiresAt: expiresIn(SIGN_IN_CHALLENGE_SECONDS) });
  return { twoStep: true, pending_token: token, expires_in: SIGN_IN_CHALLENGE_SECONDS };
}

/**
 * Checks the code for a pending sign-in (under the second-step lockout), then claims the token with one conditional
 * update, so one token gives at most one session.
 */
export async function finishChallenge(
  ctx: FactorContext,
  pendingToken: string,
  code: string,
): Promise<{ seller: Seller; userAgent: string | null; kind: FactorKind }> {
  const live = and(
    eq(signInChallenges.tokenHash, hashToken(pendingToken)),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, new Date()),
  );
  const [challenge] = await ctx.db.select().from(signInChallenges).where(live).limit(1);
  if (!challenge) throw expired();
  const kind = await checkCode(ctx, challenge.sellerId, code);
  const [claimed] = await ctx.db.update(signInChallenges).set({ usedAt: new Date() }).where(live).returning();
  const [seller] = claimed ? await ctx.db.select().from(sellers).where(eq(sellers.id, claimed.sellerId)).limit(1) : [];
  if (!seller) throw expired();
  return { seller, userAgent: claimed!.userAgent, kind };
}
