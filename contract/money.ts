/**
 * Money as the Store API keeps it (integer poisha, 1/100 taka) and as people type and read it in
 * forms and CSV files ("1,250.50", "৳ 99.9", "BDT 5"). The BDT display ("৳1,234.50") is the
 * dashboard's `formatMoney` (src/lib/money.ts); this is the plain text form both sides share.
 */
import { englishDisplay, formatMoney } from './format.ts';
import { normaliseNumber } from './normalise.ts';

/** Poisha → taka text with two decimals, no separators ("1234.50"); null → ''. Exact for any integer. */
export function takaText(poisha: number | null): string {
  if (poisha === null) return '';
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(Math.round(poisha));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Poisha → the one money format people read ("৳16,150.00"), for messages either side writes (spec §9):
 * contract/format.ts in English; a page formats with the reader's choice (`formatMoney(poisha, display)`).
 */
export function bdtText(poisha: number): string {
  return formatMoney(poisha, englishDisplay);
}

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Taka text → poisha, in Latin or Bangla digits: separators (lakh too), spaces, "৳", "BDT", "Tk" and "টাকা" are ignored. Blank → null; anything that is
 * not an amount with at most two decimals → NaN, so a zod schema then names the field.
 */
export function parseTaka(text: string): number | null {
  // Bangla digits and lakh commas read the same as Latin ones ("৳৪,৫০০", "1,00,000 টাকা"): issue 23.
  const clean = normaliseNumber(text)
    .replace(/[৳]|টাকা$/g, '')
    .replace(/^(?:BDT|Tk\.?)/i, '')
    .replace(/^[−–]/, '-');
  if (clean === '') return null;
  const match = AMOUNT.exec(clean);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -poisha : poisha;
}
