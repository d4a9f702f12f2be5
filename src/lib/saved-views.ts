/** Where each list with saved views lives: its page (the routes table's pattern, whose key guards its views) and a view's link. */
import { viewQuery, type SavedViewKind } from '../../contract/saved-views.ts';

export const VIEW_LISTS: Record<SavedViewKind, '/orders' | '/products' | '/customers'> = {
  orders: '/orders',
  products: '/products',
  customers: '/customers',
};

/** The list filtered as the view says. */
export const viewHref = (kind: SavedViewKind, query: string): string => (query ? `${VIEW_LISTS[kind]}?${query}` : VIEW_LISTS[kind]);

/** True when the page's query is the view's (paging and order of parameters aside). */
export const isCurrentView = (search: URLSearchParams, query: string): boolean => viewQuery(search) === query;
