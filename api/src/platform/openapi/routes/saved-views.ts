/** Saved views (api/src/domains/saved-views/routes.ts): any member; each view also needs its list's key (else 403). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  SavedViewCreateSchema,
  SavedViewDeleteQuerySchema,
  SavedViewListQuerySchema,
  SavedViewListSchema,
  SavedViewSchema,
  SavedViewUpdateSchema,
} from '../../../../../contract/saved-views.ts';
import { describeRoute } from '../registry.ts';

const views = { tags: ['Saved views'] } as const;

export const savedViewRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/saved-views',
    summary: "The caller's own and the shop's shared views of the lists whose key they hold (orders, products, customers)",
    ...views,
    query: SavedViewListQuerySchema,
    answer: SavedViewListSchema,
    errors: [403],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/saved-views',
    summary: "Save a list's filters and sort under a name (unique per member and list, at most 20 per list)",
    ...views,
    body: SavedViewCreateSchema,
    answer: SavedViewSchema,
    status: 201,
    errors: [403, 409],
  }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/saved-views/:id',
    summary: 'Rename a view (its owner, or a shop admin for a shared one) or share it with the shop (shop admins)',
    ...views,
    body: SavedViewUpdateSchema,
    answer: SavedViewSchema,
    errors: [403, 409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/saved-views/:id',
    summary: 'Delete a view (its owner, or a shop admin for a shared one)',
    ...views,
    query: SavedViewDeleteQuerySchema,
    answer: OkAnswerSchema,
    errors: [403, 409],
  }),
];
