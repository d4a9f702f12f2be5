/**
 * Passkeys (issue 22 item 9, WebAuthn through @simplewebauthn/server): registering them, and checking an answer of
 * one as a sign-in of its own, as the second step of a sign-in, or as a fresh factor.
 *
 * The relying party is the dashboard: its ID is the host of DASHBOARD_URL and answers must come from that origin.
 * Challenges live in the database (any API node may check what another asked), last 5 minutes and are claimed once
 * before the answer is checked, so a replayed or late answer is refused even when its signature is right. User
 * verification is required (the phone's PIN or fingerprint), and an authenticator's signature counter must rise.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import type { Db } from '../../platform/db/client.ts';
import type { Seller } from '../../platform/env.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { expiresIn } from '../auth/tokens.ts';
import { passkeyChallenges, passkeys } from './tables.ts';
import {
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_SECONDS,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyOptions,
  type PasskeyRegistration,
} from '../../../../contract/passkeys.ts';

type Purpose = (typeof passkeyChallenges.$inferInsert)['purpose'];
export type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party WebAuthn binds a passkey to: the dashboard's host and origin. */
export type RelyingParty = { id: string; origin: string; name: string };
export function relyingParty(dashboardUrl: string): RelyingParty {
  const url = new URL(dashboardUrl);
  // Browsers refuse an IP address as RP ID: a dashboard on a loopback address (npm start with HOST=127.0.0.1, the
  // end-to-end tests) is reached for passkeys as localhost, which browsers treat as secure without https.
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: 'Haat' };
}

const NOT_ACCEPTED = 'That passkey could not be checked. Try again, or use a code from your authenticator app.';
export const passkeyNotAccepted = () => badRequest(NOT_ACCEPTED, 'PASSKEY_NOT_ACCEPTED', { passkey: NOT_ACCEPTED });
const CHALLENGE_ENDED = 'This passkey request has expired or was already used. Try again.';
const challengeEnded = () => badRequest(CHALLENGE_ENDED, 'PASSKEY_CHALLENGE_EXPIRED', { passkey: CHALLENGE_ENDED });
export const noPasskeys = () => conflict('This account has no passkeys. Use a code from your authenticator app.', 'NO_PASSKEYS');

/** A new challenge for `purpose` (32 random bytes, stored as base64url, which is how it comes back in clientDataJSON). */
async function newChallenge(db: Db, purpose: Purpose, sellerId: string | null): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(new ArrayBuffer(32));
  bytes.set(randomBytes(32));
  // Old challenges are of no use: whoever asks for a new one clears those that ended an hour ago.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(Date.now() - 3600_000)));
  await db.insert(passkeyChallenges).values({
    challenge: Buffer.from(bytes).toString('base64url'),
    purpose,
    sellerId,
    expiresAt: expiresIn(PASSKEY_CHALLENGE_SECONDS),
  });
  return bytes;
}

/**
 * Claims the challenge the browser signed (read from clientDataJSON) with one conditional update: it must be live,
 * unused, of this purpose and of this seller (none for a sign-in with a passkey alone). Answers it for the check.
 */
async function claimChallenge(db: Db, clientDataJSON: string, purpose: Purpose, sellerId: string | null): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
  } catch {
    throw passkeyNotAccepted();
  }
  if (typeof challenge !== 'string' || !challenge) throw passkeyNotAccepted();
  const [claimed] = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        sellerId === null ? isNull(passkeyChallenges.sellerId) : eq(passkeyChallenges.sellerId, sellerId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  if (!claimed) throw challengeEnded();
  return claimed.challenge;
}

const rowsOf = (db: Db, sellerId: string) =>
  db.select().from(passkeys).where(eq(passkeys.sellerId, sellerId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));

export const listPasskeys = async (db: Db, sellerId: string): Promise<Passkey[]> =>
  (await rowsOf(db, sellerId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));

export async function hasPasskeys(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.sellerId, sellerId)).limit(1);
  return Boolean(row);
}

const asAllowed = (row: PasskeyRow) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] });

