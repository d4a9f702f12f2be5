/**
 * Actions run at /_actions/… or as `?_action=` posts, where the page guards do not reach, so
 * each one checks here, with the same table the pages use.
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { checkAccess, permissionMessage, viewerOf } from '../lib/access.ts';
import { findAccessEntry } from '../lib/routes.ts';
import { m } from '../paraglide/messages.js';

/** The signed-in token, or a 401 action error. */
export function requireToken(context: ActionAPIContext): string {
  const token = context.locals.token;
  if (!token || !context.locals.user) {
    throw new ActionError({ code: 'UNAUTHORIZED', message: m.auth_sign_in_again() });
  }
  return token;
}

/** The token, after checking the user may open `routePattern` (its key from the routes table). */
export function requireRouteAccess(context: ActionAPIContext, routePattern: string): string {
  const token = requireToken(context);
  if (!findAccessEntry(routePattern)) throw new Error(`Unknown route in an action check: ${routePattern}`);
  const verdict = checkAccess(routePattern, viewerOf(context.locals));
  if (!verdict.ok && verdict.reason === 'permission') {
    throw new ActionError({ code: 'FORBIDDEN', message: permissionMessage(verdict.area, 'for this') });
  }
  // A member who must set up two-step sign-in first changes nothing else (issue 22 item 10).
  if (!verdict.ok && verdict.reason === 'two-step-setup') {
    throw new ActionError({ code: 'FORBIDDEN', message: m.two_step_rule_setup_first() });
  }
  return token;
}
