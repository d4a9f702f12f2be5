/** Notifications and push devices (api/src/domains/notifications/routes.ts): any member; each kind needs its own key. */
import { z } from 'zod';
import {
  MarkReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  UnreadCountSchema,
  UnreadSummarySchema,
} from '../../../../../contract/notifications.ts';
import { describeRoute } from '../registry.ts';

const tags = { tags: ['Notifications'] } as const;
const DevicesSchema = z.object({ devices: z.number().int() });

export const notificationRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/notifications',
    summary: "The caller's newest notifications of the kinds their keys open and they have not muted, with the unread count",
    ...tags,
    query: NotificationListQuerySchema,
    answer: NotificationListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/notifications/unread',
    summary: "How many notifications the caller has not read, and the newest one's id (the top bar bell)",
    ...tags,
    answer: UnreadSummarySchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/notifications/read',
    summary: 'Mark notifications read: some by id (ids the caller cannot see are ignored), or all up to now',
    ...tags,
    body: MarkReadSchema,
    answer: UnreadCountSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/notifications/settings',
    summary: 'The kinds the caller may hear about and has muted, the VAPID public key and their push devices',
    ...tags,
    answer: NotificationSettingsSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/notifications/settings',
    summary: 'Mute kinds (among those the caller may hear about); the others are heard',
    ...tags,
    body: NotificationSettingsUpdateSchema,
    answer: NotificationSettingsSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/notifications/push-subscriptions',
    summary: "Add this browser's push subscription (PushSubscription.toJSON()) for the caller in the active shop",
    ...tags,
    body: PushSubscriptionSchema,
    answer: DevicesSchema,
    status: 201,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/notifications/push-subscriptions',
    summary: "Remove the caller's push subscription with this endpoint",
    ...tags,
    query: PushUnsubscribeSchema,
    answer: DevicesSchema,
  }),
];
