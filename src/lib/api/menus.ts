/** Store API: the active shop's menus (/admin/menus), answers checked with the contract schemas. */
import { MenuListSchema, MenuSchema, MenuTargetOptionsSchema, type MenuCreate, type MenuUpdate } from '../../../contract/menus.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import { api } from './config.ts';

const MENUS = '/admin/menus';
const path = (id: string) => `${MENUS}/${encodeURIComponent(id)}`;

export const menusApi = {
  list: (token: string) => api(token).get(MenuListSchema, MENUS),
  get: (token: string, id: string) => api(token).get(MenuSchema, path(id)),
  create: (token: string, body: MenuCreate) => api(token).post(MenuSchema, MENUS, body),
  update: (token: string, id: string, body: MenuUpdate) => api(token).put(MenuSchema, path(id), body),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, path(id)),
  /** Collections, products, pages and posts whose title contains `q`. */
  targets: (token: string, query: { q?: string; type?: string; limit?: number }) =>
    api(token).get(MenuTargetOptionsSchema, `${MENUS}/targets`, query),
};
