/**
 * Pure helpers of the orders pages: the list's state from its URL and back (every filter lives in the URL,
 * so a reload or a shared link shows the same list), labels, and taka ↔ poisha for the refund form.
 */
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../contract/order-enums.ts';
import { ORDER_SORTS, type OrderSort } from '../../contract/orders.ts';

export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../contract/order-state-machine.ts';

export const ORDERS_PAGE_SIZES = [20, 50, 100] as const;

export interface OrdersPageQuery {
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  method: PaymentMethod | '';
  from: string;
  to: string;
  q: string;
  /** Only the COD orders held for a confirmation call ("Needs a call"). */
  needsCall: boolean;
  sort: OrderSort;
  /** The page number shown; with a cursor it only labels the page (the cursor says where it starts). */
  page: number;
  limit: number;
  /** Keyset paging: the page after / before a row (cursors from the Store API's answer; `before=end` is the last page). */
  after: string;
  before: string;
  /** The cursor's page was reached from Last, so its rows are counted from the end (`end=1`). */
  fromEnd: boolean;
}

const DEFAULT_SORT: OrderSort = '-placed_at';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A cursor's text as the Store API writes it (base64url); anything else is dropped, so a bad link shows page 1. */
const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;
const cursor = (value: string | null) => (value && CURSOR.test(value) ? value : '');

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The page's state from its URL; anything unknown falls back to the default. */
export function readOrdersQuery(params: URLSearchParams): OrdersPageQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_STATUSES, params.get('payment')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    needsCall: params.get('needsCall') === 'true',
    sort: oneOf(ORDER_SORTS, params.get('sort')) || DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (ORDERS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ORDERS_PAGE_SIZES[0],
    after: cursor(params.get('after')),
    before: params.get('before') === 'end' ? 'end' : cursor(params.get('before')),
    fromEnd: params.get('end') === '1',
  };
}

/** The query for the Store API (blank filters left out). */
export function toApiQuery(query: OrdersPageQuery) {
  return {
    status: query.status || undefined,
    payment: query.payment || undefined,
    method: query.method || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    q: query.q || undefined,
    needsCall: query.needsCall ? ('true' as const) : undefined,
    sort: query.sort,
    // A cursor says where the page starts; the number only labels it then.
    ...(query.before ? { before: query.before } : query.after ? { after: query.after } : { page: query.page }),
    limit: query.limit,
  };
}

/**
 * /orders?… for a state, leaving defaults out so links stay short. Any change leaves the page's cursor behind,
 * and a filter change goes back to page 1.
 */
export function ordersHref(query: OrdersPageQuery, change: Partial<OrdersPageQuery> = {}): string {
  const moved = Object.keys(change).length > 0;
  const paging = Object.keys(change).every((k) => k === 'page' || k === 'after' || k === 'before' || k === 'fromEnd');
  const next = { ...query, ...(moved ? { after: '', before: '', fromEnd: false } : {}), ...(paging ? {} : { page: 1 }), ...change };
  const params = new URLSearchParams();
  if (next.status) params.set('status', next.status);
  if (next.payment) params.set('payment', next.payment);
  if (next.method) params.set('method', next.method);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.q) params.set('q', next.q);
  if (next.needsCall) params.set('needsCall', 'true');
  if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
  if (next.limit !== ORDERS_PAGE_SIZES[0]) params.set('limit', String(next.limit));
  if (next.page > 1) params.set('page', String(next.page));
  if (next.after) params.set('after', next.after);
  if (next.before) params.set('before', next.before);
  if (next.fromEnd && (next.after || (next.before && next.before !== 'end'))) params.set('end', '1');
  const text = params.toString();
  return text ? `/orders?${text}` : '/orders';
}

/** True when any filter narrows the list (status tabs aside). */
export const isFiltered = (q: OrdersPageQuery) => Boolean(q.payment || q.method || q.from || q.to || q.q || q.needsCall);

/** Order number as sellers say it: #1001. */
export const orderLabel = (number: number) => `#${number}`;

/** One-line address: "House 4, Road 27, Dhanmondi, Dhaka 1205". */
export const addressLine = (a: { line1: string; line2?: string; area?: string; district: string; postcode?: string }) =>
  [a.line1, a.line2, a.area, [a.district, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Paper size of invoices and packing slips: A4 or an 80 mm thermal roll. */
export type PaperSize = 'a4' | '80mm';
export const readPaperSize = (params: URLSearchParams): PaperSize => (params.get('size') === '80mm' ? '80mm' : 'a4');

/** `?ids=a,b,c` → ids (at most 100, de-duplicated). */
export function readIds(params: URLSearchParams): string[] {
  const all = params.getAll('ids').flatMap((v) => v.split(','));
  return [...new Set(all.map((id) => id.trim()).filter(Boolean))].slice(0, 100);
}

/** "21 Nov 2026, 3:05 pm": the one date format lives in dates.ts (re-exported for the order pages). */
export { formatDateTime } from './dates.ts';
