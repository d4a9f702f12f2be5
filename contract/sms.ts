/**
 * Text messages to customers (issue 24 item 3): the events a shop may message on, the template placeholders, how a
 * text splits into SMS parts and what a part costs. Pure: the settings page counts with it (server and browser) and
 * the Store API bills with it, so the count a seller sees is the count charged.
 */
import { z } from 'zod';

/** The order events a shop may text its customer on. */
export const SMS_EVENTS = ['confirmed', 'shipped', 'delivered'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];
export const isSmsEvent = (status: string): status is SmsEvent => (SMS_EVENTS as readonly string[]).includes(status);
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/**
 * What Haat counts per SMS part sent, in poisha (BDT 0.35): a named figure so the settings page and the bill say the
 * same. Bangladeshi gateways sell non-masking SMS at about BDT 0.25–0.40 a part; change it here when the rate does.
 */
export const SMS_PART_PRICE_POISHA = 35;

/** The placeholders a template may use, filled per order. */
export const SMS_PLACEHOLDERS = ['order', 'total', 'tracking', 'shop', 'name'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

// GSM 03.38: the basic set (one septet each) and the extension set (escape + septet: two each).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set([...GSM_BASIC]);
const EXTENDED = new Set([...GSM_EXTENDED]);

export type SmsEncoding = 'gsm7' | 'unicode';
export interface SmsCount {
  encoding: SmsEncoding;
  /** Characters as the network counts them: septets for GSM-7 (extension characters are 2), UTF-16 units for UCS-2. */
  units: number;
  parts: number;
  /** What one part holds for this encoding: 160/153 (GSM-7) or 70/67 (Unicode), single/concatenated. */
  perPart: number;
}

/** How the network splits `text`: GSM-7 160 in one and 153 per part; Unicode (UCS-2, any Bangla) 70 and 67. */
export function countSms(text: string): SmsCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENDED.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const parts = septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153);
    return { encoding: 'gsm7', units: septets, parts, perPart: parts > 1 ? 153 : 160 };
  }
  // UCS-2 counts 16-bit units; a character outside the BMP (an emoji) takes two.
  const units = text.length;
  const parts = units <= 70 ? 1 : Math.ceil(units / 67);
  return { encoding: 'unicode', units, parts, perPart: parts > 1 ? 67 : 70 };
}

/** The cost of sending `parts` parts, in poisha. */
export const smsCost = (parts: number) => parts * SMS_PART_PRICE_POISHA;

export type SmsValues = Record<SmsPlaceholder, string>;

/** Fills `{order}`-style placeholders; an unknown `{word}` stays as written (the settings form refuses it). */
export const fillTemplate = (template: string, values: SmsValues) =>
  template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    (SMS_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as SmsPlaceholder] : whole,
  );

/** Placeholders in `template` that are not ours. */
export const unknownPlaceholders = (template: string) =>
  [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!).filter((name) => !(SMS_PLACEHOLDERS as readonly string[]).includes(name));

/** Example values for counting a template's length on the settings page: an order as long as a usual one. */
export const SAMPLE_VALUES: SmsValues = {
  order: '10234',
  total: '৳1,250.00',
  tracking: 'https://merchant.pathao.com/tracking?consignment_id=DL121224VS8TXX',
  shop: 'Dhaka Crafts',
  name: 'Rahim Uddin',
};

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
  /** Parts sent and their cost (poisha) this calendar month and in all. */
  usage: z.object({ monthParts: z.number(), monthCost: z.number(), totalParts: z.number(), totalCost: z.number() }),
  optOuts: z.number(),
});
export type SmsSettingsAnswer = z.infer<typeof SmsSettingsAnswerSchema>;

/** One message of an order, for its page. */
export const OrderSmsSchema = z.object({
  id: z.string(),
  event: z.enum(SMS_EVENTS),
  status: z.enum(SMS_STATUSES),
  parts: z.number(),
  cost: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderSms = z.infer<typeof OrderSmsSchema>;

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
