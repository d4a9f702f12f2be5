/** Store API: the active shop's customers (/admin/customers). */
import {
  CustomerDetailSchema,
  CustomerListSchema,
  CustomerOrderListSchema,
  CustomerTagsSchema,
  type CustomerDetail,
  type CustomerAddressInput,
  type CustomerExportQuery,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerOrder,
  type CustomerPatch,
} from '../../../contract/customer.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

export type { CustomerDetail, CustomerListItem, CustomerOrder };

const path = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

export const customersApi = {
  list: (token: string, query: Partial<CustomerListQuery>) => api(token).get(CustomerListSchema, '/admin/customers', query as Query),
  tags: (token: string) => api(token).get(CustomerTagsSchema, '/admin/customers/tags'),
  get: (token: string, id: string) => api(token).get(CustomerDetailSchema, path(id)),
  orders: (token: string, id: string, page: number, limit: number) =>
    api(token).get(CustomerOrderListSchema, `${path(id)}/orders`, { page, limit }),
  update: (token: string, id: string, patch: CustomerPatch) => api(token).patch(CustomerDetailSchema, path(id), patch),
  /** Adds an address (no index) or replaces the one at `index`. */
  saveAddress: (token: string, id: string, address: CustomerAddressInput) =>
    api(token).put(CustomerDetailSchema, `${path(id)}/addresses`, address),
  /** The CSV file as the Store API answers it (streamed on to the browser). */
  exportCsv: (token: string, query: Partial<CustomerExportQuery>) => api(token).download('/admin/customers/export.csv', query as Query),
};
