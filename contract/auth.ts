/**
 * Sign-in, sign-up and password forms, shared by the Store API and the dashboard.
 * Imports only zod and sibling schema files, so the dashboard can import this file directly.
 */
import { z } from 'zod';
import { DisplaySettingsSchema } from './profile.ts';
import { bdPhone } from './contact.ts';
import { LOCALES } from './format.ts';

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'Email address is too long')
  .regex(z.regexes.email, 'Enter a valid email address');

const newPassword = z
  .string({ error: 'Enter a password' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const phone = bdPhone('Enter your phone number');

const token = z.string({ error: 'The link is missing its token' }).trim().min(1, 'The link is missing its token');

export const LoginSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
  /** The browser's User-Agent, forwarded by the dashboard for the sessions list on /my-profile. */
  userAgent: z.string().max(500).optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const SignupSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(100, 'Name must be at most 100 characters'),
  email,
  phone,
  shopName: z
    .string({ error: 'Enter a name for your shop' })
    .trim()
    .min(2, 'Shop name must be at least 2 characters')
    .max(80, 'Shop name must be at most 80 characters'),
  password: newPassword,
  /**
   * The language the sign-up form was shown in (the dashboard sends its request's): the confirmation mail is
   * written in it and the new account starts in it. English when not given.
   */
  language: z.enum(LOCALES).optional(),
});
export type Signup = z.infer<typeof SignupSchema>;

/** POST /auth/signup/confirm: the token of the link in the confirmation mail. */
export const ConfirmSignupSchema = z.object({
  token,
  /** The browser's User-Agent, forwarded by the dashboard for the sessions list on /my-profile. */
  userAgent: z.string().max(500).optional(),
});
export type ConfirmSignup = z.infer<typeof ConfirmSignupSchema>;

/** POST /auth/signup/resend: send the confirmation link again (the same answer whether or not a sign-up waits). */
export const ResendConfirmationSchema = z.object({ email });
export type ResendConfirmation = z.infer<typeof ResendConfirmationSchema>;

/**
 * The one answer to a sign-up, a resend, whatever the address (issue 9 item 11): a new address gets a confirmation
 * link, an address with an account gets a "someone tried to sign up" mail, and the form cannot tell which.
 */
export const SIGNUP_CHECK_EMAIL = 'Check your e-mail: we sent a link to finish creating your account. It works for 24 hours.';

/** The code of a sign-in refused because the sign-up's e-mail was never confirmed (the dashboard offers a new link). */
export const EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED';

export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({ token, password: newPassword });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const LoginLinkSchema = z.object({ token });
export type LoginLink = z.infer<typeof LoginLinkSchema>;

export const ChangeShopSchema = z.object({
  shopId: z.string({ error: 'Choose a shop' }).trim().min(1, 'Choose a shop'),
});
export type ChangeShop = z.infer<typeof ChangeShopSchema>;

/** GET /admin/sellers/user: the signed-in seller. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  activeShopId: z.string().nullable(),
  /** ISO time the account was made (absent from an older Store API). */
  createdAt: z.string().optional(),
  /**
   * GET /admin/sellers/user: a shop of the seller requires two-step sign-in and they have none yet, so only their own
   * account is open until they set it up (issue 22 item 10). Absent from sign-in answers and an older Store API.
   */
  twoStepSetupRequired: z.boolean().optional(),
  ...DisplaySettingsSchema.shape,
});
export type User = z.infer<typeof UserSchema>;

/** GET /admin/seller/shop-list: a shop the seller works in (spec §3), with its name. */
export const ShopListEntrySchema = z.object({
  shopId: z.string(),
  name: z.string(),
  isShopAdmin: z.boolean(),
  permissions: z.array(z.string()),
  /** Where shoppers find the shop: its primary active domain, else "<handle>.haat.shop" (search previews show it). */
  address: z.string().optional(),
});
export type ShopListEntry = z.infer<typeof ShopListEntrySchema>;

/** The answer of sign-in, sign-up and a sign-in link: a bearer token and who it belongs to. */
export const TokenAnswerSchema = z.object({ access_token: z.string(), expires_in: z.number(), user: UserSchema });
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

/** POST /admin/seller/change-shop. */
export const ChangeShopAnswerSchema = z.object({ shopId: z.string() });

/** A plain confirmation such as "If that address has an account, we sent a link". */
export const MessageAnswerSchema = z.object({ message: z.string() });