/** Options for adding a passkey: a discoverable credential with user verification; the seller's own are excluded. */
export async function registrationOptions(db: Db, rp: RelyingParty, seller: Seller): Promise<PasskeyOptions> {
  const existing = await rowsOf(db, seller.id);
  if (existing.length >= MAX_PASSKEYS) throw conflict(`An account holds at most ${MAX_PASSKEYS} passkeys.`, 'PASSKEY_LIMIT');
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: seller.email,
    userDisplayName: seller.name,
    userID: new TextEncoder().encode(seller.id),
    challenge: await newChallenge(db, 'register', seller.id),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map(asAllowed),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257], // ES256 and RS256: what phones, laptops and security keys make
  }) as unknown as Promise<PasskeyOptions>;
}

/** Checks the browser's answer to the registration options and stores the passkey under `name`. */
export async function registerPasskey(db: Db, rp: RelyingParty, seller: Seller, input: PasskeyRegistration): Promise<Passkey> {
  const expectedChallenge = await claimChallenge(db, input.response.response.clientDataJSON, 'register', seller.id);
  let credential;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) throw passkeyNotAccepted();
    credential = result.registrationInfo.credential;
  } catch (error) {
    throw error instanceof HttpError ? error : passkeyNotAccepted();
  }
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.sellerId, seller.id));
  if (n >= MAX_PASSKEYS) throw conflict(`An account holds at most ${MAX_PASSKEYS} passkeys.`, 'PASSKEY_LIMIT');
  const [row] = await db
    .insert(passkeys)
    .values({
      sellerId: seller.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw conflict('That passkey is already registered.', 'PASSKEY_TAKEN');
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

/**
 * Options for using a passkey: for a sign-in with a passkey alone (`sellerId` null) the browser offers the passkeys
 * it holds for Haat; otherwise only the seller's own are allowed.
 */
export async function useOptions(db: Db, rp: RelyingParty, purpose: Exclude<Purpose, 'register'>, sellerId: string | null) {
  const allowed = sellerId ? await rowsOf(db, sellerId) : [];
  if (sellerId && !allowed.length) throw noPasskeys();
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: await newChallenge(db, purpose, sellerId),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
    ...(sellerId ? { allowCredentials: allowed.map(asAllowed) } : {}),
  }) as unknown as Promise<PasskeyOptions>;
}

/**
 * Checks a passkey's answer for `purpose` (of `sellerId`'s passkeys, or any seller's for a sign-in with a passkey
 * alone) and records its new counter with one conditional update, so one answer is accepted once. Answers the
 * passkey's row (its `sellerId` says who signed in).
 */
export async function usePasskey(
  db: Db,
  rp: RelyingParty,
  answer: PasskeyAssertion,
  purpose: Exclude<Purpose, 'register'>,
  sellerId: string | null,
): Promise<PasskeyRow> {
  const expectedChallenge = await claimChallenge(db, answer.response.clientDataJSON, purpose, sellerId);
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, answer.id), sellerId === null ? undefined : eq(passkeys.sellerId, sellerId)))
    .limit(1);
  if (!row) throw passkeyNotAccepted();
  // A discoverable passkey names its account: it must be the account the passkey was registered to.
  const handle = answer.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.sellerId) throw passkeyNotAccepted();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: answer as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, 'base64url'), counter: row.counter },
      requireUserVerification: true,
    });
    if (!result.verified) throw passkeyNotAccepted();
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    throw error instanceof HttpError ? error : passkeyNotAccepted();
  }
  // The counter must rise (a copied authenticator shows an old count); 0 stays 0 for those that keep none.
  if ((newCounter > 0 || row.counter > 0) && newCounter <= row.counter) throw passkeyNotAccepted();
  const [used] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning();
  if (!used) throw passkeyNotAccepted();
  return used;
}

const missing = () => notFound('That passkey is not on your account.', 'PASSKEY_NOT_FOUND');

export async function renamePasskey(db: Db, sellerId: string, id: string, name: string): Promise<void> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.sellerId, sellerId)))
    .returning({ id: passkeys.id });
  if (!row) throw missing();
}

export async function removePasskey(db: Db, sellerId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.sellerId, sellerId)))
    .returning({ id: passkeys.id });
  if (!row) throw missing();
}
