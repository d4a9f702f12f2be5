/** Collections (api/src/domains/collections). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  CollectionDetailSchema,
  CollectionInputSchema,
  CollectionListQuerySchema,
  CollectionListSchema,
} from '../../../../../contract/collection.ts';
import { describeRoute } from '../registry.ts';

const collections = { tags: ['Collections'], permission: 'products-and-collections' } as const;

export const collectionRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/collections',
    summary: 'Collections, paged',
    ...collections,
    query: CollectionListQuerySchema,
    answer: CollectionListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/collections',
    summary: 'Create a collection',
    ...collections,
    body: CollectionInputSchema,
    answer: CollectionDetailSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/collections/:id',
    summary: 'One collection with its products',
    ...collections,
    answer: CollectionDetailSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/collections/:id',
    summary: 'Save a collection',
    ...collections,
    body: CollectionInputSchema,
    answer: CollectionDetailSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/collections/:id',
    summary: 'Delete a collection',
    ...collections,
    answer: OkAnswerSchema,
  }),
];
