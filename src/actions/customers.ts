/** Customer actions: edit contact details, notes and tags (permission 'customers'). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CustomerAddressInputSchema, CustomerUpdateSchema } from '../../contract/customer.ts';
import { customersApi } from '../lib/api/customers.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const customerId = z
  .string()
  .trim()
  .min(1, { error: () => m.customers_missing() });

export const customers = {
  /** Adds an address, or edits the one at `index`: district and area from the lists (issue 24 item 6). */
  saveAddress: defineAction({
    accept: 'form',
    input: CustomerAddressInputSchema.extend({ id: customerId }),
    handler: async ({ id, ...address }, context) => {
      const token = requireRouteAccess(context, '/customers/[id]');
      try {
        await customersApi.saveAddress(token, id, address);
        return succeed(`/customers/${encodeURIComponent(id)}`, m.customers_address_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** "Show the district's areas" without JavaScript: the address form re-renders as typed, with the district's areas. */
  showAreas: defineAction({
    accept: 'form',
    handler: (_data: FormData, context): FormOutcome => {
      requireRouteAccess(context, '/customers/[id]');
      return { ok: false, message: '', fields: {}, step: true };
    },
  }),

  update: defineAction({
    accept: 'form',
    input: CustomerUpdateSchema.extend({
      id: z
        .string()
        .trim()
        .min(1, { error: () => m.customers_missing() }),
    }),
    handler: async ({ id, ...form }, context) => {
      const token = requireRouteAccess(context, '/customers/[id]');
      try {
        await customersApi.update(token, id, form);
        return succeed(`/customers/${encodeURIComponent(id)}`, m.customers_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
