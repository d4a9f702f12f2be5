/**
 * The one routes table (spec §2): every page of the dashboard with the permission it needs,
 * its title, its place in the sidebar and its breadcrumb parent. Middleware, the sidebar,
 * breadcrumbs and the permission-matrix test all read this table; nothing else pairs a path
 * with a permission key.
 */
import type { PermissionKey } from '../../contract/permissions.ts';

/**
 * - a permission key: signed in, and the active shop grants the key (shop admins have all).
 * - 'signin': signed in, no key.
 * - 'guest': only for visitors who are not signed in (signed-in users go to /).
 * - 'public': anyone, signed in or not.
 */
export type Access = PermissionKey | 'signin' | 'guest' | 'public';

export type NavGroup =
  'Home' | 'Orders' | 'Products' | 'Collections' | 'Customers' | 'Analytics' | 'Earnings' | 'Files' | 'Store' | 'Settings' | 'Apps';

export interface RouteEntry {
  /** Astro's `context.routePattern` for the page. */
  pattern: string;
  access: Access;
  title: string;
  layout: 'auth' | 'default';
  /**
   * false for a signed-in page drawn without the dashboard's top bar and sidebar (printed sheets, the storefront
   * preview): nothing is fetched for the bell there. routes-coverage.test.ts checks it against the page files.
   */
  topBar?: false;
  /** Shown in the sidebar under this group when set. */
  nav?: NavGroup;
  /** Label in the sidebar when it differs from the title. */
  navLabel?: string;
  /** Pattern of the breadcrumb parent; the chain ends at Home. */
  parent?: string;
  /** What the area is for: the lead text of its page and empty state. */
  summary: string;
  /** Open even when the subscription has lapsed (billing, profile, auth). */
  subscriptionExempt?: boolean;
  /** Open to a member who must set up two-step sign-in first (issue 22 item 10): their profile, where it is set up. */
  openDuringTwoStepSetup?: boolean;
}

