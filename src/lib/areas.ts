/**
 * Empty states of the areas later work fills in: what each area is for and what will be there,
 * so a seller who opens it today learns what it does rather than seeing a blank page.
 */
export const AREA_CONTENTS: Record<string, readonly string[]> = {
  '/orders': [
    'Orders by status, with counts: pending, confirmed, processing, shipped, delivered, cancelled, returned',
    'Search by order number, customer name or phone',
    'Printable invoices and packing slips, A4 or 80 mm thermal',
  ],
  '/products': [
    'Every product with its image, price, stock and status',
    'Variants by size, colour or material, each with its own price and stock',
    'CSV import and export',
  ],
  '/collections': ['Collections you fill by hand or by rules (tag, vendor, price, stock)', 'The order products appear in on your store'],
  '/customers': [
    'Everyone who ordered, with phone, address and what they spent',
    'Order history, notes and tags per customer',
    'CSV export',
  ],
  '/analytics': ['Sales and orders over time', 'Top products and sales by payment method', 'New and returning customers'],
  '/earnings': ['What each order earned after fees', 'Payouts to your bank or bKash account'],
  '/files': ['Images and PDFs up to 10 MB', 'A link to copy for each file, in several image sizes'],
  '/store/themes': ['Themes to choose from, with a preview', 'Colours, fonts and the home page layout'],
  '/store/pages': ['Pages such as About us, Contact, Return policy', 'A rich-text editor with images and video'],
  '/store/blog': ['Posts with a cover image, written in the rich-text editor', 'Drafts and published posts'],
  '/store/navigations': ['The header and footer menus', 'Links to collections, products, pages and other sites'],
  '/store/business-settings': ['Business name, address and contact number', 'Trade licence and BIN for invoices'],
  '/store/logo-and-favicon': ['Your logo, shown on the store and on invoices', 'The icon in browser tabs'],
  '/store/seo-and-social-media': ['Title and description for search engines', 'Links to your Facebook, Instagram and YouTube pages'],
  '/settings/checkout': ['Fields shoppers fill in at checkout', 'Payment methods: cash on delivery, bKash, card'],
  '/settings/domain': ['Your free Haat address', 'Connecting a domain you own, with SSL'],
  '/settings/inventory': ['Stock of every variant, with low-stock alerts', 'Adjustments with a reason, and their history'],
  '/settings/promocodes': ['Percentage and fixed-amount codes', 'Start and end dates, usage limits and minimum order'],
  '/settings/roles-access': ['Your staff and their permissions', 'Invitations by e-mail'],
  '/settings/shipping': ['Delivery inside and outside Dhaka', 'Couriers and their rates'],
  '/settings/tax': ['VAT rate and whether prices include it', 'Tax shown on invoices'],
  '/appstore': ['Apps for couriers, SMS, accounting and marketing', 'The apps you have installed'],
  '/my-profile': ['Your name, e-mail and phone', 'Changing your password'],
  '/upgrade': ['Plans with their prices and features', 'Payment with bKash, and your billing invoices'],
  '/create': ['A new shop under your account, with its own products and orders'],
};

/** The bullets for a route: its own, or its nearest listed ancestor's. */
export function contentsFor(pattern: string): readonly string[] {
  let current = pattern;
  while (current) {
    const found = AREA_CONTENTS[current];
    if (found) return found;
    const cut = current.lastIndexOf('/');
    current = cut > 0 ? current.slice(0, cut) : '';
  }
  return [];
}
