/**
 * The one formatting module (issue 23 item 3): money, numbers and dates as the person reading them chose
 * — English or Bangla names, Latin (0-9) or Bangla (০-৯) digits, international (6,925,114) or lakh/crore
 * (69,25,114) grouping. Pages, islands, e-mails, print and charts all format through here with the
 * request's `DisplayPrefs` (Astro.locals.display); CSV exports do not (they keep Latin digits and plain
 * numbers, contract/money.ts `takaText`).
 *
 * Grouping, digits and names are done by hand rather than by `Intl` with a `bn-BD` locale so the output
 * is the same in Node, Chromium and an old Android WebView (ICU data differs, and bn puts ৳ after the
 * number); `Intl` is only used to read a date's wall-clock parts in Bangladesh time. It imports nothing (no
 * zod), so chart and form islands can use it for a few hundred bytes.
 */
export const LOCALES = ['en', 'bn'] as const;
export const DIGITS = ['latin', 'bangla'] as const;
export const GROUPINGS = ['lakh', 'international'] as const;
export type Locale = (typeof LOCALES)[number];
export type Digits = (typeof DIGITS)[number];
export type Grouping = (typeof GROUPINGS)[number];

export interface DisplayPrefs {
  locale: Locale;
  digits: Digits;
  grouping: Grouping;
}

/** Today's look, and the default for signed-out pages and accounts that chose nothing. */
export const englishDisplay: DisplayPrefs = Object.freeze({ locale: 'en', digits: 'latin', grouping: 'international' });

/** The prefs for a language with the account's optional digit and grouping choices (bn: Bangla digits, lakh). */
export function displayFor(locale: Locale, digits?: Digits | null, grouping?: Grouping | null): DisplayPrefs {
  const bn = locale === 'bn';
  return { locale, digits: digits ?? (bn ? 'bangla' : 'latin'), grouping: grouping ?? (bn ? 'lakh' : 'international') };
}

/** Bangladesh time: the shop's day, the same zone the dashboard and the Store API use (contract/analytics.ts). */
export const DISPLAY_TIME_ZONE = 'Asia/Dhaka';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits → Bangla digits when the prefs ask for them; any other character is kept. */
export function toLocalDigits(s: string, prefs: DisplayPrefs): string {
  if (prefs.digits !== 'bangla') return s;
  return s.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}

/** "6925114" → "6,925,114" or "69,25,114" (lakh: the last three digits, then pairs). */
function group(whole: string, grouping: Grouping): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = grouping === 'lakh' ? 2 : 3;
  const parts: string[] = [];
  for (let end = rest.length; end > 0; end -= size) parts.unshift(rest.slice(Math.max(0, end - size), end));
  return `${parts.join(',')},${last}`;
}

export interface NumberOptions {
  /** Digits after the point (default 0 to 2: as many as the number needs, up to maximumFractionDigits). */
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** false: no thousands separators (default true). */
  useGrouping?: boolean;
}

/**
 * One Intl.NumberFormat per number of decimals, made once: building one costs more than a page's worth of
 * formatting (a new one per call was most of the dashboard's CPU for an orders page).
 */
const plainFormats = new Map<string, Intl.NumberFormat>();

/** A plain decimal string with rounding done by Intl in en (exact half-even issues are Intl's, as today). */
function plain(n: number, options: NumberOptions): string {
  const max = options.maximumFractionDigits ?? Math.max(0, options.minimumFractionDigits ?? 0);
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const key = `${min}:${max}`;
  let format = plainFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max });
    plainFormats.set(key, format);
  }
  return format.format(n);
}

/** A count or measure: "1,234" / "১২,৩৪৫" / "1,23,456.5" (whole numbers unless options ask for decimals). */
export function formatNumber(n: number, prefs: DisplayPrefs, options: NumberOptions = {}): string {
  if (!Number.isFinite(n)) return '';
  // A whole number without asked-for decimals, the common case (counts on every page), needs no Intl: String(n) is
  // the same text below 1e21, and cheaper by far.
  const wholeNumber = Number.isInteger(n) && Math.abs(n) < 1e21 && !options.minimumFractionDigits;
  const text = wholeNumber ? String(n) : plain(n, options);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = options.useGrouping === false ? whole : group(whole, prefs.grouping);
  // "-0" after rounding reads as 0.
  const sign = negative && /[1-9]/.test(text) ? '-' : '';
  return toLocalDigits(`${sign}${grouped}${fraction ? `.${fraction}` : ''}`, prefs);
}

export interface MoneyOptions {
  /** Whole taka, no poisha (chart axes, compact tables): "৳1,235". */
  whole?: boolean;
}

