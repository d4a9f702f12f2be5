/** Opaque bearer and one-time tokens: 32 random bytes, base64url; only their sha256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** Session lifetime in seconds (spec §9: 12 hours). */
export const SESSION_TTL_SECONDS = 43_200;
/** Password-reset links last one hour. */
export const RESET_TTL_SECONDS = 3_600;
/** One-time sign-in links from the CLI last 15 minutes. */
export const LOGIN_LINK_TTL_SECONDS = 900;

/** The sha256 (hex) under which a token is stored and looked up. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token and its hash. Hand the token out once; store the hash. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The date `seconds` from `now`. */
export const expiresIn = (seconds: number, now = new Date()): Date => new Date(now.getTime() + seconds * 1000);
