/**
 * The guard decisions of spec §4–§5 as one pure function, so the table-driven test and the
 * middleware share them. The middleware only gathers the facts and carries out the verdict.
 * Access itself is `checkAccess` (src/lib/access.ts), the rule links and actions use too.
 */
import { checkAccess, permissionMessage, type ShopAccess } from './access.ts';
import { findRoute } from './routes.ts';
import { m } from '../paraglide/messages.js';

/** Where a member who must set up two-step sign-in first is sent (issue 22 item 10). */
export const TWO_STEP_SETUP_PAGE = '/my-profile#two-step';

export interface GuardFacts {
  /** Astro's `context.routePattern` (e.g. `/orders/[id]`), never the path. */
  pattern: string;
  /** Path and query the visitor asked for, kept through the login round trip. */
  requested: string;
  signedIn: boolean;
  activeShop: ShopAccess | null;
  /** Remaining subscription days; negative when the end date has passed. */
  remainingDays: number;
  /** A shop of theirs requires two-step sign-in and they have none yet (issue 22 item 10). */
  twoStepSetup?: boolean;
}

export type GuardVerdict =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; error?: string }
  /** Answer with this status and message instead of the route (endpoints; routes without an entry). */
  | { kind: 'refuse'; status: 403 | 404; message: string };

/** What a route that has no entry in the routes table gets: the 404 page, and this in the log. */
export const unlistedMessage = (pattern: string) =>
  `The route ${pattern} has no entry in src/lib/routes.ts (ROUTES for pages, OTHER_ROUTES for endpoints), so the guard refuses it.`;

export function decideAccess(facts: GuardFacts): GuardVerdict {
  const page = findRoute(facts.pattern);
  const verdict = checkAccess(facts.pattern, { signedIn: facts.signedIn, shop: facts.activeShop, twoStepSetup: facts.twoStepSetup });
  if (!verdict.ok) {
    switch (verdict.reason) {
      case 'unlisted':
        return { kind: 'refuse', status: 404, message: unlistedMessage(facts.pattern) };
      case 'guest-only':
        return { kind: 'redirect', to: '/' };
      case 'two-step-setup':
        return page
          ? { kind: 'redirect', to: TWO_STEP_SETUP_PAGE, error: m.two_step_rule_setup_first() }
          : { kind: 'refuse', status: 403, message: m.two_step_rule_setup_first() };
      case 'sign-in':
        return { kind: 'redirect', to: `/login?next=${encodeURIComponent(facts.requested)}` };
      case 'permission':
        return page
          ? { kind: 'redirect', to: '/', error: permissionMessage(verdict.area, `to open ${page.title}`) }
          : { kind: 'refuse', status: 403, message: permissionMessage(verdict.area, 'for this') };
    }
  }
  // Endpoints, error pages and Astro's routes have no subscription rule (exports of own data stay open).
  if (page && facts.remainingDays < 0 && !page.subscriptionExempt) return { kind: 'redirect', to: '/upgrade' };
  return { kind: 'allow' };
}
