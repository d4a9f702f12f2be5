/**
 * The staff pages' words in the request's language (issue 23): permission names and groups, presets, member
 * statuses and "Orders, Customers and My profile". contract/permissions.ts keeps the English tables for the Store
 * API and its e-mails; the dashboard uses these.
 */
import { sortPermissions, type PermissionKey } from '../../contract/permissions.ts';
import type { MemberStatus } from '../../contract/team.ts';
import { m } from '../paraglide/messages.js';

const PERMISSIONS: Record<PermissionKey, () => string> = {
  orders: m.team_perm_orders,
  customers: m.team_perm_customers,
  'products-and-collections': m.team_perm_products_and_collections,
  inventory: m.team_perm_inventory,
  promocodes: m.team_perm_promocodes,
  earnings: m.team_perm_earnings,
  blogs: m.team_perm_blogs,
  pages: m.team_perm_pages,
  navigations: m.team_perm_navigations,
  themes: m.team_perm_themes,
  'seo-and-social-media': m.team_perm_seo,
  'logo-and-favicon': m.team_perm_logo,
  'business-settings': m.team_perm_business,
  checkout: m.team_perm_checkout,
  shipping: m.team_perm_shipping,
  taxes: m.team_perm_taxes,
  domains: m.team_perm_domains,
  'roles-access': m.team_perm_roles_access,
  'my-apps': m.team_perm_apps,
  files: m.team_perm_files,
  'my-shop': m.team_perm_my_shop,
};

/** The permission groups' names, in the order of contract/permissions.ts PERMISSION_GROUPS. */
const GROUPS: Record<string, () => string> = {
  'Orders and customers': m.team_group_orders,
  'Catalogue and inventory': m.team_group_catalogue,
  Marketing: m.team_group_marketing,
  Money: m.team_group_money,
  'Online store': m.team_group_store,
  Settings: m.team_group_settings,
  Apps: m.team_group_apps,
  Files: m.team_group_files,
  Account: m.team_group_account,
};

const PRESETS: Record<string, () => string> = {
  'order-desk': m.team_preset_order_desk,
  'catalogue-manager': m.team_preset_catalogue_manager,
  'content-editor': m.team_preset_content_editor,
};

export const permissionLabel = (key: PermissionKey): string => PERMISSIONS[key]();
export const permissionGroupLabel = (label: string): string => GROUPS[label]?.() ?? label;
export const presetLabel = (preset: { id: string; label: string }): string => PRESETS[preset.id]?.() ?? preset.label;

export const memberStatusLabel = (status: MemberStatus): string =>
  ({ invited: m.team_status_invited, active: m.team_status_active, suspended: m.team_status_suspended })[status]();

/** "Orders, Customers and My profile"; "No permissions" for none. */
export function permissionsText(keys: readonly string[]): string {
  const labels = sortPermissions(keys).map(permissionLabel);
  if (labels.length === 0) return m.team_no_permissions();
  if (labels.length === 1) return labels[0]!;
  return m.team_list_and({ first: labels.slice(0, -1).join(', '), last: labels.at(-1)! });
}
