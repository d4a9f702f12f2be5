/**
 * Shipping plans (/settings/shipping, /settings/shipping/custom): save the default plan, save or delete a custom
 * plan. The form's zones and district table become the Store API's body; its refusals (a district without a
 * zone, a rate that is not an amount) come back under the zone they belong to.
 */
import { defineAction } from 'astro:actions';
import { shippingApi } from '../lib/api/shipping.ts';
import { ApiError } from '../lib/api/errors.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { formFields, planBody } from '../lib/shipping-form.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';
import { apiErrorText } from '../lib/api/error-text.ts';

const values = (data: FormData) => {
  const out: Record<string, string> = {};
  for (const [k, v] of data.entries()) if (typeof v === 'string') out[k] = v;
  return out;
};
const lists = (data: FormData) => ({
  productIds: data.getAll('productIds').map(String).filter(Boolean),
  collectionIds: data.getAll('collectionIds').map(String).filter(Boolean),
});
const idOf = (data: FormData) => {
  const id = data.get('id');
  return typeof id === 'string' ? id.trim() : '';
};
const invalid = (fields: Record<string, string>): FormOutcome => ({ ok: false, message: m.api_error_correct_fields(), fields });

async function save(data: FormData, token: string, id: string | null, isDefault: boolean): Promise<FormOutcome> {
  const result = planBody(values(data), isDefault ? { productIds: [], collectionIds: [] } : lists(data));
  if (!result.ok) return invalid(result.fields);
  try {
    const plan = id ? await shippingApi.update(token, id, result.body) : await shippingApi.create(token, result.body);
    return succeed(isDefault ? '/settings/shipping' : '/settings/shipping/custom/plans', m.shipping_plan_saved({ name: plan.name }));
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      return { ok: false, message: apiErrorText(error), fields: formFields(error.fields, result.zoneIndex) };
    }
    return fail(error);
  }
}

export const shipping = {
  saveDefault: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> =>
      save(data, requireRouteAccess(context, '/settings/shipping'), 'default', true),
  }),

  saveCustom: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/shipping/custom');
      const id = idOf(data);
      return save(data, token, id || null, false);
    },
  }),

  removeCustom: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/shipping/custom');
      try {
        await shippingApi.remove(token, idOf(data));
        return succeed('/settings/shipping/custom/plans', m.shipping_plan_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
