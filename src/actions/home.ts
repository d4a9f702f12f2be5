/** Home (issue 24 item 5): putting the first-steps checklist away, kept for the shop on the server. Works without JavaScript. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { analyticsApi } from '../lib/api/analytics.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

export const home = {
  dismissSetup: defineAction({
    accept: 'form',
    input: z.object({}),
    handler: async (_input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/');
      try {
        await analyticsApi.markSetup(token, 'dismiss');
        return succeed('/', m.first_day_dismissed());
      } catch (e) {
        return fail(e);
      }
    },
  }),
};
