/**
 * The permission test itself (spec §5), apart from the routes table so islands can ask it without shipping
 * every route (src/stores/session.ts uses it in the browser; lib/access.ts builds the route rule on it).
 */
import type { PermissionKey } from '../../contract/permissions.ts';

export interface ShopAccess {
  isShopAdmin: boolean;
  /** A user with no permissions list has none (spec §5). */
  permissions?: readonly string[] | null;
}

/** True when the shop admin flag or the staff permission list grants the key. */
export function hasPermission(shop: ShopAccess | null | undefined, key: PermissionKey): boolean {
  if (!shop) return false;
  if (shop.isShopAdmin) return true;
  return (shop.permissions ?? []).includes(key);
}
