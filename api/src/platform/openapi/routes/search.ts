/** The one search box (api/src/domains/search). */
import { SearchAnswerSchema, SearchQuerySchema } from '../../../../../contract/search.ts';
import { describeRoute } from '../registry.ts';

export const searchRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/search',
    summary:
      "Orders, customers, products, collections, pages and posts matching a text, grouped (any member; each group only for the caller's keys)",
    tags: ['Search'],
    query: SearchQuerySchema,
    answer: SearchAnswerSchema,
  }),
];