/** Poisha (integer, 1/100 taka) → "৳69,25,114.00" / "৳৬৯,২৫,১১৪.০০" / "৳6,925,114.00"; exact for any integer. */
export function formatMoney(poisha: number, prefs: DisplayPrefs, options: MoneyOptions = {}): string {
  if (!Number.isFinite(poisha)) return '';
  const rounded = options.whole ? Math.round(poisha / 100) * 100 : Math.round(poisha);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const taka = group(String(Math.floor(abs / 100)), prefs.grouping);
  const text = options.whole ? taka : `${taka}.${String(abs % 100).padStart(2, '0')}`;
  return toLocalDigits(`${sign}৳${text}`, prefs);
}

const MONTHS: Record<Locale, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  // Bangla has no customary month abbreviations: the full names are used everywhere.
  bn: {
    short: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
    long: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
  },
};

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
};

/** How Bangla speakers name the part of the day (CLDR bn day periods): "দুপুর ১২:৫৩" rather than "PM". */
function banglaDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 16) return 'দুপুর';
  if (hour >= 16 && hour < 18) return 'বিকাল';
  if (hour >= 18 && hour < 21) return 'সন্ধ্যা';
  return 'রাত';
}

export type DateStyle =
  /** "23 Nov 2026" / "২৩ নভেম্বর ২০২৬" */
  | 'date'
  /** "23 November 2026" (print: invoices) */
  | 'longDate'
  /** "23 Nov 2026, 12:53 pm" / "২৩ নভেম্বর ২০২৬, দুপুর ১২:৫৩" */
  | 'dateTime'
  /** "12:53 pm" / "দুপুর ১২:৫৩" */
  | 'time'
  /** "November 2026" */
  | 'monthYear'
  /** "23 Nov" (chart axes) */
  | 'dayMonth'
  /** "Monday" */
  | 'weekday'
  /** "Monday, 23 November 2026" */
  | 'fullDate';

export interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
// Pure: an island that formats only money and numbers drops it (and the name tables) from its bundle.
const partsFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * Bangladesh has kept UTC+6 all year since its one summer time ended on 31 December 2009, so a later moment's Dhaka
 * clock is plain arithmetic: 0.14 µs a call instead of formatToParts' 3.2 µs (measured on a busy CI machine), paid for
 * every date of every row of a list page (issue 26). Earlier moments go through the time-zone database; format.test.ts
 * checks both agree on any moment from 2010 to 2100.
 */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(2010, 0, 1);

export function dhakaParts(date: Date): Parts {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const dhaka = new Date(time + DHAKA_OFFSET_MS);
    return {
      year: dhaka.getUTCFullYear(),
      month: dhaka.getUTCMonth(),
      day: dhaka.getUTCDate(),
      weekday: dhaka.getUTCDay(),
      hour: dhaka.getUTCHours(),
      minute: dhaka.getUTCMinutes(),
    };
  }
  return zoneParts(date);
}

/** A moment's Dhaka clock from the time-zone database. */
export function zoneParts(date: Date): Parts {
  const out: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month) - 1,
    day: Number(out.day),
    weekday: WEEKDAY_INDEX[out.weekday ?? ''] ?? 0,
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
  };
}

/** A YYYY-MM-DD day key is already a Bangladesh day: it is read as that day, never shifted by a zone. */
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // Noon in Dhaka keeps the day whatever the offset.
  return DAY_KEY.test(value) ? new Date(`${value}T12:00:00+06:00`) : new Date(value);
}

function clock(parts: Parts, locale: Locale): string {
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const minutes = String(parts.minute).padStart(2, '0');
  return locale === 'bn' ? `${banglaDayPeriod(parts.hour)} ${hour12}:${minutes}` : `${hour12}:${minutes} ${parts.hour < 12 ? 'am' : 'pm'}`;
}

/** A moment (or a YYYY-MM-DD day) in Bangladesh time, in the prefs' language and digits; '' if invalid. */
export function formatDate(value: Date | string, prefs: DisplayPrefs, style: DateStyle = 'date'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dhakaParts(date);
  const { locale } = prefs;
  const short = MONTHS[locale].short[parts.month]!;
  const long = MONTHS[locale].long[parts.month]!;
  const weekday = WEEKDAYS[locale][parts.weekday]!;
  const text = {
    date: () => `${parts.day} ${short} ${parts.year}`,
    longDate: () => `${parts.day} ${long} ${parts.year}`,
    dateTime: () => `${parts.day} ${short} ${parts.year}, ${clock(parts, locale)}`,
    time: () => clock(parts, locale),
    monthYear: () => `${long} ${parts.year}`,
    dayMonth: () => `${parts.day} ${short}`,
    weekday: () => weekday,
    fullDate: () => `${weekday}, ${parts.day} ${long} ${parts.year}`,
  }[style]();
  return toLocalDigits(text, prefs);
}