export const ROUTES = [
  // Auth layout
  {
    pattern: '/login',
    access: 'guest',
    title: 'Sign in',
    layout: 'auth',
    subscriptionExempt: true,
    summary: 'Sign in to manage your shops.',
  },
  // Issue 22 item 8: the code form after a right password, for an account with two-step sign-in.
  {
    pattern: '/login/two-step',
    access: 'guest',
    title: 'Two-step sign-in',
    layout: 'auth',
    parent: '/login',
    subscriptionExempt: true,
    summary: 'Enter the code from your authenticator app.',
  },
  {
    pattern: '/signup',
    access: 'guest',
    title: 'Create your account',
    layout: 'auth',
    subscriptionExempt: true,
    summary: 'Open your Haat account and your first shop.',
  },
  // Issue 9 item 11 (changed from spec §4): a sign-up is confirmed by e-mail before the account exists.
  {
    pattern: '/signup/check-email',
    access: 'guest',
    title: 'Check your e-mail',
    layout: 'auth',
    parent: '/signup',
    subscriptionExempt: true,
    summary: 'Open the link we sent to finish creating your account.',
  },
  // The link in the confirmation e-mail: open to anyone (like /reset-password); confirming signs the new seller in.
  {
    pattern: '/signup/confirm',
    access: 'public',
    title: 'Confirm your e-mail',
    layout: 'auth',
    parent: '/signup',
    subscriptionExempt: true,
    summary: 'Confirm your e-mail address and open your shop.',
  },
  {
    pattern: '/forget-password',
    access: 'guest',
    title: 'Forgot password',
    layout: 'auth',
    subscriptionExempt: true,
    summary: 'Get a link to set a new password.',
  },
  // Changed from the spec ("not shown"): open without sign-in, because it is the link in the reset e-mail.
  {
    pattern: '/reset-password',
    access: 'public',
    title: 'Set a new password',
    layout: 'auth',
    subscriptionExempt: true,
    summary: 'Choose a new password for your account.',
  },
  // Issue 12: the link in an invitation e-mail; a new person or a signed-in seller accepts here.
  {
    pattern: '/invite',
    access: 'public',
    title: 'Join a shop',
    layout: 'auth',
    subscriptionExempt: true,
    summary: 'Accept an invitation to help run a shop on Haat.',
  },

  // Default layout
  { pattern: '/', access: 'signin', title: 'Home', layout: 'default', nav: 'Home', summary: 'How your shop is doing today.' },
  // Issue 27: the top bar's search box. Any member may search; each group of results needs its own key (the Store
  // API leaves out the groups the member's keys do not open, and page names are filtered with canAccess).
  {
    pattern: '/search',
    access: 'signin',
    title: 'Search',
    layout: 'default',
    parent: '/',
    summary: 'Orders, customers, products, collections, pages, posts and the settings of your shop, from one box.',
  },
  // Issue 27 item 3: any member; the Store API lists only the kinds the member's keys open.
  {
    pattern: '/notifications',
    access: 'signin',
    title: 'Notifications',
    layout: 'default',
    parent: '/',
    subscriptionExempt: true,
    summary: 'New orders, payments, stock, payouts, your plan, staff and domains: what happened in your shop.',
  },
  {
    pattern: '/notifications/settings',
    access: 'signin',
    title: 'Notification settings',
    layout: 'default',
    parent: '/notifications',
    subscriptionExempt: true,
    summary: 'Choose what you hear about, and turn on push on this device.',
  },
  {
    pattern: '/orders',
    access: 'orders',
    title: 'Orders',
    layout: 'default',
    nav: 'Orders',
    parent: '/',
    summary: 'Every order placed in your shop: confirm, ship, deliver, refund and print invoices.',
  },
  {
    pattern: '/orders/create',
    access: 'orders',
    title: 'Take an order',
    layout: 'default',
    parent: '/orders',
    summary: 'An order from a chat or a call, priced with your codes, shipping and VAT.',
  },
  {
    pattern: '/orders/[id]',
    access: 'orders',
    title: 'Order',
    layout: 'default',
    parent: '/orders',
    summary: 'One order with its items, customer, payment and timeline.',
  },
  {
    pattern: '/orders/[id]/invoice',
    access: 'orders',
    title: 'Invoice',
    layout: 'default',
    topBar: false,
    parent: '/orders/[id]',
    summary: 'The printable invoice of an order, A4 or 80 mm.',
  },
  {
    pattern: '/orders/[id]/packing-slip',
    access: 'orders',
    title: 'Packing slip',
    layout: 'default',
    topBar: false,
    parent: '/orders/[id]',
    summary: 'The printable packing slip of an order, A4 or 80 mm.',
  },
  {
    pattern: '/orders/print',
    access: 'orders',
    title: 'Print orders',
    layout: 'default',
    topBar: false,
    parent: '/orders',
    summary: 'Invoices or packing slips of several orders, one per printed page.',
  },
  {
    pattern: '/products',
    access: 'products-and-collections',
    title: 'Products',
    layout: 'default',
    nav: 'Products',
    parent: '/',
    summary: 'Your catalogue: products with their variants, prices, stock and images.',
  },
  {
    pattern: '/products/create',
    access: 'products-and-collections',
    title: 'Add product',
    layout: 'default',
    parent: '/products',
    summary: 'Add a product with its images, price, variants and stock.',
  },
  {
    pattern: '/products/update/[id]',
    access: 'products-and-collections',
    title: 'Edit product',
    layout: 'default',
    parent: '/products',
    summary: 'Change a product, its variants, images and stock.',
  },
  {
    pattern: '/products/import',
    access: 'products-and-collections',
    title: 'Import products',
    layout: 'default',
    parent: '/products',
    summary: 'Check a CSV file of products, preview the changes, then import it.',
  },
  {
    pattern: '/products/delete',
    access: 'products-and-collections',
    title: 'Delete products',
    layout: 'default',
    parent: '/products',
    summary: 'Confirm deleting the selected products.',
  },
  {
    pattern: '/collections',
    access: 'products-and-collections',
    title: 'Collections',
    layout: 'default',
    nav: 'Collections',
    parent: '/',
    summary: 'Groups of products, chosen by hand or by rules, that shoppers browse.',
  },
  {
    pattern: '/collections/create',
    access: 'products-and-collections',
    title: 'Add collection',
    layout: 'default',
    parent: '/collections',
    summary: 'Group products by hand or by rules.',
  },
  {
    pattern: '/collections/update/[id]',
    access: 'products-and-collections',
    title: 'Edit collection',
    layout: 'default',
    parent: '/collections',
    summary: 'Change a collection and the products in it.',
  },
  {
    pattern: '/customers',
    access: 'customers',
    title: 'Customers',
    layout: 'default',
    nav: 'Customers',
    parent: '/',
    summary: 'The people who buy from you, with their orders and what they spent.',
  },
  {
    pattern: '/customers/[id]',
    access: 'customers',
    title: 'Customer',
    layout: 'default',
    parent: '/customers',
    summary: 'One customer with contact details, addresses and order history.',
  },
  {
    pattern: '/analytics',
    access: 'signin',
    title: 'Analytics',
    layout: 'default',
    nav: 'Analytics',
    parent: '/',
    summary: 'Sales, orders, top products and customers over any date range.',
  },
  {
    pattern: '/earnings',
    access: 'earnings',
    title: 'Earnings',
    layout: 'default',
    nav: 'Earnings',
    parent: '/',
    summary: 'What your shop has earned and what has been paid out to you.',
  },
  {
    pattern: '/earnings/payouts/[id]',
    access: 'earnings',
    title: 'Payout',
    layout: 'default',
    parent: '/earnings',
    summary: 'One payout: its status, the account it went to and every ledger line it carried.',
  },
  {
    pattern: '/files',
    access: 'files',
    title: 'Files',
    layout: 'default',
    nav: 'Files',
    parent: '/',
    summary: 'Images and documents you upload once and use across your shop.',
  },

  {
    pattern: '/store/themes',
    access: 'themes',
    title: 'Themes',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'Choose and customise how your online store looks.',
  },
  {
    pattern: '/store/themes/customise',
    access: 'themes',
    title: 'Customise theme',
    layout: 'default',
    parent: '/store/themes',
    summary: 'Colours, fonts, logo and the home page sections of your theme, saved as a draft until you publish.',
  },
  // The storefront preview (issue 13): what the public store shows, so any member of the shop may look ('signin');
  // the unpublished draft theme (?theme=draft) also needs `themes`, checked by the page and the Store API.
  {
    pattern: '/store/preview',
    access: 'signin',
    title: 'Store preview',
    layout: 'default',
    topBar: false,
    parent: '/store/themes',
    summary: 'Your online store as shoppers see it, drawn with your theme.',
  },
  {
    pattern: '/store/preview/collections/[handle]',
    access: 'signin',
    title: 'Store preview: collection',
    layout: 'default',
    topBar: false,
    parent: '/store/preview',
    summary: 'A collection of your online store as shoppers see it.',
  },
  {
    pattern: '/store/preview/products/[handle]',
    access: 'signin',
    title: 'Store preview: product',
    layout: 'default',
    topBar: false,
    parent: '/store/preview',
    summary: 'A product of your online store as shoppers see it.',
  },
  {
    pattern: '/store/preview/pages/[handle]',
    access: 'signin',
    title: 'Store preview: page',
    layout: 'default',
    topBar: false,
    parent: '/store/preview',
    summary: 'A page of your online store as shoppers see it.',
  },
  {
    pattern: '/store/preview/blog',
    access: 'signin',
    title: 'Store preview: blog',
    layout: 'default',
    topBar: false,
    parent: '/store/preview',
    summary: 'The blog of your online store as shoppers see it.',
  },
  {
    pattern: '/store/preview/blog/[handle]',
    access: 'signin',
    title: 'Store preview: blog post',
    layout: 'default',
    topBar: false,
    parent: '/store/preview/blog',
    summary: 'A blog post of your online store as shoppers see it.',
  },
  {
    pattern: '/store/pages',
    access: 'pages',
    title: 'Pages',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'Pages such as About us, Contact and Return policy.',
  },
  {
    pattern: '/store/pages/create',
    access: 'pages',
    title: 'Add page',
    layout: 'default',
    parent: '/store/pages',
    summary: 'Write a new page for your store.',
  },
  {
    pattern: '/store/pages/update/[id]',
    access: 'pages',
    title: 'Edit page',
    layout: 'default',
    parent: '/store/pages',
    summary: 'Change a page of your store.',
  },
  {
    pattern: '/store/blog',
    access: 'blogs',
    title: 'Blog',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'Posts that bring shoppers to your store.',
  },
  {
    pattern: '/store/blog/create',
    access: 'blogs',
    title: 'Add blog post',
    layout: 'default',
    parent: '/store/blog',
    summary: 'Write a new blog post.',
  },
  {
    pattern: '/store/blog/update/[id]',
    access: 'blogs',
    title: 'Edit blog post',
    layout: 'default',
    parent: '/store/blog',
    summary: 'Change a blog post.',
  },
  {
    pattern: '/store/navigations',
    access: 'navigations',
    title: 'Navigation',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'The menus in the header and footer of your store.',
  },
  // Changed from the spec (none shown): staff who cannot list menus must not edit them.
  {
    pattern: '/store/navigations/create',
    access: 'navigations',
    title: 'Add menu',
    layout: 'default',
    parent: '/store/navigations',
    summary: 'Build a new menu.',
  },
  // Changed from the spec (none shown): as above.
  {
    pattern: '/store/navigations/update/[id]',
    access: 'navigations',
    title: 'Edit menu',
    layout: 'default',
    parent: '/store/navigations',
    summary: 'Change a menu and its links.',
  },
  // Issue 24 item 5: the printable QR poster of the store's address, from Home and the Domain page (any member).
  {
    pattern: '/store/poster',
    access: 'signin',
    title: 'QR poster',
    layout: 'default',
    topBar: false,
    parent: '/',
    summary: 'A printable poster with a QR code of your store’s address.',
  },
  {
    pattern: '/store/business-settings',
    access: 'business-settings',
    title: 'Business settings',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'Your business name, address, contact details and trade licence.',
  },
  {
    pattern: '/store/logo-and-favicon',
    access: 'logo-and-favicon',
    title: 'Logo and favicon',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'The logo on your store and invoices, and the icon in browser tabs.',
  },
  {
    pattern: '/store/seo-and-social-media',
    access: 'seo-and-social-media',
    title: 'SEO and social media',
    layout: 'default',
    nav: 'Store',
    parent: '/',
    summary: 'How your store appears in search results and when shared on social media.',
  },

  {
    pattern: '/settings/checkout',
    access: 'checkout',
    title: 'Checkout',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'What shoppers fill in at checkout and how they can pay.',
  },
  {
    pattern: '/settings/domain',
    access: 'domains',
    title: 'Domain',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'The web address of your store, your own or a free Haat address.',
  },
  {
    pattern: '/settings/inventory',
    access: 'inventory',
    title: 'Inventory',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'Stock levels of every variant, low-stock alerts and stock adjustments.',
  },
  {
    pattern: '/settings/promocodes',
    access: 'promocodes',
    title: 'Promo codes',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'Discount codes shoppers enter at checkout.',
  },
  {
    pattern: '/settings/promocodes/create',
    access: 'promocodes',
    title: 'Add promo code',
    layout: 'default',
    parent: '/settings/promocodes',
    summary: 'Create a discount code.',
  },
  {
    pattern: '/settings/promocodes/update/[id]',
    access: 'promocodes',
    title: 'Edit promo code',
    layout: 'default',
    parent: '/settings/promocodes',
    summary: 'Change a discount code.',
  },
  {
    pattern: '/settings/roles-access',
    access: 'roles-access',
    title: 'Staff and permissions',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'Your staff and what each of them may see and change.',
  },
  {
    pattern: '/settings/roles-access/create',
    access: 'roles-access',
    title: 'Add staff',
    layout: 'default',
    parent: '/settings/roles-access',
    summary: 'Invite a staff member and choose their permissions.',
  },
  {
    pattern: '/settings/roles-access/update/[id]',
    access: 'roles-access',
    title: 'Edit staff',
    layout: 'default',
    parent: '/settings/roles-access',
    summary: "Change a staff member's permissions.",
  },
  {
    pattern: '/settings/shipping',
    access: 'shipping',
    title: 'Shipping',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'Where you deliver, with which couriers, and what shipping costs.',
  },
  // Issue 24 item 1: Pathao, RedX and Steadfast credentials of the shop (write-only), to book parcels from orders.
  {
    pattern: '/settings/shipping/couriers',
    access: 'shipping',
    title: 'Couriers',
    layout: 'default',
    parent: '/settings/shipping',
    summary: 'Pathao, RedX and Steadfast: connect your merchant accounts to book parcels from your orders.',
  },
  {
    pattern: '/settings/shipping/custom',
    access: 'shipping',
    title: 'Custom shipping',
    layout: 'default',
    parent: '/settings/shipping',
    summary: 'Your own delivery zones and rates.',
  },
  {
    pattern: '/settings/shipping/custom/plans',
    access: 'shipping',
    title: 'Shipping plans',
    layout: 'default',
    parent: '/settings/shipping/custom',
    summary: 'Rates by weight, order value or district.',
  },
  // Issue 24 item 3: which order events text the customer, the templates, the sender name, usage and STOP count. Its
  // key is the Store API's for /admin/sms-settings: the shop's own details, as its business settings are.
  {
    pattern: '/settings/sms',
    access: 'business-settings',
    title: 'Text messages',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'The SMS your customers get when an order is confirmed, shipped and delivered, and what they cost.',
  },
  {
    pattern: '/settings/tax',
    access: 'taxes',
    title: 'Tax',
    layout: 'default',
    nav: 'Settings',
    parent: '/',
    summary: 'VAT and other taxes added to your prices.',
  },

  {
    pattern: '/appstore',
    access: 'my-apps',
    title: 'App store',
    layout: 'default',
    nav: 'Apps',
    parent: '/',
    summary: 'Apps that add features to your shop.',
  },
  { pattern: '/app/[handle]', access: 'signin', title: 'App', layout: 'default', parent: '/appstore', summary: 'An installed app.' },
  {
    pattern: '/my-profile',
    access: 'my-shop',
    title: 'My profile',
    layout: 'default',
    parent: '/',
    subscriptionExempt: true,
    openDuringTwoStepSetup: true,
    summary: 'Your name, contact details and password.',
  },
  // Spec: permission "not shown"; these need sign-in only.
  {
    pattern: '/create',
    access: 'signin',
    title: 'Create a shop',
    layout: 'default',
    parent: '/',
    summary: 'Open another shop under your account.',
  },
  {
    pattern: '/upgrade',
    access: 'signin',
    title: 'Plans and billing',
    layout: 'default',
    parent: '/',
    subscriptionExempt: true,
    summary: 'Choose a plan for your shop and pay with bKash.',
  },
  {
    pattern: '/checkout/thanks',
    access: 'signin',
    title: 'Thank you',
    layout: 'default',
    parent: '/upgrade',
    subscriptionExempt: true,
    summary: 'Your payment was received.',
  },
  {
    pattern: '/upgrade/pay',
    access: 'signin',
    title: 'Pay with bKash',
    layout: 'default',
    parent: '/upgrade',
    subscriptionExempt: true,
    summary: 'On to bKash to pay for your plan.',
  },
  {
    pattern: '/upgrade/invoices',
    access: 'signin',
    title: 'Invoices',
    layout: 'default',
    parent: '/upgrade',
    subscriptionExempt: true,
    summary: 'What you paid for your plan, with printable invoices.',
  },
  {
    pattern: '/upgrade/invoices/[id]',
    access: 'signin',
    title: 'Invoice',
    layout: 'default',
    topBar: false,
    parent: '/upgrade/invoices',
    subscriptionExempt: true,
    summary: 'A printable invoice of your plan.',
  },
] as const satisfies readonly RouteEntry[];

