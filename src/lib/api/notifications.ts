/** Store API: the member's notifications, their settings and push devices (/admin/notifications). */
import { z } from 'zod';
import {
  NotificationListSchema,
  NotificationSettingsSchema,
  UnreadCountSchema,
  UnreadSummarySchema,
  type NotificationKind,
  type PushSubscriptionInput,
} from '../../../contract/notifications.ts';
import { api } from './config.ts';

const BASE = '/admin/notifications';
const DevicesSchema = z.object({ devices: z.number().int() });

export const notificationsApi = {
  list: (token: string, query: { limit?: number; unread?: boolean; after?: string } = {}) =>
    api(token).get(NotificationListSchema, BASE, {
      ...(query.limit ? { limit: String(query.limit) } : {}),
      ...(query.unread ? { unread: '1' } : {}),
      ...(query.after ? { after: query.after } : {}),
    }),
  unread: (token: string) => api(token).get(UnreadSummarySchema, `${BASE}/unread`),
  markRead: (token: string, ids: string[]) => api(token).post(UnreadCountSchema, `${BASE}/read`, { ids }),
  markAllRead: (token: string) => api(token).post(UnreadCountSchema, `${BASE}/read`, { all: true }),
  settings: (token: string) => api(token).get(NotificationSettingsSchema, `${BASE}/settings`),
  mute: (token: string, muted: NotificationKind[]) => api(token).put(NotificationSettingsSchema, `${BASE}/settings`, { muted }),
  subscribe: (token: string, subscription: PushSubscriptionInput) =>
    api(token).post(DevicesSchema, `${BASE}/push-subscriptions`, subscription),
  unsubscribe: (token: string, endpoint: string) =>
    api(token).delete(DevicesSchema, `${BASE}/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`),
};
