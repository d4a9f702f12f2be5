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

/** What each key lets a member do, in the words the staff pages use. */
export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  orders: 'Orders',
  customers: 'Customers',
  'products-and-collections': 'Products and collections',
  inventory: 'Inventory',
  promocodes: 'Promo codes',
  earnings: 'Earnings',
  blogs: 'Blog',
  pages: 'Pages',
  navigations: 'Menus',
  themes: 'Themes',
  'seo-and-social-media': 'SEO and social media',
  'logo-and-favicon': 'Logo and favicon',
  'business-settings': 'Business settings',
  checkout: 'Checkout',
  shipping: 'Shipping',
  taxes: 'Tax',
  domains: 'Domain',
  'roles-access': 'Staff and permissions',
  'my-apps': 'Apps',
  files: 'Files',
  'my-shop': 'My profile',
};

/** The keys in the groups of the invite and edit forms; every key is in exactly one group. */
export const PERMISSION_GROUPS: readonly { label: string; keys: readonly PermissionKey[] }[] = [
  { label: 'Orders and customers', keys: ['orders', 'customers'] },
  { label: 'Catalogue and inventory', keys: ['products-and-collections', 'inventory'] },
  { label: 'Marketing', keys: ['promocodes'] },
  { label: 'Money', keys: ['earnings'] },
  { label: 'Online store', keys: ['blogs', 'pages', 'navigations', 'themes', 'seo-and-social-media', 'logo-and-favicon'] },
  { label: 'Settings', keys: ['business-settings', 'checkout', 'shipping', 'taxes', 'domains', 'roles-access'] },
  { label: 'Apps', keys: ['my-apps'] },
  { label: 'Files', keys: ['files'] },
  { label: 'Account', keys: ['my-shop'] },
];

/** Ready-made sets the invite form can fill in; each keeps `my-shop` so the person reaches their profile. */
export const PERMISSION_PRESETS: readonly { id: string; label: string; keys: readonly PermissionKey[] }[] = [
  { id: 'order-desk', label: 'Order desk', keys: ['orders', 'customers', 'my-shop'] },
  { id: 'catalogue-manager', label: 'Catalogue manager', keys: ['products-and-collections', 'inventory', 'files', 'my-shop'] },
  {
    id: 'content-editor',
    label: 'Content editor',
    keys: ['blogs', 'pages', 'navigations', 'seo-and-social-media', 'logo-and-favicon', 'files', 'my-shop'],
  },
];

/** The keys every new member starts with (spec §2 puts /my-profile behind `my-shop`). */
export const DEFAULT_STAFF_PERMISSIONS: readonly PermissionKey[] = ['my-shop'];

/** Keys in the order of the groups, without duplicates or unknown keys. */
export const sortPermissions = (keys: readonly string[]): PermissionKey[] =>
  PERMISSION_GROUPS.flatMap((group) => group.keys).filter((key) => keys.includes(key));

/** "Orders, Customers and My profile"; "No permissions" for none. */
export function describePermissions(keys: readonly string[]): string {
  const labels = sortPermissions(keys).map((key) => PERMISSION_LABELS[key]);
  if (labels.length === 0) return 'No permissions';
  if (labels.length === 1) return labels[0]!;
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
}
