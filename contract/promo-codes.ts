/**
 * Promo codes (/admin/promo-codes, permission `promocodes`): the request bodies, list query and answers, the
 * labels, and the status a code shows (derived from its dates and its switch, never stored).
 * Money is integer poisha; percentages are whole percent.
 */
import { z } from 'zod';
import { codeInput, dateInput, numberInput } from './normalise.ts';
import { ListQuerySchema } from './list.ts';
import { PROMO_MINIMUMS, PROMO_SCOPES, PROMO_TYPES } from './pricing.ts';
import type { PromoMinimum, PromoRule, PromoScope, PromoType } from './pricing.ts';

export { PROMO_MINIMUMS, PROMO_SCOPES, PROMO_TYPES };

export const PROMO_STATUSES = ['draft', 'scheduled', 'active', 'expired', 'disabled'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export const PROMO_STATUS_LABELS: Record<PromoStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
};
export const PROMO_TYPE_LABELS: Record<PromoType, string> = {
  percentage: 'Percentage',
  fixed: 'Fixed amount',
  free_delivery: 'Free delivery',
};
export const PROMO_SCOPE_LABELS: Record<PromoScope, string> = {
  order: 'The whole order',
  products: 'Chosen products',
  collections: 'Chosen collections',
};
export const PROMO_MINIMUM_LABELS: Record<PromoMinimum, string> = {
  none: 'No minimum',
  subtotal: 'Minimum subtotal',
  quantity: 'Minimum quantity of items',
};

/** Status of a code at `now`: the switch first, then its dates (no start = draft). */
export const promoStatus = (
  p: { disabled: boolean; startsAt: Date | string | null; endsAt: Date | string | null },
  now = new Date(),
): PromoStatus => {
  if (p.disabled) return 'disabled';
  if (!p.startsAt) return 'draft';
  if (now < new Date(p.startsAt)) return 'scheduled';
  if (p.endsAt && now >= new Date(p.endsAt)) return 'expired';
  return 'active';
};

export const CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const CODE_MAX = 40;
const CODE_HINT = 'Use only letters A–Z, digits 0–9, - and _';

/** A code as typed: trimmed, upper-case (codes match without regard to case), A–Z 0–9 - _. */
export const promoCodeText = z.preprocess(
  codeInput,
  z
    .string({ error: 'Enter a code' })
    .trim()
    .toUpperCase()
    .max(CODE_MAX, `A code has at most ${CODE_MAX} characters`)
    .refine((s) => s === '' || CODE_PATTERN.test(s), CODE_HINT),
);

/** Bangla or Latin digits, as a number or text (numberInput): issue 23. */
const whole = (label: string, min: number, max = 1_000_000_000) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max),
  );
const limit = (label: string) => whole(label, 1).nullable().default(null);
const date = z.preprocess(dateInput, z.coerce.date({ error: 'Enter a valid date and time' })).nullable();
const ids = z.array(z.string().trim().min(1).max(100)).max(500, 'Choose at most 500').default([]);

/** The fields of a code that a form sets (create, update, and the template of bulk codes). */
const PromoFieldsSchema = z.object({
  title: z.string().trim().max(200, 'The title has at most 200 characters').default(''),
  type: z.enum(PROMO_TYPES, { error: 'Choose percentage, fixed amount or free delivery' }),
  value: whole('Value', 0).default(0),
  cap: whole('The cap', 1).nullable().default(null),
  appliesTo: z.enum(PROMO_SCOPES, { error: 'Choose what the code applies to' }).default('order'),
  productIds: ids,
  collectionIds: ids,
  minimum: z.enum(PROMO_MINIMUMS, { error: 'Choose a minimum' }).default('none'),
  minimumValue: whole('The minimum', 0).default(0),
  usageLimit: limit('Total uses'),
  perCustomerLimit: limit('Uses per customer'),
  /** Missing: from now. Null: a draft that is not offered yet. */
  startsAt: date.optional(),
  endsAt: date.default(null),
  combines: z.boolean().default(false),
  disabled: z.boolean().default(false),
});

type Fields = z.infer<typeof PromoFieldsSchema>;

/** The rules between fields, as field errors. */
const checkFields = (f: Fields, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (f.type === 'percentage' && (f.value < 1 || f.value > 100)) issue('value', 'A percentage is between 1 and 100');
  if (f.type === 'fixed' && f.value < 1) issue('value', 'Enter the amount the code takes off');
  if (f.appliesTo === 'products' && f.productIds.length === 0) issue('productIds', 'Choose at least one product');
  if (f.appliesTo === 'collections' && f.collectionIds.length === 0) issue('collectionIds', 'Choose at least one collection');
  if (f.minimum !== 'none' && f.minimumValue < 1) issue('minimumValue', 'Enter the minimum');
  if (f.endsAt && f.startsAt && f.endsAt <= f.startsAt) issue('endsAt', 'The end must be after the start');
};

