/** Earnings (/earnings): the payout method and schedule, asking for or cancelling a payout, and adjustments (shop admins). */
import { defineAction } from 'astro:actions';
import { earningsApi } from '../lib/api/earnings.ts';
import { adjustmentBody, payoutSettingsBody } from '../lib/earnings-form.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorInput, withFreshFactor } from '../lib/fresh-factor.ts';
import { formatMoney } from '../lib/money.ts';
import { requireRouteAccess } from './access.ts';
import { m } from '../paraglide/messages.js';

const id = (data: FormData) => {
  const value = data.get('id');
  return typeof value === 'string' ? value : '';
};

export const earnings = {
  saveSettings: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/earnings');
      try {
        await withFreshFactor(token, factorInput(data), () => earningsApi.saveSettings(token, payoutSettingsBody(data)));
        return succeed('/earnings', m.earnings_done_settings_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  requestPayout: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/earnings');
      try {
        const payout = await withFreshFactor(token, factorInput(data), () => earningsApi.requestPayout(token));
        return succeed(
          `/earnings/payouts/${payout.id}`,
          m.earnings_done_payout_scheduled({ amount: formatMoney(payout.amount, context.locals.display) }),
        );
      } catch (error) {
        // A refusal's reason (held until, below the minimum…) in the reader's digits.
        return fail(error, context.locals.display);
      }
    },
  }),

  cancelPayout: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/earnings/payouts/[id]');
      try {
        await earningsApi.cancelPayout(token, id(data));
        return succeed(`/earnings/payouts/${encodeURIComponent(id(data))}`, m.earnings_done_payout_cancelled());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  addAdjustment: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/earnings');
      try {
        await earningsApi.addAdjustment(token, adjustmentBody(data));
        return succeed('/earnings', m.earnings_done_adjustment_added());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
