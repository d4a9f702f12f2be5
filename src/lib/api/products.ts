/** Store API: the active shop's products (/admin/products), including bulk actions and CSV. */
import { API_TIMEOUT_MS, API_URL } from 'astro:env/server';
import {
  CountAnswerSchema,
  ImportReportSchema,
  ProductDetailSchema,
  ProductListSchema,
  type BulkAction,
  type ImportReport,
  type ProductDetail,
  type ProductInput,
  type ProductListItem,
  type ProductListQuery,
} from '../../../contract/product.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';
import { errorFromNetwork, errorFromResponse } from './errors.ts';

export type { ImportReport, ProductDetail, ProductListItem };

const path = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export const productsApi = {
  list: (token: string, query: Partial<ProductListQuery>) => api(token).get(ProductListSchema, '/admin/products', query as Query),
  get: (token: string, id: string) => api(token).get(ProductDetailSchema, path(id)),
  create: (token: string, input: ProductInput) => api(token).post(ProductDetailSchema, '/admin/products', input),
  update: (token: string, id: string, input: ProductInput) => api(token).put(ProductDetailSchema, path(id), input),
  duplicate: (token: string, id: string) => api(token).post(ProductDetailSchema, `${path(id)}/duplicate`, {}),
  remove: (token: string, id: string) => api(token).delete(CountAnswerSchema, path(id)),
  bulk: (token: string, action: BulkAction) => api(token).post(CountAnswerSchema, '/admin/products/bulk', action),
  importCsv: (token: string, csv: string, dryRun: boolean) =>
    api(token).post(ImportReportSchema, '/admin/products/import', { csv, dryRun }),
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
