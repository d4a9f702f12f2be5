/**
 * A shop admin hides the shop's money figures on Home and /analytics from staff without the `earnings` key, or shows
 * them again (issue 25 item 10), on /settings/roles-access. The Store API decides who may (shop admins).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { analyticsApi } from '../lib/api/analytics.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const LIST = '/settings/roles-access';

export const moneyFigures = {
  set: defineAction({
    accept: 'form',
    input: z.object({ hidden: z.enum(['true', 'false']) }),
    handler: async ({ hidden }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, LIST);
      const on = hidden === 'true';
      try {
        await analyticsApi.setMoneyFigures(token, on);
      } catch (error) {
        return fail(error);
      }
      return succeed(`${LIST}#money-figures`, on ? m.analytics_money_hidden_done() : m.analytics_money_shown_done());
    },
  }),
};
