/** Store API: the active shop's VAT (/admin/settings/tax) and checkout settings (/admin/settings/checkout). */
import { CheckoutAnswerSchema, VatAnswerSchema } from '../../../contract/selling-settings.ts';
import { api } from './config.ts';

export const taxSettingsApi = {
  get: (token: string) => api(token).get(VatAnswerSchema, '/admin/settings/tax'),
  save: (token: string, body: unknown) => api(token).put(VatAnswerSchema, '/admin/settings/tax', body),
};

export const checkoutSettingsApi = {
  get: (token: string) => api(token).get(CheckoutAnswerSchema, '/admin/settings/checkout'),
  save: (token: string, body: unknown) => api(token).put(CheckoutAnswerSchema, '/admin/settings/checkout', body),
};
