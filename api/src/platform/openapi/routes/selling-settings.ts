/** VAT and checkout settings (api/src/domains/selling-settings/routes.ts). */
import { CheckoutAnswerSchema, CheckoutSaveSchema, VatAnswerSchema, VatSaveSchema } from '../../../../../contract/selling-settings.ts';
import { describeRoute } from '../registry.ts';

export const sellingSettingsRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/settings/tax',
    summary: 'VAT settings and the BIN',
    tags: ['Selling settings'],
    permission: 'taxes',
    answer: VatAnswerSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/settings/tax',
    summary: 'Save VAT settings',
    tags: ['Selling settings'],
    permission: 'taxes',
    body: VatSaveSchema,
    answer: VatAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/settings/checkout',
    summary: 'Checkout settings',
    tags: ['Selling settings'],
    permission: 'checkout',
    answer: CheckoutAnswerSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/settings/checkout',
    summary: 'Save checkout settings',
    tags: ['Selling settings'],
    permission: 'checkout',
    body: CheckoutSaveSchema,
    answer: CheckoutAnswerSchema,
    errors: [409],
  }),
];