/**
 * Everything else Astro routes to, with who may fetch it: endpoints, error pages and Astro's own
 * routes. With ROUTES this is the whole allowlist: the guard refuses a route pattern found in
 * neither (deny by default), so a new page without its entry is never open by mistake.
 * `sameAs`: guarded exactly like that page (an export follows its list).
 */
export interface OtherRouteEntry {
  pattern: string;
  kind: 'endpoint' | 'error-page' | 'astro';
  access?: 'public';
  sameAs?: string;
}

export const OTHER_ROUTES = [
  { pattern: '/404', kind: 'error-page', access: 'public' },
  { pattern: '/500', kind: 'error-page', access: 'public' },
  { pattern: '/503', kind: 'error-page', access: 'public' },
  { pattern: '/build.json', kind: 'endpoint', access: 'public' }, // the build-version check of open tabs
  { pattern: '/media/[...key]', kind: 'endpoint', access: 'public' }, // stored files: public, cached a year
  { pattern: '/orders/export.csv', kind: 'endpoint', sameAs: '/orders' },
  { pattern: '/products/export.csv', kind: 'endpoint', sameAs: '/products' },
  { pattern: '/settings/promocodes/export.csv', kind: 'endpoint', sameAs: '/settings/promocodes' },
  { pattern: '/store/seo-and-social-media/redirects.csv', kind: 'endpoint', sameAs: '/store/seo-and-social-media' },
  { pattern: '/earnings/statement.csv', kind: 'endpoint', sameAs: '/earnings' },
  // The top bar's script reads the feed; opening a notification marks it read and goes on to its page.
  { pattern: '/notifications/feed.json', kind: 'endpoint', sameAs: '/notifications' },
  { pattern: '/notifications/[id]', kind: 'endpoint', sameAs: '/notifications' },
  // Astro's own routes. Actions check their own route with requireRouteAccess (src/actions/access.ts).
  { pattern: '/_actions/[...path]', kind: 'astro', access: 'public' },
  { pattern: '/_server-islands/[name]', kind: 'astro', access: 'public' },
  { pattern: '/_image', kind: 'astro', access: 'public' },
] as const satisfies readonly OtherRouteEntry[];

