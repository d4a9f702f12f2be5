/** Store API: the active shop's products (/admin/products), including bulk actions and CSV. */
import { API_TIMEOUT_MS, API_URL } from 'astro:env/server';
import type { ListAnswer } from '../../../contract/list.ts';
import type {
  BulkAction,
  ImportReport,
  ProductDetail,
  ProductInput,
  ProductListItem,
  ProductListQuery,
} from '../../../contract/product.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';
import { errorFromNetwork, errorFromResponse } from './errors.ts';

export type { ImportReport, ProductDetail, ProductListItem };

const path = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export const productsApi = {
  list: (token: string, query: Partial<ProductListQuery>) => api(token).get<ListAnswer<ProductListItem>>('/admin/products', query as Query),
  get: (token: string, id: string) => api(token).get<ProductDetail>(path(id)),
  create: (token: string, input: ProductInput) => api(token).post<ProductDetail>('/admin/products', input),
  update: (token: string, id: string, input: ProductInput) => api(token).put<ProductDetail>(path(id), input),
  duplicate: (token: string, id: string) => api(token).post<ProductDetail>(`${path(id)}/duplicate`, {}),
  remove: (token: string, id: string) => api(token).delete<{ count: number }>(path(id)),
  bulk: (token: string, action: BulkAction) => api(token).post<{ count: number }>('/admin/products/bulk', action),
  importCsv: (token: string, csv: string, dryRun: boolean) => api(token).post<ImportReport>('/admin/products/import', { csv, dryRun }),
  /** The CSV of the filtered list as the Store API answers it (streamed on to the browser). */
  exportCsv: async (token: string, query: Partial<ProductListQuery>): Promise<Response> => {
    const search = new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    ).toString();
    let response: Response;
    try {
      response = await fetch(`${API_URL.replace(/\/$/, '')}/admin/products/export${search ? `?${search}` : ''}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(Math.max(API_TIMEOUT_MS ?? 10_000, 60_000)),
      });
    } catch (cause) {
      throw errorFromNetwork(cause);
    }
    if (!response.ok) throw errorFromResponse(response.status, await response.text());
    return response;
  },
};
