/**
 * SEO and social (/admin/store/seo, key `seo-and-social-media`): the home page's title and description, the
 * default share image, social profiles, analytics IDs, the storefront password; and URL redirects
 * (/admin/store/redirects). The storefront preview reads the public part through /admin/storefront/seo.
 */
import { z } from 'zod';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';
import { ImageSizesSchema } from './product.ts';
import { optionalBdPhone } from './contact.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './content.ts';
import { ErrorReasonSchema } from './errors.ts';

export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX };

/** The size a share image should have (Facebook, WhatsApp and X crop others). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Facebook Pixel IDs are 15 or 16 digits; GA4 measurement IDs are G- and 4 to 12 letters or digits. */
export const PIXEL_ID_PATTERN = /^\d{15,16}$/;
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,12}$/;

/** The social networks a shop links to, with the hosts a profile address may use. */
export const SOCIAL_NETWORKS = {
  facebook: { label: 'Facebook page', hosts: ['facebook.com', 'fb.com'], example: 'https://facebook.com/yourshop' },
  instagram: { label: 'Instagram', hosts: ['instagram.com'], example: 'https://instagram.com/yourshop' },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'], example: 'https://youtube.com/@yourshop' },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'], example: 'https://tiktok.com/@yourshop' },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** True when `url` is an https (or http) address on one of `hosts` or their subdomains (www., m.). */
export const isProfileUrl = (url: string, hosts: readonly string[]): boolean => {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    return hosts.some((host) => parsed.hostname === host || parsed.hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
};

const profile = (network: SocialNetwork) => {
  const { label, hosts, example } = SOCIAL_NETWORKS[network];
  return z
    .string()
    .trim()
    .max(300, `The ${label} address has at most 300 characters`)
    .refine((s) => s === '' || isProfileUrl(s, hosts), `Enter the address of your ${label} profile, like ${example}`)
    .default('');
};

const text = (label: string, max: number) => z.string().trim().max(max, `${label} has at most ${max} characters`).default('');

/** PUT /admin/store/seo. */
export const SeoSettingsInputSchema = z
  .object({
    homeTitle: text('The home page title', SEO_TITLE_MAX),
    homeDescription: text('The home page description', SEO_DESCRIPTION_MAX),
    /** A library image; null: none. Its sizes are read from the file. */
    shareImageFileId: z.string().max(100).nullable().default(null),
    facebook: profile('facebook'),
    instagram: profile('instagram'),
    youtube: profile('youtube'),
    tiktok: profile('tiktok'),
    whatsapp: optionalBdPhone.default(null),
    facebookPixelId: z
      .string()
      .trim()
      .refine((s) => s === '' || PIXEL_ID_PATTERN.test(s), 'A Facebook Pixel ID is 15 or 16 digits, like 123456789012345')
      .default(''),
    ga4MeasurementId: z
      .string()
      .trim()
      .toUpperCase()
      .refine((s) => s === '' || GA4_ID_PATTERN.test(s), 'A Google Analytics 4 measurement ID looks like G-ABC123XYZ9')
      .default(''),
    passwordEnabled: z.boolean().default(false),
    /** Empty while enabled keeps the password already set. */
    password: z.string().max(100, 'The password has at most 100 characters').default(''),
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.password !== '' && f.password.trim().length < 4)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'The password needs at least 4 characters' });
  });
export type SeoSettingsInput = z.input<typeof SeoSettingsInputSchema>;
export type SeoSettingsData = z.output<typeof SeoSettingsInputSchema>;

/** What is wrong with the chosen share image: its size (null when unknown), or it is gone from Files. */
export const ShareImageIssueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('size'), width: z.number().int().nullable(), height: z.number().int().nullable() }),
  z.object({ kind: z.literal('deleted') }),
]);
export type ShareImageIssue = z.infer<typeof ShareImageIssueSchema>;

/** The English sentence of an issue: what the Store API answers as `shareImageWarning`. */
export const shareImageWarningText = (issue: ShareImageIssue): string =>
  issue.kind === 'deleted'
    ? 'The share image was deleted from Files; choose another.'
    : `This image is ${issue.width ?? '?'} × ${issue.height ?? '?'} pixels; social networks crop images that are not ${SHARE_IMAGE_WIDTH} × ${SHARE_IMAGE_HEIGHT}.`;

