/** Text messages to customers (/settings/sms): the settings form saves every field with its version. */
import { defineAction } from 'astro:actions';
import { smsApi } from '../lib/api/sms.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { smsSettingsBody } from '../lib/sms-form.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

export const sms = {
  saveSettings: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/settings/sms');
      try {
        await smsApi.save(token, smsSettingsBody(data));
        return succeed('/settings/sms', m.sms_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
