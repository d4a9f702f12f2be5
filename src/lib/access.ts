/**
 * Who may do what in the active shop (spec §5, §6), and the one access rule (`checkAccess` /
 * `canAccess`) that the page guard, actions, endpoints, links and the sidebar all ask.
 */
import { PERMISSION_LABELS, type PermissionKey } from '../../contract/permissions.ts';
import { hasPermission, type ShopAccess } from './has-permission.ts';
import { findAccessEntry, type Access } from './routes.ts';

export { hasPermission, type ShopAccess };

/** Who is asking: signed in or not, and their access in the active shop. */
export interface Viewer {
  signedIn: boolean;
  shop: ShopAccess | null;
  /**
   * A shop of theirs requires two-step sign-in and they have none yet (issue 22 item 10): only the routes marked
   * `openDuringTwoStepSetup` (their profile, where it is set up, even without its key) open until they do.
   */
  twoStepSetup?: boolean;
}

export type AccessVerdict =
  | { ok: true }
  /** A visitor on a route that needs sign-in. */
  | { ok: false; reason: 'sign-in' }
  /** A signed-in user on a page for visitors only (sign-in, sign-up). */
  | { ok: false; reason: 'guest-only' }
  /** The active shop does not grant the route's permission; `area` is its label ("Promo codes", not "promocodes"). */
  | { ok: false; reason: 'permission'; key: PermissionKey; area: string }
  /** The viewer must set up two-step sign-in first (Viewer.twoStepSetup): everything but their profile waits. */
  | { ok: false; reason: 'two-step-setup' }
  /** No entry in the routes table (src/lib/routes.ts): refused by default. */
  | { ok: false; reason: 'unlisted'; pattern: string };

/**
 * The one access rule. `target` is a route pattern (`context.routePattern`, e.g. `/orders/[id]`,
 * looked up in the routes table; a pattern without an entry is refused) or an entry's access.
 */
export function checkAccess(target: string | { access: Access; openDuringTwoStepSetup?: boolean }, viewer: Viewer): AccessVerdict {
  const entry = typeof target === 'string' ? findAccessEntry(target) : target;
  const access = entry?.access;
  if (access === undefined) return { ok: false, reason: 'unlisted', pattern: typeof target === 'string' ? target : '' };
  if (access === 'public') return { ok: true };
  if (access === 'guest') return viewer.signedIn ? { ok: false, reason: 'guest-only' } : { ok: true };
  if (!viewer.signedIn) return { ok: false, reason: 'sign-in' };
  // Until two-step is set up only the profile opens, whatever the keys: it is where two-step is set up.
  if (viewer.twoStepSetup) return entry?.openDuringTwoStepSetup ? { ok: true } : { ok: false, reason: 'two-step-setup' };
  if (access === 'signin' || hasPermission(viewer.shop, access)) return { ok: true };
  return { ok: false, reason: 'permission', key: access, area: PERMISSION_LABELS[access] };
}

/** True when `viewer` may open `target` (a route pattern or an entry): for links and the sidebar. */
export function canAccess(target: string | { access: Access; openDuringTwoStepSetup?: boolean }, viewer: Viewer): boolean {
  return checkAccess(target, viewer).ok;
}

/** The viewer of a request, from `Astro.locals` / `context.locals`. */
export function viewerOf(locals: {
  user: { twoStepSetupRequired?: boolean | undefined } | null | undefined;
  activeShop: ShopAccess | null;
}): Viewer {
  return {
    signedIn: locals.user !== null && locals.user !== undefined,
    shop: locals.activeShop,
    twoStepSetup: locals.user?.twoStepSetupRequired === true,
  };
}

/** What a permission refusal says: it names the area, e.g. "You need access to Promo codes to open this page." */
export function permissionMessage(area: string, purpose = 'to open this page'): string {
  return `You need access to ${area} ${purpose}.`;
}
