/**
 * Sign-out that reports only what happened (issue 22 item 6): the seller is told "signed out" and the cookie goes only
 * once the Store API has revoked the token, or says the token no longer works (401). A refusal that may pass (429, an
 * outage, no answer) is tried again a few times; if the token still stands, the sign-out failed and the cookie stays,
 * since a dropped cookie whose token still works is a session the seller believes is over.
 */
import { m } from '../paraglide/messages.js';
import { ApiError } from './api/errors.ts';
import { succeed, type FormSuccess } from './forms.ts';
import { RETRY_STATUSES } from './retry.ts';

/** Tries after the first, and the pause before each (short: the seller waits on a form post). */
export const SIGN_OUT_RETRY_DELAYS_MS = [250, 1000] as const;

export type SignOutOutcome = { revoked: true } | { revoked: false; error: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when the answer says the token no longer opens anything: revoked now, or already ended. */
const tokenIsGone = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A refusal that may pass on its own: over a limit, the API down or slow, no answer. */
const mayPass = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || RETRY_STATUSES.has(error.status);

/** Revokes a token with `revoke` (POST /auth/logout), retrying what may pass; `wait` is replaceable for tests. */
export async function revokeToken(
  revoke: () => Promise<unknown>,
  { delays = SIGN_OUT_RETRY_DELAYS_MS, wait = sleep }: { delays?: readonly number[]; wait?: (ms: number) => Promise<unknown> } = {},
): Promise<SignOutOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      await revoke();
      return { revoked: true };
    } catch (error) {
      if (tokenIsGone(error)) return { revoked: true };
      if (attempt >= delays.length || !mayPass(error)) return { revoked: false, error };
      await wait(delays[attempt]!);
    }
  }
}

export type SignOutSteps = {
  /** POST /auth/logout with the session's token. */
  revoke: () => Promise<unknown>;
  /** Drops the cookie and the cached session: only once the token is revoked. */
  forget: () => void;
  /** The page the form sat on, to come back to when the sign-out failed. */
  returnTo: string;
  wait?: (ms: number) => Promise<unknown>;
};

/** The sign-out action's outcome: to /login once revoked; else back to the page with an error and the cookie kept. */
export async function signOut({ revoke, forget, returnTo, wait }: SignOutSteps): Promise<FormSuccess> {
  const outcome = await revokeToken(revoke, wait ? { wait } : {});
  if (!outcome.revoked) return { ok: true, redirect: returnTo, flash: m.sign_out_failed(), flashKind: 'error' };
  forget();
  return succeed('/login', m.sign_out_done());
}
