/** The permission keys of a shop's staff (spec §6). A shop admin holds all of them. */
export const PERMISSION_KEYS = [
  'my-apps',
  'products-and-collections',
  'customers',
  'earnings',
  'files',
  'my-shop',
  'orders',
  'checkout',
  'domains',
  'inventory',
  'promocodes',
  'roles-access',
  'shipping',
  'taxes',
  'blogs',
  'business-settings',
  'logo-and-favicon',
  'navigations',
  'pages',
  'seo-and-social-media',
  'themes',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** True when `key` is one of the known permission keys. */
export const isPermissionKey = (key: string): key is PermissionKey => (PERMISSION_KEYS as readonly string[]).includes(key);
