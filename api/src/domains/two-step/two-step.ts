/**
 * Two-step sign-in rules (issue 22 items 8, 10–12): the seller's status, setting the authenticator up and turning it
 * off, the second factor checked with its lockout, and the "fresh factor" time a session records.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Seller, Session } from '../../platform/env.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../platform/errors.ts';
import { tooManyCodes, type Throttle } from '../../platform/throttle/throttle.ts';
import { verifyPassword } from '../auth/password.ts';
import { sessions, shopMembers, shops } from '../../db/schema/index.ts';
import { authenticators, passkeys, recoveryCodes } from './tables.ts';
import { listPasskeys, relyingParty, usePasskey } from './passkeys.ts';
import type { PasskeyAssertion } from '../../../../contract/passkeys.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import { newSecret, otpauthUri, renewRecoveryCodes, useRecoveryCode, useTotp } from './codes.ts';
import { FRESH_FACTOR_SECONDS, isTotpCode, type FactorKind, type TwoStepStatus } from '../../../../contract/two-step.ts';

const WRONG_CODE = 'That code is not right or was already used. Enter the newest code from your authenticator app, or a recovery code.';
export const wrongCode = () => badRequest(WRONG_CODE, 'WRONG_CODE', { code: WRONG_CODE });
const WRONG_PASSWORD = 'Your password is not right.';

/** What a two-step check needs from the request: the database, the throttle (the lockout) and the dashboard's address. */
export type FactorContext = { db: Db; throttle: Throttle; dashboardUrl: string };

/** True when the seller has a confirmed authenticator app. */
export async function hasTwoStep(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authenticators.sellerId })
    .from(authenticators)
    .where(and(eq(authenticators.sellerId, sellerId), isNotNull(authenticators.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Checks a second factor (an authenticator code or a recovery code) under the lockout: each try is counted before the
 * check and given back when right, so 5 wrong ones in 15 minutes lock the second step (429 SECOND_STEP_LOCKED).
 */
export async function checkCode({ db, throttle }: FactorContext, sellerId: string, code: string): Promise<FactorKind> {
  await throttle.take('secondStep', sellerId, tooManyCodes);
  const kind: FactorKind = isTotpCode(code) ? 'totp' : 'recovery';
  const ok = kind === 'totp' ? await useTotp(db, sellerId, code, { confirmed: true }) : await useRecoveryCode(db, sellerId, code);
  if (!ok) throw wrongCode();
  await throttle.refund('secondStep', sellerId);
  return kind;
}

/** Checks a passkey's answer for the seller (second step or fresh factor) under the same lockout as codes. */
export async function checkPasskey(
  { db, throttle, dashboardUrl }: FactorContext,
  sellerId: string,
  answer: PasskeyAssertion,
  purpose: 'second-step' | 'fresh-factor',
): Promise<FactorKind> {
  await throttle.take('secondStep', sellerId, tooManyCodes);
  await usePasskey(db, relyingParty(dashboardUrl), answer, purpose, sellerId);
  await throttle.refund('secondStep', sellerId);
  return 'passkey';
}

/** Records that `kind` was just given in `session`: money and access may move for 5 minutes. */
export const markFresh = (db: Db, sessionId: string, kind: FactorKind, now = new Date()) =>
  db.update(sessions).set({ freshFactorAt: now, freshFactorKind: kind }).where(eq(sessions.id, sessionId));

/** Until when the session's last factor counts; null when none was given or the session came from a sign-in link. */
export function freshUntil(session: Pick<Session, 'freshFactorAt' | 'viaLink'>): Date | null {
  if (session.viaLink || !session.freshFactorAt) return null;
  return new Date(session.freshFactorAt.getTime() + FRESH_FACTOR_SECONDS * 1000);
}

export const impersonationRefused = () =>
  forbidden(
    'This session was opened with a sign-in link, so it cannot confirm changes to money or access. Sign in with the password.',
    'IMPERSONATION_NOT_ALLOWED',
  );

/** Gives a fresh factor: a code when two-step is on, else the password. Counted under the same lockout. */
export async function giveFactor(
  ctx: FactorContext,
  seller: Seller,
  session: Session,
  input: { code?: string; password?: string; passkey?: PasskeyAssertion },
) {
  if (session.viaLink) throw impersonationRefused();
  let kind: FactorKind;
  if (input.passkey) {
    kind = await checkPasskey(ctx, seller.id, input.passkey, 'fresh-factor');
  } else if (await hasTwoStep(ctx.db, seller.id)) {
    if (!input.code)
      throw badRequest('Enter the code from your authenticator app.', 'CODE_REQUIRED', {
        code: 'Enter the code from your authenticator app.',
      });
    kind = await checkCode(ctx, seller.id, input.code);
  } else {
    if (!input.password) throw badRequest('Enter your password.', 'PASSWORD_REQUIRED', { password: 'Enter your password.' });
    await ctx.throttle.take('secondStep', seller.id, tooManyCodes);
    if (!(await verifyPassword(input.password, seller.passwordHash))) {
      throw new HttpError(400, WRONG_PASSWORD, 'WRONG_PASSWORD', { password: WRONG_PASSWORD });
    }
    await ctx.throttle.refund('secondStep', seller.id);
    kind = 'password';
  }
  const now = new Date();
  await markFresh(ctx.db, session.id, kind, now);
  return freshUntil({ freshFactorAt: now, viaLink: false })!;
}

/** Names of the seller's shops that require two-step of their members (item 10). */
export async function shopsRequiring(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: shops.name })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.sellerId, sellerId), eq(shopMembers.status, 'active'), eq(shops.requireTwoStep, true)))
    .orderBy(shops.name);
  return rows.map((r) => r.name);
}

