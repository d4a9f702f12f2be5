/**
 * The guard decisions of spec §4–§5 as one pure function, so the table-driven test and the
 * middleware share them. The middleware only gathers the facts and carries out the verdict.
 */
import { hasPermission, type ShopAccess } from './access.ts';
import type { RouteEntry } from './routes.ts';

export interface GuardFacts {
  route: RouteEntry;
  /** Path and query the visitor asked for, kept through the login round trip. */
  requested: string;
  signedIn: boolean;
  activeShop: ShopAccess | null;
  /** Remaining subscription days; negative when the end date has passed. */
  remainingDays: number;
}

export type GuardVerdict = { kind: 'allow' } | { kind: 'redirect'; to: string; error?: string };

export function decideAccess(facts: GuardFacts): GuardVerdict {
  const { route, signedIn } = facts;
  if (route.access === 'public') return { kind: 'allow' };
  if (route.access === 'guest') return signedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  if (!signedIn) return { kind: 'redirect', to: `/login?next=${encodeURIComponent(facts.requested)}` };
  if (route.access !== 'signin' && !hasPermission(facts.activeShop, route.access)) {
    return {
      kind: 'redirect',
      to: '/',
      error: `You need the "${route.access}" permission to open ${route.title}.`,
    };
  }
  if (facts.remainingDays < 0 && !route.subscriptionExempt) return { kind: 'redirect', to: '/upgrade' };
  return { kind: 'allow' };
}
