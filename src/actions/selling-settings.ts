/** VAT (/settings/tax) and checkout settings (/settings/checkout): each form saves all its fields with its version. */
import { defineAction } from 'astro:actions';
import { checkoutSettingsApi, taxSettingsApi } from '../lib/api/selling-settings.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { checkoutBody, vatBody } from '../lib/selling-settings-form.ts';
import { requireRouteAccess } from './access.ts';
import { m } from '../paraglide/messages.js';

export const sellingSettings = {
  saveTax: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/tax');
      try {
        await taxSettingsApi.save(token, vatBody(data));
        return succeed('/settings/tax', m.selling_vat_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  saveCheckout: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/checkout');
      try {
        await checkoutSettingsApi.save(token, checkoutBody(data));
        return succeed('/settings/checkout', m.selling_checkout_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
