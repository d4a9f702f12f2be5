/** Who may do what in the active shop (spec §5, §6). */
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
