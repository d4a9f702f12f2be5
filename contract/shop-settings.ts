/**
 * A shop's business settings (name, contact, address, trade licence, BIN) and its logo and favicon, shared by
 * the Store API and the dashboard's forms (imports only zod and sibling schema files).
 */
import { z } from 'zod';
import { blankToNull, optionalBdPhone, optionalEmail } from './contact.ts';
import { FileSizesSchema } from './files.ts';
import { withPlaceCheck } from './places.ts';

export const DEFAULT_COUNTRY = 'Bangladesh';

/** Optional trimmed text of at most `max` characters; empty becomes null. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

/** Bangladeshi postcodes are four digits (Dhanmondi 1205, Sylhet 3100). */
const postcode = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Postcode is 4 digits, like 1205')
    .nullable(),
);

/**
 * The NBR's Business Identification Number: 13 digits, often written 9 + 4 with a dash (000123456-0101);
 * older certificates carry 9 or 11 digits. Stored as typed, spaces removed.
 */
export const BIN_PATTERN = /^(?:\d{9}|\d{11}|\d{13}|\d{9}-\d{4})$/;
const bin = z.preprocess(
  (value) => blankToNull(typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string().regex(BIN_PATTERN, 'BIN is 13 digits, like 000123456-0101').nullable(),
);

const country = z.preprocess(
  (value) => blankToNull(value) ?? DEFAULT_COUNTRY,
  z.string({ error: 'Country must be text' }).trim().max(60, 'Country must be at most 60 characters'),
);

const BusinessSettingsFields = z.object({
  /** The shop's display name (shops.name): the shop switcher, the storefront and invoices show it. */
  name: z
    .string({ error: 'Enter your store name' })
    .trim()
    .min(1, 'Enter your store name')
    .max(100, 'Store name must be at most 100 characters'),
  /** The registered business name, when it differs from the store name (invoices show both). */
  legalName: optionalText('Legal business name', 150),
  email: optionalEmail,
  phone: optionalBdPhone,
  addressLine1: optionalText('Address', 150),
  addressLine2: optionalText('Address line 2', 150),
  /** Area, upazila or thana of the district, from its list (contract/bd-areas.ts), e.g. Dhanmondi. */
  area: optionalText('Area', 80),
  /** One of the 64 districts by its English name, e.g. Dhaka. */
  district: optionalText('City or district', 80),
  postcode,
  country,
  tradeLicence: optionalText('Trade licence number', 60),
  bin,
  /** The version the form was loaded at (0: never saved); settings changed since are refused (409 STALE_VERSION). */
  version: z.number().int().min(0).max(2_147_483_647).optional(),
});

/**
 * The business settings form; PUT takes all of it, PATCH any part. The district is one of the 64 and the area one of
 * its list (contract/places.ts); a PATCH that sends an area sends its district too.
 */
export const BusinessSettingsSchema = withPlaceCheck(BusinessSettingsFields);
export type BusinessSettingsInput = z.infer<typeof BusinessSettingsSchema>;

export const BusinessSettingsPatchSchema = withPlaceCheck(BusinessSettingsFields.partial());
export type BusinessSettingsPatch = z.infer<typeof BusinessSettingsPatchSchema>;

/** GET/PUT/PATCH /admin/store/business-settings answer. */
export const BusinessSettingsAnswerSchema = z.object({
  name: z.string(),
  legalName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  area: z.string().nullable(),
  district: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  tradeLicence: z.string().nullable(),
  bin: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Raised by every save (0 before the first); send it back with an update. */
  version: z.number(),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsAnswerSchema>;

/** The two images of /admin/store/logo-and-favicon. */
export const BRAND_SLOTS = ['logo', 'favicon'] as const;
export type BrandSlot = (typeof BRAND_SLOTS)[number];

export const BrandSlotSchema = z.enum(BRAND_SLOTS, { error: 'Choose logo or favicon' });

/** PUT /admin/store/logo-and-favicon/<slot>: an image of the shop's file library. */
export const BrandImageSetSchema = z.object({
  fileId: z.string({ error: 'Choose an image from your files' }).trim().min(1, 'Choose an image from your files').max(100),
});
export type BrandImageSet = z.infer<typeof BrandImageSetSchema>;

/** A logo or favicon as the API answers it (public URLs per size). */
export const BrandImageSchema = z.object({
  /** The library file it was set from; null once that file has left the library (the image stays). */
  fileId: z.string().nullable(),
  name: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sizes: FileSizesSchema,
});
export type BrandImage = z.infer<typeof BrandImageSchema>;

export const BrandingSchema = z.object({ logo: BrandImageSchema.nullable(), favicon: BrandImageSchema.nullable() });
export type Branding = z.infer<typeof BrandingSchema>;

/** What invoices and packing slips print about the shop (in the orders answers, permission "orders"). */
export const DocumentShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  /** Shown under the name when it differs from it. */
  legalName: z.string().nullable(),
  /** Medium size of the logo (600 px), or null. */
  logoUrl: z.string().nullable(),
  /** Printable address lines, e.g. ['House 12, Road 5', 'Dhanmondi, Dhaka 1205', 'Bangladesh']; empty when unset. */
  addressLines: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tradeLicence: z.string().nullable(),
  bin: z.string().nullable(),
});
export type DocumentShop = z.infer<typeof DocumentShopSchema>;

/** The address as printable lines: street lines, "area, district postcode", and the country. */
export function addressLines(
  a: Pick<BusinessSettings, 'addressLine1' | 'addressLine2' | 'area' | 'district' | 'postcode' | 'country'>,
): string[] {
  const street = [a.addressLine1, a.addressLine2].filter(Boolean).join(', ');
  const town = [a.area, [a.district, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!street && !town) return [];
  return [street, town, a.country].filter(Boolean);
}
