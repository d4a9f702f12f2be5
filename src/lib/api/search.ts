/** Store API: the one search box (/admin/search). */
import { SearchAnswerSchema, type SearchAnswer } from '../../../contract/search.ts';
import { api } from './config.ts';

export type { SearchAnswer };

export const searchApi = {
  search: (token: string, q: string) => api(token).get(SearchAnswerSchema, '/admin/search', { q }),
};
