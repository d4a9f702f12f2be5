/**
 * Pure helpers of the customers pages: the list's state from its URL and back (every filter is in
 * the URL, so a reload or a shared link shows the same list), sort labels and page counts.
 */
import { CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT, type CustomerSort } from '../../contract/customer.ts';
import { m } from '../paraglide/messages.js';

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

const SORT_LABELS: Record<CustomerSort, () => string> = {
  '-last_order': () => m.customers_sort_last_order_new(),
  last_order: () => m.customers_sort_last_order_old(),
  '-total_spent': () => m.customers_sort_spent_high(),
  total_spent: () => m.customers_sort_spent_low(),
  '-orders': () => m.customers_sort_orders_most(),
  orders: () => m.customers_sort_orders_fewest(),
  name: () => m.customers_sort_name_az(),
  '-name': () => m.customers_sort_name_za(),
  '-created': () => m.customers_sort_created_new(),
  created: () => m.customers_sort_created_old(),
};
/** A sort order's label in the reader's language. */
export const sortLabel = (sort: CustomerSort): string => SORT_LABELS[sort]();

export interface CustomersPageQuery {
  q: string;
  hasOrders: 'yes' | 'no' | '';
  tag: string;
  sort: CustomerSort;
  /** The page number shown; with a cursor it only labels the page (the cursor says where it starts). */
  page: number;
  /** Keyset paging: the page after / before a row (cursors from the Store API; `before=end` is the last page). */
  after: string;
  before: string;
  /** The cursor's page was reached from Last, so its rows are counted from the end (`end=1`). */
  fromEnd: boolean;
}

/** A cursor's text as the Store API writes it (base64url); anything else is dropped, so a bad link shows page 1. */
const cursor = (value: string | null) => (value && /^[A-Za-z0-9_-]{1,400}$/.test(value) ? value : '');

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
    after: cursor(params.get('after')),
    before: params.get('before') === 'end' ? 'end' : cursor(params.get('before')),
    fromEnd: params.get('end') === '1',
  };
}

/** Where the page starts for the Store API: a cursor when the URL has one, else the page number. */
export const toApiPosition = (query: CustomersPageQuery) =>
  query.before ? { before: query.before } : query.after ? { after: query.after } : { page: query.page };

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
  // Any change leaves the page's cursor behind (Next/Previous give their own).
  const next = { ...query, ...(Object.keys(changes).length ? { after: '', before: '', fromEnd: false } : {}), ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.hasOrders) params.set('hasOrders', next.hasOrders);
  if (next.tag) params.set('tag', next.tag);
  if (next.sort !== DEFAULT_CUSTOMER_SORT) params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.after) params.set('after', next.after);
  if (next.before) params.set('before', next.before);
  if (next.fromEnd && (next.after || (next.before && next.before !== 'end'))) params.set('end', '1');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/customers?${search}` : '/customers';
}

/** Number of pages for `count` rows (at least 1). */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (query: CustomersPageQuery): boolean => Boolean(query.q || query.hasOrders || query.tag);
