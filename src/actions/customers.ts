/** Customer actions: edit contact details, notes and tags (permission 'customers'). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CustomerUpdateSchema } from '../../contract/customer.ts';
import { customersApi } from '../lib/api/customers.ts';
import { fail, succeed } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

export const customers = {
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
