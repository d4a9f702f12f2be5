/**
 * Orders taken from a chat (/orders/create): `place` posts the form's draft and goes to the new order; `totals`
 * is the form's other buttons (Update totals, Find): a post that re-renders the page with what was typed and its
 * totals, so the customer's name, phone and address never go into the address bar (issue 25); `quote` answers the
 * totals for the page's island.
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { apiErrorText } from '../lib/api/error-text.ts';
import { ApiError } from '../lib/api/errors.ts';
import { customersApi } from '../lib/api/customers.ts';
import { ordersCreateApi } from '../lib/api/orders-create.ts';
import { fieldErrorTexts } from '../lib/field-errors.ts';
import { actionError, answer, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { formFieldName, orderDraft, type OrderFormValues } from '../lib/order-form.ts';
import { quoteInWords } from '../lib/quote-words.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const ROUTE = '/orders/create';

const valuesOf = (data: FormData): OrderFormValues => {
  const out: OrderFormValues = {};
  for (const [k, v] of data.entries()) if (typeof v === 'string') out[k] = v;
  return out;
};

const renamed = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([k, m]) => [formFieldName(k), m]));

export const ordersCreate = {
  place: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        const order = await ordersCreateApi.place(token, orderDraft(valuesOf(data)));
        return succeed(`/orders/${encodeURIComponent(order.id)}`, m.orders_create_placed({ number: String(order.number) }));
      } catch (error) {
        if (error instanceof ApiError && !error.isUnavailable && error.status !== 402)
          return { ok: false, message: apiErrorText(error), fields: renamed(error.fields) };
        return fail(error);
      }
    },
  }),

  /** Update totals and Find: the page re-renders from the posted fields (formState) and works out the totals. */
  totals: defineAction({
    accept: 'form',
    handler: (_data: FormData, context): FormOutcome => {
      requireRouteAccess(context, ROUTE);
      return { ok: false, message: '', fields: {}, step: true };
    },
  }),

  quote: defineAction({
    accept: 'json',
    input: z.record(z.string(), z.string()),
    handler: async (values, context) => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        // The engine's English reasons said in the member's language here, so the island ships none of them.
        const quote = quoteInWords(await ordersCreateApi.quote(token, orderDraft(values)), context.locals.display);
        return { quote, fields: {} as Record<string, string> };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400)
          return { quote: null, fields: fieldErrorTexts(renamed(error.fields), context.locals.display) };
        if (error instanceof ApiError) throw actionError(error);
        throw new ActionError({
          code: 'BAD_GATEWAY',
          message: m.orders_create_quote_failed(),
        });
      }
    },
  }),

  /** Products and variants matching a title or SKU, for the island's product combobox. */
  sellable: defineAction({
    accept: 'json',
    input: z.object({ q: z.string().max(100) }),
    handler: async ({ q }, context) => {
      const token = requireRouteAccess(context, ROUTE);
      return answer(async () => (await ordersCreateApi.sellable(token, q)).response);
    },
  }),

  /** The shop's customers matching a phone or name, for the island's customer combobox (customers need their own key). */
  customers: defineAction({
    accept: 'json',
    input: z.object({ q: z.string().max(100) }),
    handler: async ({ q }, context) => {
      requireRouteAccess(context, ROUTE);
      const token = requireRouteAccess(context, '/customers');
      const list = await answer(() => customersApi.list(token, { q, limit: 8 }));
      return list.response.map((c) => ({ id: c.id, name: c.name, phone: c.phone }));
    },
  }),
};