const setupOf = (secret: string, email: string) => ({ secret, uri: otpauthUri(secret, email) });

export async function twoStepStatus(db: Db, seller: Seller, session: Session): Promise<TwoStepStatus> {
  const [[row], [left], requiredBy, keys] = await Promise.all([
    db.select().from(authenticators).where(eq(authenticators.sellerId, seller.id)).limit(1),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.sellerId, seller.id), isNull(recoveryCodes.usedAt))),
    shopsRequiring(db, seller.id),
    listPasskeys(db, seller.id),
  ]);
  const enabled = Boolean(row?.confirmedAt);
  const fresh = freshUntil(session);
  return {
    enabled,
    setup: row && !enabled ? setupOf(openSecret(row.secret, seller.id), seller.email) : null,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
    freshUntil: fresh && fresh > new Date() ? fresh.toISOString() : null,
    requiredBy,
    passkeys: keys,
  };
}

/** Starts (or restarts) setting up the authenticator: a new secret waits for its first code. */
export async function startSetup(db: Db, seller: Seller): Promise<{ secret: string; uri: string }> {
  if (await hasTwoStep(db, seller.id)) throw conflict('Two-step sign-in is already on.', 'TWO_STEP_ALREADY_ON');
  const { secret, uri } = newSecret(seller.email);
  // Stored sealed (platform/secret-box.ts): the database alone never gives the seller's codes.
  const sealed = sealSecret(secret, seller.id);
  await db
    .insert(authenticators)
    .values({ sellerId: seller.id, secret: sealed })
    .onConflictDoUpdate({
      target: authenticators.sellerId,
      set: { secret: sealed, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
    });
  return { secret, uri };
}

/** The first code confirms the app: two-step is on, ten recovery codes are made, and this session is fresh. */
export async function confirmSetup(ctx: FactorContext, seller: Seller, session: Session, code: string): Promise<string[]> {
  await ctx.throttle.take('secondStep', seller.id, tooManyCodes);
  if (!(await useTotp(ctx.db, seller.id, code, { confirmed: false }))) {
    if (await hasTwoStep(ctx.db, seller.id)) throw conflict('Two-step sign-in is already on.', 'TWO_STEP_ALREADY_ON');
    throw wrongCode();
  }
  await ctx.throttle.refund('secondStep', seller.id);
  const codes = await renewRecoveryCodes(ctx.db, seller.id);
  if (!session.viaLink) await markFresh(ctx.db, session.id, 'totp');
  return codes;
}

/** Turns two-step off with a current code (the app, its recovery codes and the passkeys go); refused while a shop of the seller requires it. */
export async function disableTwoStep(ctx: FactorContext, seller: Seller, session: Session, code: string): Promise<void> {
  if (session.viaLink) throw impersonationRefused();
  if (!(await hasTwoStep(ctx.db, seller.id))) throw conflict('Two-step sign-in is already off.', 'TWO_STEP_ALREADY_OFF');
  const requiredBy = await shopsRequiring(ctx.db, seller.id);
  if (requiredBy.length) {
    throw conflict(`${requiredBy.join(', ')} requires two-step sign-in of its staff, so it stays on.`, 'TWO_STEP_REQUIRED_BY_SHOP');
  }
  const kind = await checkCode(ctx, seller.id, code);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(authenticators).where(eq(authenticators.sellerId, seller.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.sellerId, seller.id));
    // Passkeys are a second factor beside the app (they need it on): two-step off removes them too.
    await tx.delete(passkeys).where(eq(passkeys.sellerId, seller.id));
  });
  await markFresh(ctx.db, session.id, kind);
}
