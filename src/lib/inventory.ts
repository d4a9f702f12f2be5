/** Pure helpers of /settings/inventory: the page state from its URL, links, labels. */
import { englishDisplay, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { STOCK_FILTERS, STOCK_SORTS, type AdjustmentReason, type StockFilter, type StockSort } from '../../contract/inventory.ts';
import { m } from '../paraglide/messages.js';

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

/** +5, −3 (a real minus sign), for the history; in the reader's digits when given them. */
export const signed = (n: number, display: DisplayPrefs = englishDisplay): string =>
  n > 0 ? `+${formatNumber(n, display)}` : n < 0 ? `−${formatNumber(Math.abs(n), display)}` : formatNumber(0, display);

const FILTER_LABELS: Record<StockFilter, () => string> = {
  all: () => m.inventory_filter_all(),
  low: () => m.inventory_filter_low(),
  out: () => m.inventory_filter_out(),
};
const SORT_LABELS: Record<StockSort, () => string> = {
  title: () => m.inventory_sort_title_az(),
  '-title': () => m.inventory_sort_title_za(),
  quantity: () => m.inventory_sort_quantity_low(),
  '-quantity': () => m.inventory_sort_quantity_high(),
};
const REASON_LABELS: Record<AdjustmentReason, () => string> = {
  received: () => m.inventory_reason_received(),
  damaged: () => m.inventory_reason_damaged(),
  correction: () => m.inventory_reason_correction(),
  returned: () => m.inventory_reason_returned(),
};
/** Labels in the reader's language (contract/inventory.ts keeps the English ones for the Store API). */
export const stockFilterLabel = (filter: StockFilter): string => FILTER_LABELS[filter]();
export const stockSortLabel = (sort: StockSort): string => SORT_LABELS[sort]();
export const reasonLabel = (reason: string): string => REASON_LABELS[reason as AdjustmentReason]?.() ?? reason;
