/** Store API: the active shop's promo codes (/admin/promo-codes), answers checked with the contract schemas. */
import { API_URL } from 'astro:env/server';
import { PromoBulkAnswerSchema, PromoCodeListSchema, PromoCodeSchema, type PromoListQuery } from '../../../contract/promo-codes.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';
import { errorFromNetwork, errorFromResponse } from './errors.ts';

const PATH = '/admin/promo-codes';
const path = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const promoCodesApi = {
  list: async (token: string, query: Partial<PromoListQuery>) => PromoCodeListSchema.parse(await api(token).get(PATH, query as Query)),
  get: async (token: string, id: string) => PromoCodeSchema.parse(await api(token).get(path(id))),
  create: async (token: string, body: unknown) => PromoCodeSchema.parse(await api(token).post(PATH, body)),
  update: async (token: string, id: string, body: unknown) => PromoCodeSchema.parse(await api(token).put(path(id), body)),
  remove: (token: string, id: string) => api(token).delete<{ ok: true }>(path(id)),
  bulk: async (token: string, body: unknown) => PromoBulkAnswerSchema.parse(await api(token).post(`${PATH}/bulk`, body)),
  /** The shop's codes as CSV, as the Store API answers it (streamed on to the browser). */
  exportCsv: async (token: string): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${API_URL.replace(/\/$/, '')}${PATH}/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    } catch (cause) {
      throw errorFromNetwork(cause);
    }
    if (!response.ok) throw errorFromResponse(response.status, await response.text());
    return response;
  },
};