/** Keeps only what the type uses: a cap only on percentages, no value on free delivery, no minimum value without a minimum. */
const tidy = <T extends Fields>(f: T): T => ({
  ...f,
  value: f.type === 'free_delivery' ? 0 : f.value,
  cap: f.type === 'percentage' ? f.cap : null,
  productIds: f.appliesTo === 'products' ? f.productIds : [],
  collectionIds: f.appliesTo === 'collections' ? f.collectionIds : [],
  minimumValue: f.minimum === 'none' ? 0 : f.minimumValue,
});

/** POST /admin/promo-codes: a code, or `generate: true` for a random one. */
export const PromoCodeCreateSchema = PromoFieldsSchema.extend({ code: promoCodeText.default(''), generate: z.boolean().default(false) })
  .superRefine((f, ctx) => {
    if (!f.generate && f.code === '') ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter a code or choose "Generate"' });
    checkFields(f, ctx);
  })
  .transform(tidy);
export type PromoCodeCreate = z.input<typeof PromoCodeCreateSchema>;

/** PUT /admin/promo-codes/:id: every field, with the version the form was loaded at. */
export const PromoCodeUpdateSchema = PromoFieldsSchema.extend({
  code: promoCodeText.refine((s) => s !== '', 'Enter a code'),
  version: z.number({ error: 'The version is missing' }).int().min(1),
})
  .superRefine(checkFields)
  .transform(tidy);
export type PromoCodeUpdate = z.input<typeof PromoCodeUpdateSchema>;

/**
 * The Store API's refusal of a total use limit below the uses a code already has (a field error on `usageLimit`). It
 * is written here, beside the schema, so the dashboard's field-errors table can say it in Bangla with the count. The
 * count is never 1: a limit is at least 1, so a code refused this way has been used at least twice.
 */
export const usageLimitBelowUsed = (used: number): string => `This code has been used ${used} times; the total cannot be lower`;

/** POST /admin/promo-codes/bulk: N single-use codes PREFIX-XXXXXXXX sharing the other fields. */
export const PromoBulkSchema = PromoFieldsSchema.omit({ usageLimit: true })
  .extend({
    prefix: promoCodeText.refine((s) => s.length <= 20, 'A prefix has at most 20 characters').default(''),
    count: z
      .number({ error: 'Enter how many codes' })
      .int('Enter a whole number')
      .min(1, 'Make at least 1 code')
      .max(500, 'At most 500 codes at a time'),
  })
  .superRefine((f, ctx) => checkFields({ ...f, usageLimit: 1 }, ctx))
  .transform((f) => tidy({ ...f, usageLimit: 1 }));
export type PromoBulk = z.input<typeof PromoBulkSchema>;

export const PromoListQuerySchema = ListQuerySchema.extend({
  status: z.enum(PROMO_STATUSES, { error: 'Unknown status' }).optional().catch(undefined),
});
export type PromoListQuery = z.infer<typeof PromoListQuerySchema>;

/** One code as the Store API answers it. */
export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  type: z.enum(PROMO_TYPES),
  value: z.number(),
  cap: z.number().nullable(),
  appliesTo: z.enum(PROMO_SCOPES),
  productIds: z.array(z.string()),
  collectionIds: z.array(z.string()),
  minimum: z.enum(PROMO_MINIMUMS),
  minimumValue: z.number(),
  usageLimit: z.number().nullable(),
  used: z.number(),
  perCustomerLimit: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  combines: z.boolean(),
  disabled: z.boolean(),
  status: z.enum(PROMO_STATUSES),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const PromoCodeListSchema = z.object({ response: z.array(PromoCodeSchema), count: z.number() });
export const PromoBulkAnswerSchema = z.object({ count: z.number(), codes: z.array(z.string()) });

/** A stored code as the pricing engine reads it. */
export const promoRule = (
  p: Omit<PromoCode, 'startsAt' | 'endsAt'> & { startsAt: Date | string | null; endsAt: Date | string | null },
): PromoRule => ({
  ...p,
  startsAt: p.startsAt ? new Date(p.startsAt) : null,
  endsAt: p.endsAt ? new Date(p.endsAt) : null,
});

/** What a code gives, for lists: "10% up to ৳200", "৳150 off", "Free delivery". `money` formats poisha. */
export const promoValueText = (p: Pick<PromoCode, 'type' | 'value' | 'cap'>, money: (poisha: number) => string) => {
  if (p.type === 'free_delivery') return 'Free delivery';
  if (p.type === 'fixed') return `${money(p.value)} off`;
  return p.cap ? `${p.value}% up to ${money(p.cap)}` : `${p.value}% off`;
};
