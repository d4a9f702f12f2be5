/** Shipping plans (api/src/domains/shipping/routes.ts). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import { PlanCreateSchema, PlanListSchema, PlanSchema, PlanUpdateSchema } from '../../../../../contract/shipping.ts';
import { describeRoute } from '../registry.ts';

const shipping = { tags: ['Shipping'], permission: 'shipping' } as const;

export const shippingRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/shipping/plans',
    summary: 'Shipping plans, the default first',
    ...shipping,
    answer: PlanListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/shipping/plans',
    summary: 'Create a custom shipping plan',
    ...shipping,
    body: PlanCreateSchema,
    answer: PlanSchema,
    status: 201,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/shipping/plans/:id',
    summary: 'One shipping plan (`default` for the default one)',
    ...shipping,
    answer: PlanSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/shipping/plans/:id',
    summary: 'Save a shipping plan',
    ...shipping,
    body: PlanUpdateSchema,
    answer: PlanSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/shipping/plans/:id',
    summary: 'Delete a custom shipping plan',
    ...shipping,
    answer: OkAnswerSchema,
  }),
];
