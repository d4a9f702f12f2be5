/**
 * Courier actions (no-JS forms): the shop's credentials on /settings/shipping/couriers (write-only, under the fresh-factor
 * rule) and an order's booking on /orders/[id] (book, mark as booked or book again after a booking to check,
 * re-read the status, cancel the parcel). Bulk booking rides the orders list's bulk form (actions/orders.ts).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { COURIER_NAMES, COURIERS, type CourierId } from '../../contract/couriers.ts';
import { couriersApi } from '../lib/api/couriers.ts';
import { COURIER_FIELDS } from '../lib/couriers.ts';
import { factorInput, withFreshFactor } from '../lib/fresh-factor.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const id = z.string().min(1).max(64);
const courier = z.enum(COURIERS);
const orderPage = (orderId: string) => `/orders/${encodeURIComponent(orderId)}#courier`;
const SETTINGS = '/settings/shipping/couriers';

const courierOf = (data: FormData): CourierId | null => {
  const parsed = courier.safeParse(data.get('courier'));
  return parsed.success ? parsed.data : null;
};

export const couriers = {
  saveCredentials: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, SETTINGS);
      const which = courierOf(data);
      if (!which) return { ok: false, message: m.api_error_correct_fields(), fields: { courier: m.couriers_choose() } };
      const credentials: Record<string, string> = {};
      for (const field of COURIER_FIELDS[which]) {
        const value = data.get(field.name);
        const text = typeof value === 'string' ? value.trim() : '';
        if (text || !field.optional) credentials[field.name] = text;
      }
      try {
        await withFreshFactor(token, factorInput(data), () => couriersApi.save(token, which, credentials));
        return succeed(SETTINGS, m.couriers_saved({ courier: COURIER_NAMES[which] }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  removeCredentials: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, SETTINGS);
      const which = courierOf(data);
      if (!which) return { ok: false, message: m.api_error_correct_fields(), fields: {} };
      try {
        await withFreshFactor(token, factorInput(data), () => couriersApi.remove(token, which));
        return succeed(SETTINGS, m.couriers_removed({ courier: COURIER_NAMES[which] }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** Books the order; `retry=yes` only from the "book again" button of a booking to check. */
  book: defineAction({
    accept: 'form',
    // courierPlace: the courier's own area, chosen when the order's matched none of theirs (a refusal's field).
    input: z.object({
      id,
      courier,
      retry: z.literal('yes').optional(),
      courierPlace: z.preprocess(
        (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
        z.number().int().positive().optional(),
      ),
    }),
    handler: async ({ id, courier, retry, courierPlace }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        const row = await couriersApi.book(token, id, courier, retry === 'yes', courierPlace);
        const name = COURIER_NAMES[courier];
        if (row.state === 'check') return succeed(orderPage(id), m.couriers_check_flash({ courier: name }));
        return succeed(orderPage(id), m.couriers_booked({ courier: name, id: row.consignmentId ?? '' }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  markBooked: defineAction({
    accept: 'form',
    input: z.object({ id, consignmentId: z.string().trim().min(1, { error: 'Required' }).max(60) }),
    handler: async ({ id, consignmentId }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        const row = await couriersApi.markBooked(token, id, consignmentId);
        return succeed(orderPage(id), m.couriers_marked({ courier: COURIER_NAMES[row.courier] }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  refresh: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        const row = await couriersApi.refresh(token, id);
        return succeed(orderPage(id), m.couriers_refreshed({ courier: COURIER_NAMES[row.courier] }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  cancel: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        const row = await couriersApi.cancel(token, id);
        return succeed(orderPage(id), m.couriers_cancelled({ courier: COURIER_NAMES[row.courier] }));
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
