/**
 * /admin/notifications (any member; each kind needs its own key, decided per notification): GET lists the caller's
 * notifications with the unread count, GET /unread the count and the newest one's id (the top bar's bell), POST /read marks
 * some or all read, GET and PUT /settings read and change the muted kinds, and /push-subscriptions adds or removes
 * a device that receives pushes (issue 27 item 4).
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import {
  MarkReadSchema,
  NotificationListQuerySchema,
  NotificationSettingsUpdateSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '../../../../contract/notifications.ts';
import { getSettings, listNotifications, markRead, setMuted, unreadSummary } from './notifications.ts';
import { countDevices, removeSubscription, saveSubscription } from './push-subscriptions.ts';
import { vapidFromEnv } from '../../platform/push/vapid.ts';

export const notificationRoutes = shopRoutes({ permission: 'member' });

notificationRoutes.get('/', async (c) =>
  c.json(await listNotifications(c.var.shop, c.var.membership, query(c, NotificationListQuerySchema))),
);

notificationRoutes.get('/unread', async (c) => c.json(await unreadSummary(c.var.shop, c.var.membership)));

notificationRoutes.post('/read', async (c) =>
  c.json({ unread: await markRead(c.var.shop, c.var.membership, await jsonBody(c, MarkReadSchema)) }),
);

notificationRoutes.get('/settings', async (c) => {
  const [settings, devices] = await Promise.all([getSettings(c.var.shop, c.var.membership), countDevices(c.var.shop, c.var.membership)]);
  return c.json({ ...settings, vapidPublicKey: vapidFromEnv().publicKey, devices });
});

notificationRoutes.put('/settings', async (c) => {
  const { muted } = await jsonBody(c, NotificationSettingsUpdateSchema);
  const [settings, devices] = await Promise.all([
    setMuted(c.var.shop, c.var.membership, muted),
    countDevices(c.var.shop, c.var.membership),
  ]);
  return c.json({ ...settings, vapidPublicKey: vapidFromEnv().publicKey, devices });
});

notificationRoutes.post('/push-subscriptions', async (c) => {
  await saveSubscription(c.var.shop, c.var.membership, await jsonBody(c, PushSubscriptionSchema));
  return c.json({ devices: await countDevices(c.var.shop, c.var.membership) }, 201);
});

notificationRoutes.delete('/push-subscriptions', async (c) => {
  await removeSubscription(c.var.shop, c.var.membership, query(c, PushUnsubscribeSchema).endpoint);
  return c.json({ devices: await countDevices(c.var.shop, c.var.membership) });
});
