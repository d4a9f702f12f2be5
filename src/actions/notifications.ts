/**
 * Notifications (issue 27 item 3): mark one or all read, and the muted kinds. Every form works without JavaScript;
 * each checks the notifications page's own route in the routes table, as the page does.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { NOTIFICATION_KINDS, PushSubscriptionSchema, type NotificationKind } from '../../contract/notifications.ts';
import { notificationsApi } from '../lib/api/notifications.ts';
import { answer, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

/** Back to the notifications page the form was on (its filter kept). */
const back = (to: string | undefined) => (to === '/notifications?show=unread' ? to : '/notifications');

export const notifications = {
  markRead: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().min(1).max(64), back: z.string().max(100).optional() }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/notifications');
      try {
        await notificationsApi.markRead(token, [input.id]);
        return succeed(back(input.back));
      } catch (e) {
        return fail(e);
      }
    },
  }),

  markAllRead: defineAction({
    accept: 'form',
    input: z.object({ back: z.string().max(100).optional() }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/notifications');
      try {
        await notificationsApi.markAllRead(token);
        return succeed(back(input.back), m.notifications_all_read_done());
      } catch (e) {
        return fail(e);
      }
    },
  }),

  /** The settings form lists every kind the member may hear as a checkbox `hear`; an unticked one is muted. */
  saveSettings: defineAction({
    accept: 'form',
    input: z.object({
      shown: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length).default([]),
      hear: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length).default([]),
    }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/notifications/settings');
      const muted: NotificationKind[] = input.shown.filter((kind) => !input.hear.includes(kind));
      try {
        await notificationsApi.mute(token, muted);
        return succeed('/notifications/settings', m.notifications_settings_saved());
      } catch (e) {
        return fail(e);
      }
    },
  }),

  /** From the settings page's script (JSON): this browser's push subscription, stored for the member. */
  subscribePush: defineAction({
    accept: 'json',
    input: PushSubscriptionSchema,
    handler: async (input, context) => {
      const token = requireRouteAccess(context, '/notifications/settings');
      return answer(() => notificationsApi.subscribe(token, input));
    },
  }),

  unsubscribePush: defineAction({
    accept: 'json',
    input: PushSubscriptionSchema.pick({ endpoint: true }),
    handler: async (input, context) => {
      const token = requireRouteAccess(context, '/notifications/settings');
      return answer(() => notificationsApi.unsubscribe(token, input.endpoint));
    },
  }),
};
