/**
 * `$session` (who is signed in and what they may do in the active shop) and `$activeShop`, for
 * islands. Seeded from the page's props by `seedStores` (src/stores/seed.ts); never written on the
 * server, where module state is shared between requests.
 */
import { atom, computed } from 'nanostores';
import type { PermissionKey } from '../../contract/permissions.ts';
import { hasPermission } from '../lib/has-permission.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface Session {
  /** Null before seeding and for visitors. */
  user: SessionUser | null;
  /** Shop admins hold every permission of the active shop (spec §5). */
  isShopAdmin: boolean;
  /** The staff permissions in the active shop. */
  permissions: readonly string[];
}

export interface ActiveShop {
  shopId: string;
  name: string;
}

export const SIGNED_OUT: Session = Object.freeze({ user: null, isShopAdmin: false, permissions: Object.freeze([]) });

export const $session = atom<Session>(SIGNED_OUT);
export const $activeShop = atom<ActiveShop | null>(null);

export const $isShopAdmin = computed($session, (session) => session.user !== null && session.isShopAdmin);

/** True when the session may use `key` in the active shop (same rule as the pages and actions). */
export function sessionHas(session: Session, key: PermissionKey): boolean {
  return session.user !== null && hasPermission(session, key);
}
