/** Store API: the active shop's collections (/admin/collections). */
import {
  CollectionDetailSchema,
  CollectionListSchema,
  type CollectionDetail,
  type CollectionInput,
  type CollectionListItem,
} from '../../../contract/collection.ts';
import type { ListQuery } from '../../../contract/list.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

export type { CollectionDetail, CollectionListItem };

const path = (id: string) => `/admin/collections/${encodeURIComponent(id)}`;

export const collectionsApi = {
  list: (token: string, query: Partial<ListQuery>) => api(token).get(CollectionListSchema, '/admin/collections', query as Query),
  /** Every collection's id, title and kind (no product counts), for menus. */
  options: (token: string) => api(token).get(CollectionListSchema, '/admin/collections', { limit: 100, counts: 'no' }),
  get: (token: string, id: string) => api(token).get(CollectionDetailSchema, path(id)),
  create: (token: string, input: CollectionInput) => api(token).post(CollectionDetailSchema, '/admin/collections', input),
  update: (token: string, id: string, input: CollectionInput) => api(token).put(CollectionDetailSchema, path(id), input),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, path(id)),
};
