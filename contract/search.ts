/**
 * The one search box (issue 27 item 1): `GET /admin/search?q=` answers the shop's records in groups, each group only
 * for a member whose permission key opens it, and names the record to jump to when the text is an order number or a
 * phone number that matches exactly one record. The dashboard adds its own pages by name (src/lib/page-search.ts).
 */
import { latinDigits, normalisePhone } from './normalise.ts';
import { z } from 'zod';
import { ORDER_STATUSES } from './order-enums.ts';
import { TimestampSchema } from './list.ts';
import type { PermissionKey } from './permissions.ts';

/** Longer text is cut to this: no record's name, phone, SKU or title needs more, and every pattern stays cheap. */
export const SEARCH_MAX_LENGTH = 100;

/** Records shown per group; the answer says when there are more (the group's list page has them all). */
export const SEARCH_GROUP_LIMIT = 5;

/** The groups in the order they are shown, with the permission key that opens each. */
export const SEARCH_GROUPS = {
  orders: 'orders',
  customers: 'customers',
  products: 'products-and-collections',
  collections: 'products-and-collections',
  pages: 'pages',
  posts: 'blogs',
} as const satisfies Record<string, PermissionKey>;

export type SearchGroup = keyof typeof SEARCH_GROUPS;
export const SEARCH_GROUP_NAMES = Object.keys(SEARCH_GROUPS) as SearchGroup[];

/**
 * Text as the box received it → what is searched: control characters (NUL included) dropped, runs of white space
 * made one space, trimmed, and cut to SEARCH_MAX_LENGTH characters (whole code points).
 */
export function cleanSearch(text: string): string {
  const clean = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/** What a search text may mean besides words: an order number, a whole phone number, the start of one. */
export type SearchTerms = {
  /** The cleaned text with Bangla digits as Latin ones: what names, titles and SKUs are matched against. */
  text: string;
  /** "#10457", "10457", "#১০৪৫৭" → 10457. */
  orderNumber: number | null;
  /** A whole Bangladeshi mobile number in its stored form (01711000000), from "+880 1711-000000", "০১৭১১০০০০০০" … */
  phone: string | null;
  /** Digits that start a phone number (3 or more, from 0: "0171", "+880171"), for the orders' phone prefix. */
  phonePrefix: string | null;
};

/** Reads a cleaned search text (see cleanSearch). */
export function searchTerms(cleaned: string): SearchTerms {
  const text = latinDigits(cleaned);
  const number = /^#?\s*([1-9]\d{0,8})$/.exec(text)?.[1];
  // The input normaliser reads a whole number in any form; the start of one ("+880171") keeps its country code.
  const compact = normalisePhone(text);
  let digits = /^\+?\d+$/.test(compact) ? compact.replace(/^(?:\+|00)?88(?=0)/, '') : '';
  if (/^1[3-9]\d{8}$/.test(digits)) digits = `0${digits}`; // typed without its leading 0
  return {
    text,
    orderNumber: number ? Number(number) : null,
    phone: /^01[3-9]\d{8}$/.test(digits) ? digits : null,
    phonePrefix: /^0\d{2,10}$/.test(digits) ? digits : null,
  };
}

/** `?q=`: any text (or none); never refused for its length or characters, only cleaned and cut. */
export const SearchQuerySchema = z.object({
  q: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()).transform(cleanSearch),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

const exact = z.boolean().describe('The text is this record’s number, phone, SKU, barcode or whole name');

export const OrderHitSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  placedAt: TimestampSchema,
  exact,
});
export const CustomerHitSchema = z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string().nullable(), exact });
export const ProductHitSchema = z.object({ id: z.string(), title: z.string(), sku: z.string(), status: z.string(), exact });
export const TitledHitSchema = z.object({ id: z.string(), title: z.string(), exact });
export const ContentHitSchema = TitledHitSchema.extend({ status: z.string() });

const group = <T extends z.ZodType>(hit: T) =>
  z.object({ hits: z.array(hit), more: z.boolean().describe(`More than ${SEARCH_GROUP_LIMIT} records matched`) }).optional();

export const SearchAnswerSchema = z.object({
  q: z.string().describe('The text searched, cleaned and cut'),
  /** Only the groups the caller's keys open are present. */
  groups: z.object({
    orders: group(OrderHitSchema),
    customers: group(CustomerHitSchema),
    products: group(ProductHitSchema),
    collections: group(TitledHitSchema),
    pages: group(ContentHitSchema),
    posts: group(ContentHitSchema),
  }),
  /** The one record an order number or a whole phone number found: the search box opens it directly. */
  jump: z.object({ group: z.enum(['orders', 'customers']), id: z.string() }).nullable(),
});

export type OrderHit = z.infer<typeof OrderHitSchema>;
export type CustomerHit = z.infer<typeof CustomerHitSchema>;
export type ProductHit = z.infer<typeof ProductHitSchema>;
export type TitledHit = z.infer<typeof TitledHitSchema>;
export type ContentHit = z.infer<typeof ContentHitSchema>;
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
export type SearchGroups = SearchAnswer['groups'];
