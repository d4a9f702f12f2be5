/** Pure helpers of /settings/inventory: the page state from its URL, links, labels. */
import { STOCK_FILTERS, STOCK_SORTS, type StockFilter, type StockSort } from '../../contract/inventory.ts';

export const STOCK_PAGE_SIZE = 25;
export const HISTORY_PAGE_SIZE = 20;

export interface InventoryPageQuery {
  q: string;
  stock: StockFilter;
  sort: StockSort;
  page: number;
  /** Page of the adjustment history. */
  hpage: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

export function readInventoryQuery(params: URLSearchParams): InventoryPageQuery {
  const stock = params.get('stock') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    stock: (STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as StockFilter) : 'all',
    sort: (STOCK_SORTS as readonly string[]).includes(sort) ? (sort as StockSort) : 'title',
    page: positive(params.get('page')),
    hpage: positive(params.get('hpage')),
  };
}

export function inventoryHref(query: InventoryPageQuery, change: Partial<InventoryPageQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.stock !== 'all') params.set('stock', next.stock);
  if (next.sort !== 'title') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.hpage > 1) params.set('hpage', String(next.hpage));
  const text = params.toString();
  return text ? `/settings/inventory?${text}` : '/settings/inventory';
}

/** +5, −3 (a real minus sign), for the history. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = { all: 'All items', low: 'Low stock', out: 'Out of stock' };
export const STOCK_SORT_LABELS: Record<StockSort, string> = {
  title: 'Product A–Z',
  '-title': 'Product Z–A',
  quantity: 'Quantity, lowest first',
  '-quantity': 'Quantity, highest first',
};
