/** Store API: the member's saved views of the orders, products and customers lists (/admin/saved-views). */
import { OkAnswerSchema } from '../../../contract/answers.ts';
import {
  SavedViewListSchema,
  SavedViewSchema,
  type SavedViewCreate,
  type SavedViewKind,
  type SavedViewUpdate,
} from '../../../contract/saved-views.ts';
import { api } from './config.ts';

const VIEWS = '/admin/saved-views';
const path = (id: string) => `${VIEWS}/${encodeURIComponent(id)}`;

export const savedViewsApi = {
  list: (token: string, kind: SavedViewKind) => api(token).get(SavedViewListSchema, VIEWS, { kind }),
  create: (token: string, body: SavedViewCreate) => api(token).post(SavedViewSchema, VIEWS, body),
  update: (token: string, id: string, body: SavedViewUpdate) => api(token).patch(SavedViewSchema, path(id), body),
  remove: (token: string, id: string, version?: number) =>
    api(token).delete(OkAnswerSchema, version ? `${path(id)}?version=${version}` : path(id)),
};
