/**
 * The fresh-factor rule (issue 22 items 11–12, OWASP ASVS 5.0 7.5.1 and 7.5.3): money and access move only when a
 * factor was given in this session in the last 5 minutes — a code, recovery code or passkey, or the password where
 * two-step is off. Declared per route, after the session or shop router:
 *
 *   earningsRoutes.put('/payout-settings', onlyAdmins, freshFactor, handler);
 *
 * A refused call is 403 FRESH_FACTOR_REQUIRED, naming in `fields` what to send to POST /admin/profile/fresh-factor
 * (`code` or `password`, and `passkey` when the seller has one). A session opened with a one-time sign-in link (impersonation, spec §4) never passes.
 */
import { createMiddleware } from 'hono/factory';
import { freshUntil, hasTwoStep, impersonationRefused } from '../domains/two-step/two-step.ts';
import { hasPasskeys } from '../domains/two-step/passkeys.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { FRESH_FACTOR_REQUIRED } from '../../../contract/two-step.ts';

const ASK_CODE = 'To confirm this change, enter a code from your authenticator app (or a recovery code).';
const ASK_PASSWORD = 'To confirm this change, enter your password.';
const ASK_PASSKEY = 'Or confirm with one of your passkeys.';

/** 403 unless the caller's session gave a factor in the last 5 minutes (and is not an impersonation). */
export const freshFactor = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.var.session;
  if (session.viaLink) throw impersonationRefused();
  const until = freshUntil(session);
  if (!until || until.getTime() <= Date.now()) {
    const twoStep = await hasTwoStep(c.var.db, c.var.seller.id);
    // `passkey` is named only when the seller has one: the dashboard then offers "Use a passkey" beside the code.
    const passkey = twoStep && (await hasPasskeys(c.var.db, c.var.seller.id));
    throw new HttpError(
      403,
      twoStep ? ASK_CODE : ASK_PASSWORD,
      FRESH_FACTOR_REQUIRED,
      twoStep ? { code: ASK_CODE, ...(passkey ? { passkey: ASK_PASSKEY } : {}) } : { password: ASK_PASSWORD },
    );
  }
  await next();
});
