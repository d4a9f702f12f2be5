/**
 * VAT (/admin/settings/tax, key `taxes`) and checkout settings (/admin/settings/checkout, key `checkout`): the
 * stored shapes with their defaults, the request bodies (with the version the form was loaded at) and answers.
 */
import { z } from 'zod';
import { VAT_RATES, type VatSettings } from './pricing.ts';

export { VAT_RATES };

const vatRate = z.union(
  VAT_RATES.map((r) => z.literal(r)),
  { error: 'Choose 15, 10, 7.5, 5 or 0 %' },
);

export const VatFieldsSchema = z
  .object({
    enabled: z.boolean().default(false),
    rate: vatRate.default(15),
    pricesIncludeVat: z.boolean().default(true),
    vatOnDelivery: z.boolean().default(false),
    collectionRates: z
      .array(z.object({ collectionId: z.string().trim().min(1, 'Choose a collection').max(100), rate: vatRate }))
      .max(200, 'At most 200 collection rates')
      .default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.collectionRates.forEach((r, i) => {
      if (seen.has(r.collectionId))
        ctx.addIssue({ code: 'custom', path: ['collectionRates', i, 'collectionId'], message: 'This collection already has a rate' });
      seen.add(r.collectionId);
    });
  });
export type VatFields = z.output<typeof VatFieldsSchema>;

export const DEFAULT_VAT: VatFields = { enabled: false, rate: 15, pricesIncludeVat: true, vatOnDelivery: false, collectionRates: [] };

const version = z.number({ error: 'The version is missing' }).int().min(0);

export const VatSaveSchema = VatFieldsSchema.and(z.object({ version }));
export type VatSave = z.input<typeof VatSaveSchema>;

/** GET /admin/settings/tax: the settings, their version and the BIN of the business settings (for invoices). */
export const VatAnswerSchema = z.object({
  enabled: z.boolean(),
  rate: z.number(),
  pricesIncludeVat: z.boolean(),
  vatOnDelivery: z.boolean(),
  collectionRates: z.array(z.object({ collectionId: z.string(), rate: z.number() })),
  bin: z.string().nullable(),
  version: z.number(),
});
export type VatAnswer = z.infer<typeof VatAnswerSchema>;

/** The engine's reading of the stored VAT settings. */
export const vatForEngine = (v: VatFields): VatSettings => ({
  enabled: v.enabled,
  rate: v.rate,
  pricesIncludeVat: v.pricesIncludeVat,
  vatOnDelivery: v.vatOnDelivery,
  collectionRates: Object.fromEntries(v.collectionRates.map((r) => [r.collectionId, r.rate])),
});

// ---------- checkout ----------

export const FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];
export const FIELD_MODE_LABELS: Record<FieldMode, string> = { hidden: 'Hidden', optional: 'Optional', required: 'Required' };
export const ACCOUNT_MODES = ['off', 'optional', 'required'] as const;
export const ACCOUNT_MODE_LABELS: Record<(typeof ACCOUNT_MODES)[number], string> = {
  off: 'Off (guest checkout only)',
  optional: 'Optional',
  required: 'Required',
};

const mode = (label: string) => z.enum(FIELD_MODES, { error: `Choose hidden, optional or required for ${label}` });

export const CheckoutFieldsSchema = z
  .object({
    email: mode('email').default('optional'),
    area: mode('area').default('optional'),
    addressLine: mode('address line').default('required'),
    landmark: mode('landmark').default('optional'),
    customerAccounts: z.enum(ACCOUNT_MODES, { error: 'Choose off, optional or required' }).default('optional'),
    cod: z.boolean().default(true),
    bkash: z.boolean().default(false),
    advanceDeliveryOutsideDhaka: z.boolean().default(false),
    autoConfirm: z.boolean().default(false),
    unpaidExpiryMinutes: z
      .number({ error: 'Enter minutes' })
      .int('Enter whole minutes')
      .min(5, 'At least 5 minutes')
      .max(10_080, 'At most 10,080 minutes (7 days)')
      .default(60),
    orderNote: z.boolean().default(true),
    /**
     * COD risk hold (issue 24 item 4): a new COD order from a number whose orders across Haat were delivered less
     * often than this percent waits for a confirmation call ("Needs a call"); null: no hold.
     */
    codHoldBelowRate: z
      .number({ error: 'Enter a percent' })
      .int('Enter a whole percent')
      .min(1, 'At least 1 %')
      .max(100, 'At most 100 %')
      .nullable()
      .default(null),
    terms: z.boolean().default(false),
    termsUrl: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .url({ protocol: /^https?$/, error: 'Enter a link starting with https://' })
        .max(500)
        .nullable()
        .default(null),
    ),
  })
  .superRefine((c, ctx) => {
    if (!c.cod && !c.bkash) ctx.addIssue({ code: 'custom', path: ['cod'], message: 'Keep at least one way to pay' });
    if (c.terms && !c.termsUrl) ctx.addIssue({ code: 'custom', path: ['termsUrl'], message: 'Add the link to your terms' });
    if (c.advanceDeliveryOutsideDhaka && !c.bkash) {
      ctx.addIssue({ code: 'custom', path: ['advanceDeliveryOutsideDhaka'], message: 'The advance is paid by bKash: turn bKash on first' });
    }
  });
export type CheckoutFields = z.output<typeof CheckoutFieldsSchema>;

export const DEFAULT_CHECKOUT: CheckoutFields = CheckoutFieldsSchema.parse({});

export const CheckoutSaveSchema = CheckoutFieldsSchema.and(z.object({ version }));
export type CheckoutSave = z.input<typeof CheckoutSaveSchema>;

export const CheckoutAnswerSchema = z.object({
  email: z.enum(FIELD_MODES),
  area: z.enum(FIELD_MODES),
  addressLine: z.enum(FIELD_MODES),
  landmark: z.enum(FIELD_MODES),
  customerAccounts: z.enum(ACCOUNT_MODES),
  cod: z.boolean(),
  bkash: z.boolean(),
  advanceDeliveryOutsideDhaka: z.boolean(),
  autoConfirm: z.boolean(),
  unpaidExpiryMinutes: z.number(),
  orderNote: z.boolean(),
  terms: z.boolean(),
  termsUrl: z.string().nullable(),
  codHoldBelowRate: z.number().nullable().default(null),
  version: z.number(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;