const byPattern = new Map<string, RouteEntry>(ROUTES.map((route) => [route.pattern, route]));
const others = new Map<string, OtherRouteEntry>(OTHER_ROUTES.map((route) => [route.pattern, route]));

/** Who may fetch a route pattern: its page entry, or the access of an endpoint, error page or Astro route. */
export function findAccessEntry(pattern: string): { pattern: string; access: Access; openDuringTwoStepSetup?: boolean } | undefined {
  const page = byPattern.get(pattern);
  if (page) return page;
  const other = others.get(pattern);
  if (!other) return undefined;
  if (other.access) return { pattern, access: other.access };
  const target = other.sameAs ? byPattern.get(other.sameAs) : undefined;
  return target ? { pattern, access: target.access } : undefined;
}

/** The table entry for an Astro route pattern, or undefined for error pages and endpoints. */
export function findRoute(pattern: string): RouteEntry | undefined {
  return byPattern.get(pattern);
}

/** Breadcrumb trail for a route, from Home down to the route itself. */
export function breadcrumbFor(pattern: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  let current = findRoute(pattern);
  while (current) {
    trail.unshift(current);
    current = current.parent ? findRoute(current.parent) : undefined;
  }
  return trail;
}

/** Turns a pattern into a path, filling `[param]` segments from `params`. */
export function pathFor(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
