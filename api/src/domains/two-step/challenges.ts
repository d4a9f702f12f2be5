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
import { checkCode, checkPasskey, type FactorContext } from './two-step.ts';
import { relyingParty, useOptions } from './passkeys.ts';
import type { PasskeyAssertion } from '../../../../contract/passkeys.ts';

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
export function finishChallenge(ctx: FactorContext, pendingToken: string, code: string) {
  return finishWith(ctx, pendingToken, (sellerId) => checkCode(ctx, sellerId, code));
}

/** The same with a passkey's answer to the options of `passkeyOptionsFor` (item 9). */
export function finishWithPasskey(ctx: FactorContext, pendingToken: string, answer: PasskeyAssertion) {
  return finishWith(ctx, pendingToken, (sellerId) => checkPasskey(ctx, sellerId, answer, 'second-step'));
}

/** Options for answering the pending sign-in's second step with one of its seller's passkeys. */
export async function passkeyOptionsFor(ctx: FactorContext, pendingToken: string) {
  const [challenge] = await ctx.db.select().from(signInChallenges).where(live(pendingToken)).limit(1);
  if (!challenge) throw expired();
  return useOptions(ctx.db, relyingParty(ctx.dashboardUrl), 'second-step', challenge.sellerId);
}

const live = (pendingToken: string) =>
  and(eq(signInChallenges.tokenHash, hashToken(pendingToken)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, new Date()));

async function finishWith(
  ctx: FactorContext,
  pendingToken: string,
  check: (sellerId: string) => Promise<FactorKind>,
): Promise<{ seller: Seller; userAgent: string | null; kind: FactorKind }> {
  const [challenge] = await ctx.db.select().from(signInChallenges).where(live(pendingToken)).limit(1);
  if (!challenge) throw expired();
  const kind = await check(challenge.sellerId);
  const [claimed] = await ctx.db.update(signInChallenges).set({ usedAt: new Date() }).where(live(pendingToken)).returning();
  const [seller] = claimed ? await ctx.db.select().from(sellers).where(eq(sellers.id, claimed.sellerId)).limit(1) : [];
  if (!seller) throw expired();
  return { seller, userAgent: claimed!.userAgent, kind };
}
