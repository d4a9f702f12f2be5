/** Store API: the active shop's VAT (/admin/settings/tax) and checkout settings (/admin/settings/checkout). */
import { CheckoutAnswerSchema, VatAnswerSchema } from '../../../contract/selling-settings.ts';
import { api } from './config.ts';

export const taxSettingsApi = {
  get: async (token: string) => VatAnswerSchema.parse(await api(token).get('/admin/settings/tax')),
  save: async (token: string, body: unknown) => VatAnswerSchema.parse(await api(token).put('/admin/settings/tax', body)),
};

export const checkoutSettingsApi = {
  get: async (token: string) => CheckoutAnswerSchema.parse(await api(token).get('/admin/settings/checkout')),
  save: async (token: string, body: unknown) => CheckoutAnswerSchema.parse(await api(token).put('/admin/settings/checkout', body)),
};
