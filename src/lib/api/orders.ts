/** Store API: the active shop's orders (/admin/orders). */
import { API_TIMEOUT_MS, API_URL } from 'astro:env/server';
import type { Address, OrderStatus, PaymentMethod, PaymentStatus } from '../../../contract/order-enums.ts';
import type { OrderListQuery } from '../../../contract/orders.ts';
import type { DocumentShop } from '../../../contract/shop-settings.ts';
import { api } from './config.ts';
import { errorFromNetwork, errorFromResponse } from './errors.ts';

export type { Address, OrderStatus, PaymentMethod, PaymentStatus };

export interface OrderListItem {
  id: string;
  number: number;
  placedAt: string;
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  itemsCount: number;
  total: number;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
}

export interface OrderList {
  response: OrderListItem[];
  count: number;
  /** Orders per status under the other filters, and `all`. */
  counts: Record<OrderStatus | 'all', number>;
}

export interface OrderItem {
  id: string;
  productId: string | null;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  imageUrl: string | null;
  unitPrice: number;
  quantity: number;
  total: number;
}

export interface Order {
  id: string;
  number: number;
  customerId: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  transactionId: string | null;
  itemsCount: number;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  tax: number;
  total: number;
  paidAmount: number;
  refundedAmount: number;
  shippingAddress: Address;
  billingAddress: Address;
  courier: string | null;
  trackingNumber: string | null;
  customerNote: string | null;
  cancelReason: string | null;
  placedAt: string;
  confirmedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  paidAt: string | null;
}

/** The shop block of invoices and packing slips (name, logo, address, contact, BIN), from its business settings. */
export type { DocumentShop };

export interface OrderDetail extends Order {
  items: OrderItem[];
  events: { id: string; type: string; message: string; amount: number | null; createdAt: string; authorName: string | null }[];
  notes: { id: string; body: string; createdAt: string; authorName: string | null }[];
  customer: { id: string; name: string; phone: string; email: string | null; ordersCount: number } | null;
  allowed: { nextStatuses: OrderStatus[]; refundable: number; canCollectCash: boolean; canCancel: boolean; canFulfil: boolean };
  shop: DocumentShop;
}

export type PrintableOrder = Order & { items: OrderItem[] };

export interface BulkStatusAnswer {
  updated: number[];
  refused: { id: string; number: number; message: string }[];
  missing: number;
}

const path = (id: string, rest = '') => `/admin/orders/${encodeURIComponent(id)}${rest}`;

export const ordersApi = {
  list: (token: string, query: Partial<OrderListQuery>) => api(token).get<OrderList>('/admin/orders', query),
  get: (token: string, id: string) => api(token).get<OrderDetail>(path(id)),
  print: (token: string, ids: string[]) =>
    api(token).get<{ shop: DocumentShop; orders: PrintableOrder[] }>('/admin/orders/print', { ids: ids.join(',') }),
  changeStatus: (token: string, id: string, status: OrderStatus) => api(token).post<Order>(path(id, '/status'), { status }),
  bulkStatus: (token: string, ids: string[], status: OrderStatus) =>
    api(token).post<BulkStatusAnswer>('/admin/orders/bulk-status', { ids, status }),
  fulfil: (token: string, id: string, input: { courier: string; trackingNumber: string }) =>
    api(token).post<Order>(path(id, '/fulfil'), input),
  cancel: (token: string, id: string, input: { reason?: string; restock: boolean }) => api(token).post<Order>(path(id, '/cancel'), input),
  refund: (token: string, id: string, input: { amount: number; reason?: string }) => api(token).post<Order>(path(id, '/refund'), input),
  cashCollected: (token: string, id: string) => api(token).post<Order>(path(id, '/cash-collected'), {}),
  addNote: (token: string, id: string, body: string) => api(token).post<{ id: string }>(path(id, '/notes'), { body }),
  /** The CSV export as the API sends it (the shared client only reads JSON). Query: the list filters, or `ids`. */
  exportCsv: async (token: string, query: Record<string, string>): Promise<Response> => {
    const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
    let response: Response;
    try {
      response = await fetch(`${API_URL.replace(/\/$/, '')}/admin/orders/export.csv${search ? `?${search}` : ''}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(Math.max(API_TIMEOUT_MS ?? 10_000, 30_000)),
      });
    } catch (cause) {
      throw errorFromNetwork(cause);
    }
    if (!response.ok) throw errorFromResponse(response.status, await response.text());
    return response;
  },
};
