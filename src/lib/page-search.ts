/**
 * The dashboard's own pages and settings in the search box (issue 27 item 1): "tax", "courier" or "payout" finds the
 * page by its title in the routes table or by the words sellers use for it (KEYWORDS), and only pages the viewer may
 * open (the one access rule, canAccess): staff without the taxes key never see the Tax settings offered.
 */
import { canAccess, type Viewer } from './access.ts';
import { ROUTES, type RouteEntry } from './routes.ts';

/** Other words for a page, beside its title and sidebar label (lower-case). */
export const KEYWORDS: Record<string, readonly string[]> = {
  '/': ['dashboard', 'today', 'summary'],
  '/orders': ['sales', 'cod', 'invoices'],
  '/orders/create': ['phone order', 'new order', 'manual order', 'call', 'chat'],
  '/products': ['catalogue', 'catalog', 'items', 'prices'],
  '/products/create': ['new product'],
  '/products/import': ['csv', 'bulk upload', 'spreadsheet'],
  '/collections': ['categories', 'category'],
  '/customers': ['buyers', 'clients', 'contacts'],
  '/analytics': ['reports', 'statistics', 'stats', 'charts', 'sales report'],
  '/earnings': ['payout', 'payouts', 'withdraw', 'balance', 'bank', 'statement', 'money'],
  '/files': ['images', 'uploads', 'media', 'documents', 'photos'],
  '/store/themes': ['design', 'template', 'look'],
  '/store/themes/customise': ['colours', 'colors', 'fonts', 'home page', 'banner'],
  '/store/preview': ['storefront', 'online store', 'view store', 'website'],
  '/store/pages': ['about us', 'contact page', 'return policy', 'terms', 'privacy policy'],
  '/store/blog': ['posts', 'articles', 'news'],
  '/store/navigations': ['menu', 'menus', 'header', 'footer', 'links'],
  '/store/business-settings': ['address', 'trade licence', 'trade license', 'business name', 'contact details', 'bin'],
  '/store/logo-and-favicon': ['logo', 'icon', 'brand'],
  '/store/seo-and-social-media': ['google', 'facebook', 'search engines', 'social', 'redirects', 'meta'],
  '/settings/checkout': ['payment methods', 'cash on delivery', 'cod', 'bkash', 'checkout fields'],
  '/settings/domain': ['web address', 'url', 'dns', 'website', 'ssl'],
  '/settings/inventory': ['stock', 'low stock', 'quantity', 'warehouse'],
  '/settings/promocodes': ['discount', 'discounts', 'coupon', 'coupons', 'voucher'],
  '/settings/roles-access': ['staff', 'team', 'permissions', 'users', 'members', 'invite'],
  '/settings/shipping': ['courier', 'couriers', 'delivery', 'pathao', 'redx', 'steadfast', 'shipping rates', 'zones'],
  '/settings/shipping/custom': ['delivery zones', 'rates'],
  '/settings/shipping/custom/plans': ['weight', 'district rates'],
  '/settings/sms': ['sms', 'text message', 'customer messages', 'sender name', 'stop'],
  '/settings/tax': ['vat', 'taxes', 'mushak'],
  '/appstore': ['apps', 'integrations', 'plugins', 'extensions'],
  '/my-profile': ['password', 'account', 'profile', 'security', 'two-step'],
  '/create': ['new shop', 'another shop'],
  '/upgrade': ['plan', 'plans', 'billing', 'subscription', 'renew', 'pricing'],
  '/upgrade/invoices': ['receipts', 'billing history'],
};

/** Pages that are steps of something else, never a place to go from the search box. */
const NOT_OFFERED = new Set(['/search', '/products/delete', '/orders/print', '/checkout/thanks', '/upgrade/pay']);

/** At most this many pages are offered. */
export const PAGE_RESULTS_LIMIT = 6;

/** How well `q` (lower-case) names a page: 0 not at all; higher first. */
function score(route: RouteEntry, q: string): number {
  const names = [route.title, route.navLabel ?? ''].map((name) => name.toLowerCase());
  const keywords = KEYWORDS[route.pattern] ?? [];
  if (names.includes(q)) return 5;
  if (keywords.includes(q)) return 4;
  const startsWord = (text: string) => text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(q));
  if (names.some((name) => name.startsWith(q))) return 3;
  if (names.some(startsWord) || keywords.some((word) => word.startsWith(q) || startsWord(word))) return 2;
  if (q.length >= 4 && startsWord(route.summary.toLowerCase())) return 1;
  return 0;
}

/** The pages `viewer` may open that `q` names, best first (title order breaks ties). */
export function findPages(q: string, viewer: Viewer): RouteEntry[] {
  const text = q.trim().toLowerCase();
  if (text.length < 2) return [];
  return ROUTES.filter((route) => route.layout === 'default' && !route.pattern.includes('[') && !NOT_OFFERED.has(route.pattern))
    .map((route) => ({ route: route as RouteEntry, score: score(route, text) }))
    .filter(({ route, score }) => score > 0 && canAccess(route, viewer))
    .sort((a, b) => b.score - a.score || a.route.title.localeCompare(b.route.title))
    .slice(0, PAGE_RESULTS_LIMIT)
    .map(({ route }) => route);
}
