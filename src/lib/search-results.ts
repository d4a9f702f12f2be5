/**
 * Where the search page's results lead (issue 27 item 1): each group's record page and list page, and its heading.
 * The group's permission key (contract/search.ts) is the key of both pages (search-results.test.ts).
 */
import type { SearchGroup } from '../../contract/search.ts';
import { m } from '../paraglide/messages.js';
import { pathFor } from './routes.ts';

/** Each group's heading (in the request's language), record page and list page. */
export const SEARCH_GROUP_PAGES: Record<SearchGroup, { label: () => string; list: string; record: string }> = {
  orders: { label: () => m.search_group_orders(), list: '/orders', record: '/orders/[id]' },
  customers: { label: () => m.search_group_customers(), list: '/customers', record: '/customers/[id]' },
  products: { label: () => m.search_group_products(), list: '/products', record: '/products/update/[id]' },
  collections: { label: () => m.search_group_collections(), list: '/collections', record: '/collections/update/[id]' },
  pages: { label: () => m.search_group_pages(), list: '/store/pages', record: '/store/pages/update/[id]' },
  posts: { label: () => m.search_group_posts(), list: '/store/blog', record: '/store/blog/update/[id]' },
};

/** The page of one record of a group. */
export const recordHref = (group: SearchGroup, id: string): string => pathFor(SEARCH_GROUP_PAGES[group].record, { id });

/** The group's list page searching the same text (it shows every match, where the search page shows a few). */
export const moreHref = (group: SearchGroup, q: string): string => `${SEARCH_GROUP_PAGES[group].list}?${new URLSearchParams({ q })}`;
