/** Store API: the active shop's promo codes (/admin/promo-codes), answers checked with the contract schemas. */
import { PromoBulkAnswerSchema, PromoCodeListSchema, PromoCodeSchema, type PromoListQuery } from '../../../contract/promo-codes.ts';
import type { Query } from './client.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import { api } from './config.ts';

const PATH = '/admin/promo-codes';
const path = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const promoCodesApi = {
  list: (token: string, query: Partial<PromoListQuery>) => api(token).get(PromoCodeListSchema, PATH, query as Query),
  get: (token: string, id: string) => api(token).get(PromoCodeSchema, path(id)),
  create: (token: string, body: unknown) => api(token).post(PromoCodeSchema, PATH, body),
  update: (token: string, id: string, body: unknown) => api(token).put(PromoCodeSchema, path(id), body),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, path(id)),
  bulk: (token: string, body: unknown) => api(token).post(PromoBulkAnswerSchema, `${PATH}/bulk`, body),
  /** The shop's codes as CSV, as the Store API answers it (streamed on to the browser). */
  exportCsv: (token: string) => api(token).download(`${PATH}/export.csv`),
};
