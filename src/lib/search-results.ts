/**
 * Where the search page's results lead (issue 27 item 1): each group's record page and list page, and the wording of
 * its heading. The group's permission key (contract/search.ts) is the key of both pages (search-results.test.ts).
 */
import type { SearchGroup } from '../../contract/search.ts';
import { pathFor } from './routes.ts';

export const SEARCH_GROUP_PAGES: Record<SearchGroup, { label: string; list: string; record: string }> = {
  orders: { label: 'Orders', list: '/orders', record: '/orders/[id]' },
  customers: { label: 'Customers', list: '/customers', record: '/customers/[id]' },
  products: { label: 'Products', list: '/products', record: '/products/update/[id]' },
  collections: { label: 'Collections', list: '/collections', record: '/collections/update/[id]' },
  pages: { label: 'Store pages', list: '/store/pages', record: '/store/pages/update/[id]' },
  posts: { label: 'Blog posts', list: '/store/blog', record: '/store/blog/update/[id]' },
};

/** The page of one record of a group. */
export const recordHref = (group: SearchGroup, id: string): string => pathFor(SEARCH_GROUP_PAGES[group].record, { id });

/** The group's list page searching the same text (it shows every match, where the search page shows a few). */
export const moreHref = (group: SearchGroup, q: string): string => `${SEARCH_GROUP_PAGES[group].list}?${new URLSearchParams({ q })}`;

/** What the search page says, in one place until the message machinery (issue 23) holds it. */
export const SEARCH_TEXT = {
  // Not "Search": the list pages' own search fields keep that name to themselves.
  label: 'Find orders, customers, products and settings',
  placeholder: 'Order #, phone, name, setting…',
  button: 'Find',
  pagesHeading: 'Pages and settings',
  more: (label: string) => `See all in ${label}`,
  nothing: (q: string) => `Nothing found for “${q}”.`,
  hint: 'Type an order number (#10457), a phone number in any form, a name, an e-mail, a SKU, or a setting such as “tax”.',
  exact: 'Exact match',
};
