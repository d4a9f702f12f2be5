/** Promo codes (api/src/domains/promo-codes/routes.ts). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  PromoBulkAnswerSchema,
  PromoBulkSchema,
  PromoCodeCreateSchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  PromoCodeUpdateSchema,
  PromoListQuerySchema,
} from '../../../../../contract/promo-codes.ts';
import { describeRoute } from '../registry.ts';

const promo = { tags: ['Promo codes'], permission: 'promocodes' } as const;

export const promoCodeRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/promo-codes',
    summary: 'Promo codes, filtered and paged',
    ...promo,
    query: PromoListQuerySchema,
    answer: PromoCodeListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/promo-codes',
    summary: 'Create a promo code',
    ...promo,
    body: PromoCodeCreateSchema,
    answer: PromoCodeSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/promo-codes/bulk',
    summary: 'Create many single-use codes',
    ...promo,
    body: PromoBulkSchema,
    answer: PromoBulkAnswerSchema,
    status: 201,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/promo-codes/export.csv',
    summary: 'CSV of the promo codes',
    ...promo,
    answer: { type: 'text/csv', description: 'Promo codes as CSV' },
  }),
  describeRoute({ method: 'GET', path: '/admin/promo-codes/:id', summary: 'One promo code', ...promo, answer: PromoCodeSchema }),
  describeRoute({
    method: 'PUT',
    path: '/admin/promo-codes/:id',
    summary: 'Save a promo code',
    ...promo,
    body: PromoCodeUpdateSchema,
    answer: PromoCodeSchema,
    errors: [409],
  }),
  describeRoute({ method: 'DELETE', path: '/admin/promo-codes/:id', summary: 'Delete a promo code', ...promo, answer: OkAnswerSchema }),
];
