/**
 * Contact fields shared by the sign-up, customer and business-settings forms: a Bangladeshi mobile number and an
 * e-mail address, with one wording for their errors. Imports only zod, so the dashboard can use it directly.
 */
import { z } from 'zod';
import { normalisePhone, phoneInput } from './normalise.ts';

/** Bangladeshi mobile number: 01[3-9] and 8 more digits, optionally after +88. Stored without +88. */
export const BD_PHONE = /^(?:\+88)?01[3-9]\d{8}$/;

/**
 * A phone number as typed ("+880 1711-000000", "০১৭১১ ০০০ ০০০") → the stored form (01711000000): Bangla digits
 * made Latin, spaces, dashes, dots and brackets dropped, the country code +88 / 880 removed (contract/normalise.ts).
 */
export const normaliseBdPhone = normalisePhone;

const PHONE_HINT = 'Enter a Bangladeshi mobile number like 01711000000';
const EMAIL_HINT = 'Enter a valid email address like name@example.com';

/** An empty or missing field means "not set" (HTML forms send every field, empty or not). */
export const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/**
 * The other way round, for text that is never null: a missing field, or an empty form field that Astro's form
 * actions hand over as null, becomes ''.
 */
export const nullToEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/** Optional free text (notes): `text` checks it; a missing or empty field is ''. */
export const textOrEmpty = <T extends z.ZodType>(text: T) => z.preprocess(nullToEmpty, text);

/** A required mobile number; `missing` is the error when the field is empty. */
export const bdPhone = (missing: string) =>
  z.preprocess(phoneInput, z.string({ error: missing }).min(1, missing).regex(BD_PHONE, PHONE_HINT).transform(normaliseBdPhone));

/** A mobile number or nothing (empty becomes null). */
export const optionalBdPhone = z.preprocess(blankToNull, bdPhone(PHONE_HINT).nullable());

/** An e-mail address or nothing (empty becomes null); stored lower-case. */
export const optionalEmail = z.preprocess(
  blankToNull,
  z.string({ error: EMAIL_HINT }).trim().toLowerCase().max(254, 'Email address is too long').regex(z.regexes.email, EMAIL_HINT).nullable(),
);
