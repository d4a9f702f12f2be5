/**
 * Notifications (issue 27 item 3): what happened in a shop, stored as a kind and its parameters and put into words in
 * the reader's language when read (the dashboard through its compiled messages, push messages through the same
 * texts in contract/notifications.messages.json). Each kind needs a permission key (or shop admin) to be seen, and
 * each member can mute any kind. Push subscriptions (item 4) are per member and device.
 */
import { z } from 'zod';
import type { PermissionKey } from './permissions.ts';
import { formatDate, formatMoney, formatNumber, type DisplayPrefs } from './format.ts';

export const NOTIFICATION_KINDS = [
  'order_placed',
  'payment_received',
  'order_cancelled',
  'stock_low',
  'payout_sent',
  'payout_failed',
  'plan_ending',
  'plan_ended',
  'staff_joined',
  'domain_verified',
  'domain_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** Who may see a kind: the holders of a permission key, or a shop admin only (the plan is the owner's business). */
export const NOTIFICATION_ACCESS: Record<NotificationKind, PermissionKey | 'shop-admin'> = {
  order_placed: 'orders',
  payment_received: 'orders',
  order_cancelled: 'orders',
  stock_low: 'inventory',
  payout_sent: 'earnings',
  payout_failed: 'earnings',
  plan_ending: 'shop-admin',
  plan_ended: 'shop-admin',
  staff_joined: 'roles-access',
  domain_verified: 'domains',
  domain_failed: 'domains',
};

/** The kinds a push rings the phone for at once (RFC 8030 Urgency: high); the others go as normal. */
export const URGENT_KINDS: readonly NotificationKind[] = ['order_placed', 'payment_received'];

/** Parameters of a kind: ids for the link, numbers and short names for the words. Money is integer poisha. */
export const NotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  params: NotificationParamsSchema,
  /** The dashboard path it opens. */
  href: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(50).default(20),
  /** Only unread ones. */
  unread: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Only those newer than this id's notification (what the panel has not seen yet). */
  after: z.string().max(64).optional(),
});

export const NotificationListSchema = z.object({
  response: z.array(NotificationSchema),
  count: z.number().int(),
  /** Unread notifications the member may see and has not muted. */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** GET /admin/notifications/unread, the top bar's bell on every page: the unread count and the newest one's id. */
export const UnreadSummarySchema = UnreadCountSchema.extend({
  /** The newest notification the member may see, read or not (the bell's poll asks for what came after it). */
  latest: z.string().nullable(),
});
export type UnreadSummary = z.infer<typeof UnreadSummarySchema>;

/** POST /admin/notifications/read: these ids, or every one up to now with `all`. */
export const MarkReadSchema = z.union([z.object({ ids: z.array(z.string().max(64)).min(1).max(100) }), z.object({ all: z.literal(true) })]);

export const NotificationSettingsSchema = z.object({
  /** The kinds the member does not want to hear about. */
  muted: z.array(NotificationKindSchema).max(NOTIFICATION_KINDS.length),
  /** The kinds the member may see (their keys decide); only these can be muted or unmuted. */
  available: z.array(NotificationKindSchema).optional(),
  /** The VAPID public key browsers subscribe with (base64url), for the push button. */
  vapidPublicKey: z.string().optional(),
  /** How many devices of the member receive pushes. */
  devices: z.number().int().optional(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsUpdateSchema = NotificationSettingsSchema.pick({ muted: true });

const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'Not a base64url key' });

/** What `PushSubscription.toJSON()` gives, as the browser sends it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Not a push endpoint' }).max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;
export const PushUnsubscribeSchema = PushSubscriptionSchema.pick({ endpoint: true });

/** The dashboard path a notification opens. */
export function notificationHref(kind: NotificationKind, params: NotificationParams): string {
  const id = (key: string) => encodeURIComponent(String(params[key] ?? ''));
  switch (kind) {
    case 'order_placed':
    case 'payment_received':
    case 'order_cancelled':
      return `/orders/${id('orderId')}`;
    case 'stock_low':
      return `/products/update/${id('productId')}`;
    case 'payout_sent':
    case 'payout_failed':
      return '/earnings';
    case 'plan_ending':
    case 'plan_ended':
      return '/upgrade';
    case 'staff_joined':
      return '/settings/roles-access';
    case 'domain_verified':
    case 'domain_failed':
      return '/settings/domain';
  }
}

/** The dashboard path that marks a notification read and goes on to its page (the panel, the list and a push's tap). */
export const notificationOpenPath = (id: string, href: string) => `/notifications/${encodeURIComponent(id)}?to=${encodeURIComponent(href)}`;

/**
 * The message ids of a kind (`notifications_<kind>_title` and `_body`) and their variables, formatted for `display`
 * (order numbers, money and counts in the reader's digits). Both the dashboard and the push worker render with it.
 */
export function notificationWords(
  kind: NotificationKind,
  params: NotificationParams,
  display: DisplayPrefs,
): { title: string; body: string; vars: Record<string, string> } {
  const text = (key: string) => String(params[key] ?? '');
  const num = (key: string) => formatNumber(Number(params[key] ?? 0), display, { useGrouping: false });
  const money = (key: string) => formatMoney(Number(params[key] ?? 0), display);
  const vars: Record<string, string> = {};
  if ('number' in params) vars.number = num('number');
  if ('amount' in params) vars.amount = money('amount');
  if ('quantity' in params) vars.quantity = formatNumber(Number(params.quantity), display);
  if ('endsAt' in params) vars.date = formatDate(text('endsAt'), display);
  for (const key of ['name', 'title', 'hostname']) if (key in params) vars[key] = text(key);
  // An order the customer cancelled (params.by = 'customer') says so: the seller need not look for who did it.
  const id = kind === 'order_cancelled' && params.by === 'customer' ? 'order_cancelled_by_customer' : kind;
  return { title: `notifications_${id}_title`, body: `notifications_${id}_body`, vars };
}
