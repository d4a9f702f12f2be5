/**
 * My profile (/my-profile, Store API /admin/profile/*): name and phone, e-mail change by link, password change,
 * the seller's sessions; and a new shop (/create, POST /admin/profile/shops). Pure helpers both sides use.
 */
import { z } from 'zod';
import { optionalBdPhone } from './contact.ts';
import { DIGITS, GROUPINGS, LOCALES } from './format.ts';

const email = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address')
  .max(254, 'E-mail address is too long')
  .regex(z.regexes.email, 'Enter a valid e-mail address');

const newPassword = z
  .string({ error: 'Enter a new password' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const currentPassword = z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password');

/** GET /admin/profile */
export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** An e-mail change waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /admin/profile */
export const UpdateProfileSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(100, 'Name must be at most 100 characters'),
  phone: optionalBdPhone,
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

/**
 * The seller's language, digits and money grouping (issue 23): saved with the account, so they follow the seller
 * to a new device and past sign-out. A null digits or grouping follows the language (contract/format.ts displayFor).
 * An older Store API sends none of them: English, following it.
 */
export const DisplaySettingsSchema = z.object({
  language: z.enum(LOCALES).default('en'),
  digits: z.enum(DIGITS).nullable().default(null),
  grouping: z.enum(GROUPINGS).nullable().default(null),
});
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

/** An empty form choice ("as the language") is null. */
const followsLanguage = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.enum(values, { error: message }).nullable());

/**
 * PATCH /admin/profile/display: what is sent changes, what is left out stays (the user menu's one-tap switch
 * sends only the language).
 */
export const UpdateDisplaySchema = z.object({
  language: z.enum(LOCALES, { error: 'Choose English or Bangla' }).optional(),
  digits: followsLanguage(DIGITS, 'Choose Latin or Bangla digits').optional(),
  grouping: followsLanguage(GROUPINGS, 'Choose lakh or international grouping').optional(),
});
export type UpdateDisplay = z.infer<typeof UpdateDisplaySchema>;

/**
 * The /my-profile form, which always sends all three: its empty choice ("as the language") must reach the Store API
 * as null. (Astro reads an empty optional field as left out, which would keep Latin digits once chosen.)
 */
export const DisplayFormSchema = UpdateDisplaySchema.extend({
  digits: followsLanguage(DIGITS, 'Choose Latin or Bangla digits'),
  grouping: followsLanguage(GROUPINGS, 'Choose lakh or international grouping'),
});

/** POST /admin/profile/email: a link goes to the new address; nothing changes until it is opened. */
export const ChangeEmailSchema = z.object({ email, currentPassword });
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** POST /admin/profile/email/confirm */
export const ConfirmEmailSchema = z.object({
  token: z.string({ error: 'The link is missing its token' }).trim().min(1, 'The link is missing its token'),
});

/** POST /admin/profile/password: every other session of the seller ends. */
export const ChangePasswordSchema = z.object({ currentPassword, newPassword });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** One of the seller's open sessions. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ response: z.array(SessionInfoSchema), count: z.number().int() });

/** Browser and operating system in words, from a User-Agent header ("Unknown browser" when there is none). */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  const ua = userAgent ?? '';
  const browser =
    [
      [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
      [/OPR\/(\d+)/, 'Opera'],
      [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
      [/UCBrowser\/(\d+)/, 'UC Browser'],
      [/Firefox\/(\d+)/, 'Firefox'],
      [/FxiOS\/(\d+)/, 'Firefox'],
      [/CriOS\/(\d+)/, 'Chrome'],
      [/Chrome\/(\d+)/, 'Chrome'],
      [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
    ]
      .map(([pattern, name]) => {
        const match = (pattern as RegExp).exec(ua);
        return match ? `${name as string} ${match[1]}` : null;
      })
      .find(Boolean) ?? 'Unknown browser';
  const os =
    (
      [
        [/Android (\d+)/, (m: RegExpExecArray) => `Android ${m[1]}`],
        [/(?:iPhone|iPad|iPod).*? OS (\d+)/, (m: RegExpExecArray) => `iOS ${m[1]}`],
        [/Windows NT 10/, () => 'Windows'],
        [/Windows/, () => 'Windows'],
        [/Mac OS X/, () => 'macOS'],
        [/CrOS/, () => 'ChromeOS'],
        [/Linux/, () => 'Linux'],
      ] as const
    )
      .map(([pattern, name]) => {
        const match = pattern.exec(ua);
        return match ? name(match) : null;
      })
      .find(Boolean) ?? 'Unknown system';
  return { browser, os };
}

/** Shop handles: lowercase letters, digits and single hyphens inside; 3–40 characters. */
export const SHOP_HANDLE = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** Handles nobody may take: they name Haat's own pages and services. */
export const RESERVED_HANDLES: readonly string[] = [
  'admin',
  'api',
  'app',
  'apps',
  'auth',
  'billing',
  'blog',
  'checkout',
  'create',
  'dashboard',
  'docs',
  'files',
  'haat',
  'help',
  'invite',
  'login',
  'logout',
  'mail',
  'media',
  'my-profile',
  'orders',
  'settings',
  'shop',
  'shops',
  'signup',
  'static',
  'store',
  'support',
  'upgrade',
  'www',
];

export const BUSINESS_CATEGORIES = [
  'clothing',
  'electronics',
  'food',
  'beauty',
  'home',
  'handicrafts',
  'books',
  'health',
  'other',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  clothing: 'Clothing and fashion',
  electronics: 'Electronics and gadgets',
  food: 'Food and groceries',
  beauty: 'Beauty and personal care',
  home: 'Home and living',
  handicrafts: 'Handicrafts and gifts',
  books: 'Books and stationery',
  health: 'Health and pharmacy',
  other: 'Something else',
};

/** POST /admin/profile/shops: a new shop; the creator is its shop admin, it starts on the Free plan. */
export const CreateShopSchema = z.object({
  name: z
    .string({ error: 'Enter a name for your shop' })
    .trim()
    .min(2, 'Shop name must be at least 2 characters')
    .max(80, 'Shop name must be at most 80 characters'),
  handle: z
    .string({ error: 'Choose a handle' })
    .trim()
    .toLowerCase()
    .min(1, 'Choose a handle')
    .regex(SHOP_HANDLE, 'Use 3–40 lowercase letters (a–z), digits and hyphens; start and end with a letter or digit')
    .refine((handle) => !RESERVED_HANDLES.includes(handle), 'This handle is reserved: choose another'),
  category: z.enum(BUSINESS_CATEGORIES, { error: 'Choose a business category' }),
  phone: optionalBdPhone,
});
export type CreateShop = z.infer<typeof CreateShopSchema>;
