/** Store API: SEO and social settings (/admin/store/seo) and URL redirects (/admin/store/redirects). */
import {
  RedirectImportAnswerSchema,
  RedirectListSchema,
  RedirectSchema,
  SeoSettingsSchema,
  type RedirectListQuery,
} from '../../../contract/seo.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

const REDIRECTS = '/admin/store/redirects';

export const seoApi = {
  get: (token: string) => api(token).get(SeoSettingsSchema, '/admin/store/seo'),
  save: (token: string, body: unknown) => api(token).put(SeoSettingsSchema, '/admin/store/seo', body),
};

export const redirectsApi = {
  list: (token: string, query: Partial<RedirectListQuery>) => api(token).get(RedirectListSchema, REDIRECTS, query as Query),
  add: (token: string, body: unknown) => api(token).post(RedirectSchema, REDIRECTS, body),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, `${REDIRECTS}/${encodeURIComponent(id)}`),
  importCsv: (token: string, csv: string) => api(token).post(RedirectImportAnswerSchema, `${REDIRECTS}/import`, { csv }),
  /** The redirects as CSV, as the Store API answers it (streamed on to the browser). */
  exportCsv: (token: string) => api(token).download(`${REDIRECTS}/export.csv`),
};
