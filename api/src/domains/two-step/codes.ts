/**
 * The checks behind two-step sign-in: authenticator codes (RFC 6238 through otplib v13, one step either side for a
 * phone's clock, each step accepted once) and recovery codes (random, salted sha256, single use).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../platform/db/client.ts';
import { authenticators, recoveryCodes } from './tables.ts';
import { isSealedWithCurrentKey, openSecret, sealSecret } from '../../platform/secret-box.ts';
import { isTotpCode, normalizeCode, RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS } from '../../../../contract/two-step.ts';

export const ISSUER = 'Haat';

/** A new Base32 secret (20 random bytes) and the otpauth:// address an authenticator app scans. */
export function newSecret(account: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: otpauthUri(secret, account) };
}

export const otpauthUri = (secret: string, account: string) => generateURI({ issuer: ISSUER, label: account, secret });

/**
 * The time step `code` belongs to, when it is right for `secret` now (one step of clock drift either way) and
 * later than `afterStep`; else null.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null; // otplib throws on a token that is not 6 digits
  const result = await verify({
    secret,
    token: normalizeCode(code),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts an authenticator code once: the step is recorded with one conditional update (only if it is later than the
 * last recorded), so the same code sent twice at once is accepted once.
 */
export async function useTotp(db: Db, sellerId: string, code: string, options: { confirmed: boolean }): Promise<boolean> {
  const [row] = await db.select().from(authenticators).where(eq(authenticators.sellerId, sellerId)).limit(1);
  if (!row || Boolean(row.confirmedAt) !== options.confirmed) return false;
  const secret = openSecret(row.secret, sellerId);
  const step = await totpStep(secret, code, row.lastTimeStep);
  if (step === null) return false;
  // A secret stored before sealing existed, or sealed with an older key, is sealed with the current key now.
  const reseal = isSealedWithCurrentKey(row.secret) ? {} : { secret: sealSecret(secret, sellerId) };
  const [claimed] = await db
    .update(authenticators)
    .set({ lastTimeStep: step, ...reseal, ...(options.confirmed ? {} : { confirmedAt: new Date() }) })
    .where(
      and(
        eq(authenticators.sellerId, sellerId),
        or(isNull(authenticators.lastTimeStep), lt(authenticators.lastTimeStep, step)),
        options.confirmed ? sql`${authenticators.confirmedAt} is not null` : isNull(authenticators.confirmedAt),
      ),
    )
    .returning({ sellerId: authenticators.sellerId });
  return Boolean(claimed);
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud and typed from paper
const hashCode = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normalizeCode(code)}`)
    .digest('hex');

/** A recovery code: 12 characters (about 59 bits) as three groups, e.g. `k7mq-2xrt-9fhd`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

/** Replaces the seller's recovery codes with ten new ones (the old stop working) and returns them, to show once. */
export async function renewRecoveryCodes(db: Db, sellerId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.sellerId, sellerId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => {
        const salt = randomBytes(16).toString('base64url');
        return { sellerId, salt, codeHash: hashCode(salt, code) };
      }),
    );
  });
  return codes;
}

/** Uses one of the seller's unused recovery codes; true when `code` was one (it never works again). */
export async function useRecoveryCode(db: Db, sellerId: string, code: string): Promise<boolean> {
  const rows = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.sellerId, sellerId), isNull(recoveryCodes.usedAt)));
  const match = rows.find((row) => timingSafeEqual(Buffer.from(hashCode(row.salt, code)), Buffer.from(row.codeHash)));
  if (!match) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}
