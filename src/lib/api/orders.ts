/** Store API: the active shop's orders (/admin/orders). */
import {
  BulkStatusAnswerSchema,
  NoteAnswerSchema,
  OrderDetailSchema,
  OrderListSchema,
  OrderSchema,
  PrintAnswerSchema,
  type BulkStatusAnswer,
  type Order,
  type OrderDetail,
  type OrderItem,
  type OrderList,
  type OrderListItem,
  type PrintableOrder,
} from '../../../contract/order-answers.ts';
import type { Address, OrderStatus, PaymentMethod, PaymentStatus } from '../../../contract/order-enums.ts';
import type { OrderListQuery, RecordPayment } from '../../../contract/orders.ts';
import type { DocumentShop } from '../../../contract/shop-settings.ts';
import { api } from './config.ts';

export type { Address, OrderStatus, PaymentMethod, PaymentStatus };
export type { BulkStatusAnswer, Order, OrderDetail, OrderItem, OrderList, OrderListItem, PrintableOrder };

/** The shop block of invoices and packing slips (name, logo, address, contact, BIN), from its business settings. */
export type { DocumentShop };

const path = (id: string, rest = '') => `/admin/orders/${encodeURIComponent(id)}${rest}`;

export const ordersApi = {
  list: (token: string, query: Partial<OrderListQuery>) => api(token).get(OrderListSchema, '/admin/orders', query),
  get: (token: string, id: string) => api(token).get(OrderDetailSchema, path(id)),
  print: (token: string, ids: string[]) => api(token).get(PrintAnswerSchema, '/admin/orders/print', { ids: ids.join(',') }),
  changeStatus: (token: string, id: string, status: OrderStatus) => api(token).post(OrderSchema, path(id, '/status'), { status }),
  bulkStatus: (token: string, ids: string[], status: OrderStatus) =>
    api(token).post(BulkStatusAnswerSchema, '/admin/orders/bulk-status', { ids, status }),
  fulfil: (token: string, id: string, input: { courier: string; trackingNumber: string }) =>
    api(token).post(OrderSchema, path(id, '/fulfil'), input),
  cancel: (token: string, id: string, input: { reason?: string; restock: boolean }) =>
    api(token).post(OrderSchema, path(id, '/cancel'), input),
  refund: (token: string, id: string, input: { amount: number; reason?: string }) =>
    api(token).post(OrderSchema, path(id, '/refund'), input),
  cashCollected: (token: string, id: string) => api(token).post(OrderSchema, path(id, '/cash-collected'), {}),
  recordPayment: (token: string, id: string, body: RecordPayment) => api(token).post(OrderSchema, path(id, '/payments'), body),
  addNote: (token: string, id: string, body: string) => api(token).post(NoteAnswerSchema, path(id, '/notes'), { body }),
  /** The CSV export as the API streams it. Query: the list filters, or `ids`. */
  exportCsv: (token: string, query: Record<string, string>) => api(token).download('/admin/orders/export.csv', query),
};
