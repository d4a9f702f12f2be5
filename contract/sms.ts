/**
 * Text messages to customers (issue 24 item 3): the events a shop may message on, the settings' schemas and the
 * courier tracking links; how a text splits into SMS parts and what a part costs is in ./sms-count.ts (re-exported
 * here), which the settings page's browser script imports without zod.
 */
import { z } from 'zod';
import { unknownPlaceholders } from './sms-count.ts';

export * from './sms-count.ts';

/** The order events a shop may text its customer on. */
export const SMS_EVENTS = ['confirmed', 'shipped', 'delivered'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];
export const isSmsEvent = (status: string): status is SmsEvent => (SMS_EVENTS as readonly string[]).includes(status);
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

const template = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(480, { error: 'At most 480 characters' })
  .refine((text) => unknownPlaceholders(text).length === 0, {
    error: 'Use only the placeholders {order}, {total}, {tracking}, {shop}, {name}',
  });

export const SmsEventSettingsSchema = z.object({ enabled: z.boolean(), en: template, bn: template });
export type SmsEventSettings = z.infer<typeof SmsEventSettingsSchema>;

/** PUT /admin/sms-settings. */
export const SmsSettingsSchema = z.object({
  /** The sender name (SSL Wireless `sid`, the approved masking): letters, digits, spaces, at most 11 for handsets. */
  senderName: z
    .string()
    .trim()
    .max(11, { error: 'At most 11 characters' })
    .regex(/^[A-Za-z0-9 .-]*$/, { error: 'Use English letters, digits, spaces, dots or dashes' }),
  /** Which of the two templates customers get. */
  language: z.enum(SMS_LANGUAGES),
  confirmed: SmsEventSettingsSchema,
  shipped: SmsEventSettingsSchema,
  delivered: SmsEventSettingsSchema,
  version: z.number().int().optional(),
});
export type SmsSettingsInput = z.infer<typeof SmsSettingsSchema>;

export const SMS_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

/** GET /admin/sms-settings. */
export const SmsSettingsAnswerSchema = SmsSettingsSchema.extend({
  version: z.number(),
  /** Messages sent, their parts and their cost (poisha) this calendar month (Bangladesh time) and in all. */
  usage: z.object({
    monthMessages: z.number(),
    monthParts: z.number(),
    monthCost: z.number(),
    totalMessages: z.number(),
    totalParts: z.number(),
    totalCost: z.number(),
  }),
  optOuts: z.number(),
});
export type SmsSettingsAnswer = z.infer<typeof SmsSettingsAnswerSchema>;

/**
 * Why a message was kept without being sent: the customer replied STOP, the order's phone is no BD mobile, or a later
 * message of the order went out while this one waited for a retry ("confirmed" after "shipped" would only confuse).
 */
export const SMS_SKIP_REASONS = ['opted-out', 'no-mobile', 'superseded'] as const;
export type SmsSkipReason = (typeof SMS_SKIP_REASONS)[number];

/** One message of an order, for its page. */
export const OrderSmsSchema = z.object({
  id: z.string(),
  event: z.enum(SMS_EVENTS),
  status: z.enum(SMS_STATUSES),
  /** What the customer was (or would have been) sent. */
  body: z.string(),
  parts: z.number(),
  cost: z.number(),
  /** A skipped message's reason; null otherwise. */
  reason: z.enum(SMS_SKIP_REASONS).nullable(),
  /** The gateway's own words for a failed (or retried) send. */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderSms = z.infer<typeof OrderSmsSchema>;

/** GET /admin/sms/orders/:id: the order's messages, and the events it reached with none (they were off then). */
export const OrderSmsAnswerSchema = z.object({ response: z.array(OrderSmsSchema), off: z.array(z.enum(SMS_EVENTS)) });
export type OrderSmsAnswer = z.infer<typeof OrderSmsAnswerSchema>;

/**
 * The courier's public tracking page for a parcel, by the courier's name on the order. The page addresses are the
 * couriers' customer tracking pages as found on their sites (not an API): a courier not listed gets no link.
 */
export function trackingLink(courier: string | null, consignmentId: string | null): string | null {
  if (!courier || !consignmentId) return null;
  const id = encodeURIComponent(consignmentId);
  switch (courier.trim().toLowerCase()) {
    case 'pathao':
      return `https://merchant.pathao.com/tracking?consignment_id=${id}`;
    case 'redx':
      return `https://redx.com.bd/track-parcel/?trackingId=${id}`;
    case 'steadfast':
      return `https://steadfast.com.bd/t/${id}`;
    default:
      return null;
  }
}
