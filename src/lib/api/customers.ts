/** Store API: the active shop's customers (/admin/customers). */
import { API_TIMEOUT_MS, API_URL } from 'astro:env/server';
import {
  CustomerDetailSchema,
  CustomerListSchema,
  CustomerOrderListSchema,
  CustomerTagsSchema,
  type CustomerDetail,
  type CustomerExportQuery,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerOrder,
  type CustomerPatch,
} from '../../../contract/customer.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';
import { errorFromNetwork, errorFromResponse } from './errors.ts';

export type { CustomerDetail, CustomerListItem, CustomerOrder };

const path = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

export const customersApi = {
  list: (token: string, query: Partial<CustomerListQuery>) => api(token).get(CustomerListSchema, '/admin/customers', query as Query),
  tags: (token: string) => api(token).get(CustomerTagsSchema, '/admin/customers/tags'),
  get: (token: string, id: string) => api(token).get(CustomerDetailSchema, path(id)),
  orders: (token: string, id: string, page: number, limit: number) =>
    api(token).get(CustomerOrderListSchema, `${path(id)}/orders`, { page, limit }),
  update: (token: string, id: string, patch: CustomerPatch) => api(token).patch(CustomerDetailSchema, path(id), patch),
  /** The CSV file as the Store API answers it (streamed on to the browser). */
  exportCsv: async (token: string, query: Partial<CustomerExportQuery>): Promise<Response> => {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
    ).toString();
    let response: Response;
    try {
      response = await fetch(`${API_URL.replace(/\/$/, '')}/admin/customers/export.csv${search ? `?${search}` : ''}`, {
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
