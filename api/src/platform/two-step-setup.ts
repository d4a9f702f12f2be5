/**
 * The shop's two-step requirement, decided once for every /admin route (issue 22 item 10): a member of a shop that
 * requires two-step sign-in, without it, reaches only their own account until it is set up — who they are and their
 * shops (/admin/sellers, /admin/seller: the dashboard's session needs them) and /admin/profile, where two-step is
 * set up. Everything else answers 403 TWO_STEP_SETUP_REQUIRED. Signing out (/auth/logout) is outside /admin.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { forbidden } from './errors.ts';
import { TWO_STEP_SETUP_REQUIRED } from '../../../contract/two-step.ts';

/** What a seller who must set up two-step still reaches. */
export const TWO_STEP_SETUP_OPEN_PREFIXES = ['/admin/sellers', '/admin/seller', '/admin/profile'] as const;

export const TWO_STEP_SETUP_MESSAGE =
  'A shop you work in requires two-step sign-in. Set it up on My profile (Two-step sign-in) to continue.';

/** True when `path` stays open to a seller who must set up two-step first. */
export function isOpenDuringTwoStepSetup(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return TWO_STEP_SETUP_OPEN_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

export const twoStepSetupRequired = () => forbidden(TWO_STEP_SETUP_MESSAGE, TWO_STEP_SETUP_REQUIRED);

/** After requireSession on /admin/*: 403 TWO_STEP_SETUP_REQUIRED outside the seller's own account while it applies. */
export const refuseUntilTwoStep = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.twoStepSetupRequired && !isOpenDuringTwoStepSetup(c.req.path)) throw twoStepSetupRequired();
  await next();
});
