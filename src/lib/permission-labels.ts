/**
 * The name of each permission key in the request's language (contract/permissions.ts keeps PERMISSION_LABELS in
 * English for the Store API and tests). Used where the dashboard shows keys: an app's scopes on the App store.
 */
import type { PermissionKey } from '../../contract/permissions.ts';
import { m } from '../paraglide/messages.js';

const LABELS: Record<PermissionKey, () => string> = {
  orders: m.permission_orders,
  customers: m.permission_customers,
  'products-and-collections': m.permission_products_and_collections,
  inventory: m.permission_inventory,
  promocodes: m.permission_promocodes,
  earnings: m.permission_earnings,
  blogs: m.permission_blogs,
  pages: m.permission_pages,
  navigations: m.permission_navigations,
  themes: m.permission_themes,
  'seo-and-social-media': m.permission_seo_and_social_media,
  'logo-and-favicon': m.permission_logo_and_favicon,
  'business-settings': m.permission_business_settings,
  checkout: m.permission_checkout,
  shipping: m.permission_shipping,
  taxes: m.permission_taxes,
  domains: m.permission_domains,
  'roles-access': m.permission_roles_access,
  'my-apps': m.permission_my_apps,
  files: m.permission_files,
  'my-shop': m.permission_my_shop,
};

export const permissionLabel = (key: PermissionKey): string => LABELS[key]();
