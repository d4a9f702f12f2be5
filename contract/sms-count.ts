/**
 * How a text message splits into SMS parts and what a part costs (issue 24 item 3), and the template placeholders.
 * Pure and without zod, so the SMS settings page's live count ships a few hundred bytes: the page (server and
 * browser) and the Store API's bill count with these same functions, so the count a seller sees is the count charged.
 * contract/sms.ts re-exports all of it.
 */

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