/** GET /admin/store/seo (never the password itself). */
export const SeoSettingsSchema = z.object({
  homeTitle: z.string(),
  homeDescription: z.string(),
  shareImage: ImageSizesSchema.nullable(),
  shareImageFileId: z.string().nullable(),
  /** Set when the chosen image is not 1200 × 630, or was deleted from Files (English, for integrators). */
  shareImageWarning: z.string().nullable(),
  /** The same warning as data, so the dashboard words it in the reader's language (issue 23); null when none. */
  shareImageIssue: ShareImageIssueSchema.nullable().optional(),
  facebook: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  tiktok: z.string(),
  whatsapp: z.string().nullable(),
  facebookPixelId: z.string(),
  ga4MeasurementId: z.string(),
  passwordEnabled: z.boolean(),
  passwordSet: z.boolean(),
  version: z.number(),
});
export type SeoSettings = z.output<typeof SeoSettingsSchema>;

/** GET /admin/storefront/seo: what the storefront's <head> and footer need. */
export const StorefrontSeoSchema = z.object({
  shopName: z.string(),
  /** The home page title, or the shop's name. */
  title: z.string(),
  description: z.string(),
  shareImage: ImageSizesSchema.nullable(),
  social: z.object({ facebook: z.string(), instagram: z.string(), youtube: z.string(), tiktok: z.string() }),
  /** wa.me address of the WhatsApp number, or null. */
  whatsappUrl: z.string().nullable(),
  facebookPixelId: z.string(),
  ga4MeasurementId: z.string(),
  /** The storefront asks visitors for a password (and search engines cannot index it). */
  passwordProtected: z.boolean(),
});
export type StorefrontSeo = z.output<typeof StorefrontSeoSchema>;

/** A WhatsApp number (01XXXXXXXXX) as a wa.me link (country code 880). */
export const whatsappUrl = (phone: string | null): string | null => (phone ? `https://wa.me/88${phone}` : null);

/** A storefront path: starts with /, no spaces, no scheme, at most 255 characters. */
const PATH_PATTERN = /^\/[^\s?#]*(\?[^\s#]*)?$/;
const fromPath = z
  .string({ error: 'Enter the old address' })
  .trim()
  .min(1, 'Enter the old address')
  .max(255, 'An address has at most 255 characters')
  .regex(PATH_PATTERN, 'Enter a path of your shop that starts with /, like /pages/old-offer');
const toPath = z
  .string({ error: 'Enter where it goes' })
  .trim()
  .min(1, 'Enter where it goes')
  .max(500, 'An address has at most 500 characters')
  .refine((s) => PATH_PATTERN.test(s) || /^https?:\/\/[^\s]+$/.test(s), 'Enter a path that starts with / or a full https:// address');

/** POST /admin/store/redirects (and each row of an import). */
export const RedirectInputSchema = z.object({ fromPath, toPath }).refine((r) => r.fromPath !== r.toPath, {
  path: ['toPath'],
  message: 'A redirect cannot point to the same address',
});
export type RedirectInput = z.output<typeof RedirectInputSchema>;

export const RedirectListQuerySchema = ListQuerySchema;
export type RedirectListQuery = z.infer<typeof RedirectListQuerySchema>;

export const RedirectSchema = z.object({ id: z.string(), fromPath: z.string(), toPath: z.string(), createdAt: TimestampSchema });
export type Redirect = z.output<typeof RedirectSchema>;
export const RedirectListSchema = listAnswerSchema(RedirectSchema);

/** The CSV columns of redirects (Shopify's names, so a file from there imports as it is). */
export const REDIRECT_CSV_HEADER = ['Redirect from', 'Redirect to'] as const;

/**
 * POST /admin/store/redirects/import answer: rows added (or replaced) and the rows refused with why: the English
 * `message` for API clients and its `reason` as data (contract/import-errors.ts), absent from an older API.
 */
export const RedirectImportAnswerSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string(), reason: ErrorReasonSchema.optional() })),
});
export type RedirectImportAnswer = z.output<typeof RedirectImportAnswerSchema>;

/** GET /admin/storefront/redirect?path=: where a storefront path leads, or null. */
export const StorefrontRedirectQuerySchema = z.object({ path: z.string().trim().max(255).default('/') });
export const StorefrontRedirectSchema = z.object({ toPath: z.string().nullable() });

/** POST /admin/store/redirects/import: the text of a CSV file with the columns "Redirect from", "Redirect to". */
export const RedirectImportSchema = z.object({
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'The file is empty').max(1_000_000, 'The file is larger than 1 MB'),
});
