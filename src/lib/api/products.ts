/** Store API: the active shop's products (/admin/products), including bulk actions and CSV. */
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
  exportCsv: (token: string, query: Partial<ProductListQuery>) => api(token).download('/admin/products/export', query as Query),
};
