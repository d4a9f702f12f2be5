/**
 * A shop admin requires two-step sign-in of the shop's members, or stops (issue 22 item 10), on
 * /settings/roles-access. The change asks for a fresh factor in place (lib/fresh-factor.ts), without JavaScript.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { teamApi } from '../lib/api/team.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const LIST = '/settings/roles-access';

export const shopTwoStep = {
  set: defineAction({
    accept: 'form',
    input: z.object({ required: z.enum(['true', 'false']), ...factorFields }),
    handler: async ({ required, ...factor }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, LIST);
      const on = required === 'true';
      try {
        await withFreshFactor(token, factor, () => teamApi.setTwoStep(token, on));
      } catch (error) {
        return fail(error);
      }
      return succeed(`${LIST}#shop-two-step`, on ? m.two_step_rule_on_done() : m.two_step_rule_off_done());
    },
  }),
};
