/**
 * The one input normaliser (issue 23 item 4): what a Bangladeshi seller types → what the project stores.
 * Bangla digits (০-৯) become Latin, phone numbers in any usual form become 01XXXXXXXXX, numbers lose their
 * thousands separators (lakh commas too). The contract's schemas run it (z.preprocess), so the Store API and
 * the dashboard's actions accept the same input and the server re-checks whatever the browser sent; CSV
 * imports and form helpers call it on their text. Free text (names, addresses, descriptions) is never passed
 * through it: "৫টি শাড়ি" stays as written.
 */

const BANGLA_ZERO = 0x09e6;

/** Bangla digits ০-৯ → 0-9; everything else is kept. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * A phone number as typed → the stored form 01XXXXXXXXX when it is a Bangladeshi mobile number in any usual
 * form: "০১৭১১২২৩৩৪৪", "01711-223344", "+880 1711 223344", "8801711223344", "(+88) 01711.223344". Anything
 * else comes back with only digits made Latin and separators dropped, for the schema to refuse with its hint.
 */
export function normalisePhone(text: string): string {
  const compact = latinDigits(text).replace(/[\s().\-‐‑–—]/g, '');
  // +880 1711…, 880 1711…, 88 01711…, 0088 01711…: the country code before the leading 0 (or in place of it).
  const local = /^(?:\+|00)?88(0?1\d{9})$/.exec(compact);
  if (local) return local[1]!.startsWith('0') ? local[1]! : `0${local[1]}`;
  // The start of a number typed with its country code ("+88 01911-122", as a search does): the code goes too.
  return compact.replace(/^(?:\+|00)?88(?=0)/, '');
}

/**
 * A typed number → plain Latin text JavaScript reads: Bangla digits made Latin, thousands separators (",",
 * the Arabic "٬", spaces, including lakh grouping "1,00,000") dropped, a Unicode minus "−" made "-". Blank
 * stays blank; the result is not checked (Number() or the schema does that).
 */
export function normaliseNumber(text: string): string {
  return latinDigits(text)
    .trim()
    .replace(/[\s,٬\u00a0\u202f]/g, '')
    .replace(/^[−–]/, '-');
}

/** A typed number → a number: NaN when it is not one; blank → NaN too (callers decide what blank means). */
export function parseNumber(text: string): number {
  const clean = normaliseNumber(text);
  return /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A typed percentage ("১৫", "15 %", "১২.৫%") → the number of per cent; NaN when it is not one. */
export function parsePercent(text: string): number {
  return parseNumber(text.replace(/[%٪]\s*$/, ''));
}

/**
 * A typed date → YYYY-MM-DD: ISO as it is, and the day-first forms people write in Bangladesh
 * ("২৭/১১/২০২৬", "27-11-2026", "27.11.2026"). A day that does not exist, or any other text, comes back with
 * its digits made Latin for the schema to refuse.
 */
export function normaliseDate(text: string): string {
  const clean = latinDigits(text).trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(clean);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : clean;
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!parts) return clean;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.getUTCDate() === Number(parts[3]) && date.getUTCMonth() === Number(parts[2]) - 1 ? iso : clean;
}

/** A typed code (promo code, SKU, OTP): digits made Latin and the ends trimmed; letters kept as typed. */
export function normaliseCode(text: string): string {
  return latinDigits(text).trim();
}

/**
 * For z.preprocess on a number field of the Store API or a form: a string that reads as a number (in either
 * digits, with separators) becomes that number; anything else is passed on for the schema to judge, so a
 * wrong type still gets the field's own message.
 */
export const numberInput = (value: unknown): unknown => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const n = parseNumber(value);
  return Number.isNaN(n) ? value : n;
};

/** For z.preprocess on a string field holding a phone number, a code or a date. */
export const phoneInput = (value: unknown): unknown => (typeof value === 'string' ? normalisePhone(value) : value);
export const codeInput = (value: unknown): unknown => (typeof value === 'string' ? normaliseCode(value) : value);
export const dateInput = (value: unknown): unknown => (typeof value === 'string' ? normaliseDate(value) : value);
