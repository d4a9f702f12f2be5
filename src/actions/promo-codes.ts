/**
 * Promo codes (/settings/promocodes): create, update, delete, bulk single-use codes. The forms post taka and
 * Dhaka times; `promoBody` turns them into the Store API's body, whose refusals come back as field errors.
 */
import { formatNumber } from '../../contract/format.ts';
import { parseNumber } from '../../contract/normalise.ts';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { promoCodesApi } from '../lib/api/promo-codes.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { promoBody } from '../lib/promo-form.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const LIST = '/settings/promocodes';
const text = z.string().nullish();
const ids = z.array(z.string()).default([]);

const PromoFormSchema = z.object({
  id: text,
  code: text,
  generate: text,
  title: text,
  type: text,
  value: text,
  cap: text,
  appliesTo: text,
  productIds: ids,
  collectionIds: ids,
  minimum: text,
  minimumValue: text,
  usageLimit: text,
  perCustomerLimit: text,
  startsAt: text,
  endsAt: text,
  combines: text,
  disabled: text,
  version: text,
  prefix: text,
  count: text,
});
type PromoFormInput = z.infer<typeof PromoFormSchema>;

const clean = (input: PromoFormInput) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v ?? undefined])) as Record<string, string | string[] | undefined>;
const invalid = (fields: Record<string, string>): FormOutcome => ({ ok: false, message: m.api_error_correct_fields(), fields });

export const promoCodes = {
  create: defineAction({
    accept: 'form',
    input: PromoFormSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/promocodes/create');
      const result = promoBody(clean(input));
      if (!result.ok) return invalid(result.fields);
      try {
        const saved = await promoCodesApi.create(token, result.body);
        return succeed(LIST, m.promo_saved({ code: saved.code }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  update: defineAction({
    accept: 'form',
    input: PromoFormSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/promocodes/update/[id]');
      const result = promoBody(clean(input));
      if (!result.ok) return invalid(result.fields);
      try {
        const saved = await promoCodesApi.update(token, input.id ?? '', result.body);
        return succeed(LIST, m.promo_saved({ code: saved.code }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  remove: defineAction({
    accept: 'form',
    input: z.object({ id: z.string({ error: () => m.promo_choose_code() }).min(1, { error: () => m.promo_choose_code() }) }),
    handler: async ({ id }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/promocodes/update/[id]');
      try {
        await promoCodesApi.remove(token, id);
        return succeed(LIST, m.promo_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  bulk: defineAction({
    accept: 'form',
    input: PromoFormSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, LIST);
      const result = promoBody(clean(input));
      const count = parseNumber(input.count ?? '');
      const fields = result.ok ? {} : { ...result.fields };
      if (!Number.isInteger(count) || count < 1) fields.count = m.promo_count_error();
      if (!result.ok || Object.keys(fields).length > 0) return invalid(fields);
      try {
        const made = await promoCodesApi.bulk(token, { ...result.body, prefix: input.prefix ?? '', count });
        return succeed(
          `${LIST}?q=${encodeURIComponent((input.prefix ?? '').trim().toUpperCase())}`,
          m.promo_bulk_made({ count: formatNumber(made.count, context.locals.display) }),
        );
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
