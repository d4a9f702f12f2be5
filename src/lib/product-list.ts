/**
 * The products list's state lives in the URL (a filtered list is a link a colleague can open): read it
 * leniently (a bad value falls back to the default, never an error page) and write it back minimal.
 */
import { PRODUCT_STATUSES, STOCK_FILTERS, type ProductListQuery } from '../../contract/product.ts';
import type { DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import { formatMoney } from './money.ts';

export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The sort orders, each with its label in the reader's language (read when the page renders). */
export const PRODUCT_SORTS = [
  ['-newest', () => m.products_sort_newest()],
  ['newest', () => m.products_sort_oldest()],
  ['title', () => m.products_sort_title_az()],
  ['-title', () => m.products_sort_title_za()],
  ['price', () => m.products_sort_price_low()],
  ['-price', () => m.products_sort_price_high()],
  ['stock', () => m.products_sort_stock_low()],
  ['-stock', () => m.products_sort_stock_high()],
] as const;

const STATUS_LABELS: Record<string, () => string> = {
  active: () => m.products_status_active(),
  draft: () => m.products_status_draft(),
  archived: () => m.products_status_archived(),
};
/** A product status as the seller reads it ("Active", "চালু"); an unknown one as it came. */
export const productStatusLabel = (status: string): string => STATUS_LABELS[status]?.() ?? status;

export type ProductsPageQuery = {
  q: string;
  status: string;
  collection: string;
  stock: string;
  sort: string;
  page: number;
  limit: number;
};

const DEFAULTS: ProductsPageQuery = { q: '', status: '', collection: '', stock: '', sort: '-newest', page: 1, limit: 25 };

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

export function readProductsQuery(params: URLSearchParams): ProductsPageQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: oneOf(params.get('status'), PRODUCT_STATUSES),
    collection: (params.get('collection') ?? '').slice(0, 100),
    stock: oneOf(params.get('stock'), STOCK_FILTERS),
    sort:
      oneOf(
        params.get('sort'),
        PRODUCT_SORTS.map(([v]) => v),
      ) || DEFAULTS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PRODUCT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULTS.limit,
  };
}

/** The Store API query of a page query (empty values left out). */
export function toApiQuery(q: ProductsPageQuery): Partial<ProductListQuery> {
  return {
    page: q.page,
    limit: q.limit,
    sort: q.sort,
    ...(q.q ? { q: q.q } : {}),
    ...(q.status ? { status: q.status as ProductListQuery['status'] } : {}),
    ...(q.collection ? { collection: q.collection } : {}),
    ...(q.stock ? { stock: q.stock as ProductListQuery['stock'] } : {}),
  };
}

/** `/products?…` with only the values that differ from the defaults. */
export function productsHref(q: ProductsPageQuery, change: Partial<ProductsPageQuery> = {}, base = '/products'): string {
  const next = { ...q, ...change };
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'collection', 'stock', 'sort', 'limit', 'page'] as const) {
    const value = next[key];
    if (value !== DEFAULTS[key] && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export const isFiltered = (q: ProductsPageQuery) => Boolean(q.q || q.status || q.collection || q.stock);

/** '৳1,200.00' or '৳1,200.00 – ৳1,800.00'. */
export const priceRange = (min: number, max: number, display: DisplayPrefs) =>
  min === max ? formatMoney(min, display) : `${formatMoney(min, display)} – ${formatMoney(max, display)}`;
