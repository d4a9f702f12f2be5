/**
 * Pure helpers of the customers pages: the list's state from its URL and back (every filter is in
 * the URL, so a reload or a shared link shows the same list), sort labels and page counts.
 */
import { CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT, type CustomerSort } from '../../contract/customer.ts';

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

export const SORT_LABELS: Record<CustomerSort, string> = {
  '-last_order': 'Last order, newest first',
  last_order: 'Last order, oldest first',
  '-total_spent': 'Total spent, highest first',
  total_spent: 'Total spent, lowest first',
  '-orders': 'Most orders first',
  orders: 'Fewest orders first',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-created': 'Newest customers first',
  created: 'Oldest customers first',
};

export interface CustomersPageQuery {
  q: string;
  hasOrders: 'yes' | 'no' | '';
  tag: string;
  sort: CustomerSort;
  page: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** The page's state from its URL; anything unknown falls back to the default. */
export function readCustomersQuery(params: URLSearchParams): CustomersPageQuery {
  const hasOrders = params.get('hasOrders');
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    hasOrders: hasOrders === 'yes' || hasOrders === 'no' ? hasOrders : '',
    tag: (params.get('tag') ?? '').trim().slice(0, 40),
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort) ? (sort as CustomerSort) : DEFAULT_CUSTOMER_SORT,
    page: positive(params.get('page')),
  };
}

/** The filters for the Store API (blank ones left out). */
export function toApiFilters(query: CustomersPageQuery) {
  return {
    q: query.q || undefined,
    hasOrders: query.hasOrders || undefined,
    tag: query.tag || undefined,
    sort: query.sort,
  };
}

/** The list's address with some values changed; defaults are left out so links stay short. */
export function customersHref(
  query: CustomersPageQuery,
  changes: Partial<CustomersPageQuery> = {},
  extra: Record<string, string> = {},
): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.hasOrders) params.set('hasOrders', next.hasOrders);
  if (next.tag) params.set('tag', next.tag);
  if (next.sort !== DEFAULT_CUSTOMER_SORT) params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/customers?${search}` : '/customers';
}

/** Number of pages for `count` rows (at least 1). */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** "Showing 21–40 of 523". */
export function showing(page: number, size: number, count: number): string {
  if (count === 0) return 'No customers';
  const first = (page - 1) * size + 1;
  const last = Math.min(count, page * size);
  return first > count ? `Page ${page} is past the end of ${count}` : `Showing ${first}–${last} of ${count}`;
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (query: CustomersPageQuery): boolean => Boolean(query.q || query.hasOrders || query.tag);
