/**
 * Billing forms: pay for a plan with bKash (the checkout token from /upgrade → an invoice and a bKash payment →
 * /checkout/pay, which sends the browser to bKash) and refund a paid invoice. The Store API lets only shop admins do
 * either and answers staff with a 403 that names the reason.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { BillingTierSchema, RefundSchema } from '../../contract/billing.ts';
import { billingApi } from '../lib/api/billing.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { forgetSession } from '../lib/session.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

export const billing = {
  pay: defineAction({
    accept: 'form',
    input: z.object({
      token: z.string({ error: 'Choose a plan first' }).trim().min(1, 'Choose a plan first'),
      planId: z.string().trim().min(1),
      tier: BillingTierSchema,
    }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/upgrade');
      try {
        const payment = await billingApi.init(token, input);
        // A form post may not redirect to another site (CSP form-action 'self'): /upgrade/pay links the browser on.
        return succeed(`/upgrade/pay?paymentID=${encodeURIComponent(payment.paymentID)}`);
      } catch (error) {
        return fail(error);
      }
    },
  }),

  refund: defineAction({
    accept: 'form',
    input: RefundSchema.extend({ id: z.string().trim().min(1) }),
    handler: async ({ id, reason }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/upgrade/invoices/[id]');
      try {
        await billingApi.refund(token, id, reason);
      } catch (error) {
        return fail(error);
      }
      return succeed(`/upgrade/invoices/${encodeURIComponent(id)}`, m.billing_refund_done());
    },
  }),

  /** A shop admin of a shop whose plan ended moves it to Free (issue 25 item 8): the dashboard opens again at once. */
  free: defineAction({
    accept: 'form',
    handler: async (_input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/upgrade');
      try {
        await billingApi.moveToFree(token);
      } catch (error) {
        return fail(error);
      }
      forgetSession(token); // the top bar and the lapse guard read the new plan at once
      return succeed('/', m.billing_free_done());
    },
  }),
};
