/**
 * Two-step sign-in (issue 22 items 8, 10–12): the authenticator app with recovery codes, the second step of a
 * sign-in, and the fresh factor that money and access changes ask for. Imports only zod.
 */
import { z } from 'zod';
import { TokenAnswerSchema } from './auth.ts';
import { PasskeyAssertionSchema, PasskeySchema } from './passkeys.ts';

/** Authenticator codes are 6 digits, a new one every 30 seconds (RFC 6238). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a seller gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** A factor given in the last 5 minutes lets money and access change (OWASP ASVS 5.0 7.5.1, 7.5.3). */
export const FRESH_FACTOR_SECONDS = 300;
/** The pending token of a sign-in waiting for its second step lasts 5 minutes. */
export const SIGN_IN_CHALLENGE_SECONDS = 300;

/** The code a refused money or access change answers with (403) until a factor is given. */
export const FRESH_FACTOR_REQUIRED = 'FRESH_FACTOR_REQUIRED';
/** The code of a sign-in that needs its second step (the dashboard shows the code form). */
export const TWO_STEP_REQUIRED = 'TWO_STEP_REQUIRED';
/** A member of a shop that requires two-step, signed in without it: only two-step setup is open (item 10). */
export const TWO_STEP_SETUP_REQUIRED = 'TWO_STEP_SETUP_REQUIRED';

/** The kinds of factor a session can have given. */
export const FACTOR_KINDS = ['password', 'totp', 'recovery', 'passkey'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** Spaces and dashes are dropped, letters lower-cased: "123 456" and "ABCD-EFGH-JKLM" are typed as shown. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();
/** True when `code` (normalised) is shaped like an authenticator code rather than a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(normalizeCode(code));

const code = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(40, 'That code is too long');

/** A code from the authenticator app, or one of the recovery codes. */
export const CodeSchema = z.object({ code });
export type CodeInput = z.infer<typeof CodeSchema>;

/** POST /auth/sellers/login/two-step: the second step of a sign-in. */
export const SecondStepSchema = z.object({
  pendingToken: z.string({ error: 'Sign in again' }).trim().min(1, 'Sign in again').max(200),
  code,
  userAgent: z.string().max(500).optional(),
});
export type SecondStep = z.infer<typeof SecondStepSchema>;

/** The answer of POST /auth/sellers/login for an account with two-step: no session yet, a pending token. */
export const TwoStepChallengeSchema = z.object({
  twoStep: z.literal(true),
  pending_token: z.string(),
  expires_in: z.number().int(),
});
export type TwoStepChallenge = z.infer<typeof TwoStepChallengeSchema>;

/** POST /admin/profile/fresh-factor: a code or a passkey's answer (two-step on), or the password (two-step off). */
export const FreshFactorSchema = z
  .object({ code: code.optional(), password: z.string().max(200).optional(), passkey: PasskeyAssertionSchema.optional() })
  .refine((f) => Boolean(f.code || f.password || f.passkey), { error: 'Enter a code or your password', path: ['code'] });
export type FreshFactor = z.infer<typeof FreshFactorSchema>;

/** GET /admin/profile/two-step */
export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  /** Setup started and waiting for its first code: the secret and the otpauth:// address for the QR code. */
  setup: z.object({ secret: z.string(), uri: z.string() }).nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Until when this session's last factor counts as fresh (null: none, or an impersonation session). */
  freshUntil: z.string().nullable(),
  /** Shops of the seller that require two-step (item 10). */
  requiredBy: z.array(z.string()),
  /** The seller's passkeys (item 9), oldest first. */
  passkeys: z.array(PasskeySchema),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** New recovery codes, shown once (after setup and on renewal). */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** PUT /admin/team/two-step: a shop admin requires two-step of the shop's members (item 10). */
export const ShopTwoStepSchema = z.object({ required: z.boolean({ error: 'Say whether two-step is required' }) });
export type ShopTwoStep = z.infer<typeof ShopTwoStepSchema>;

/** GET and PUT /admin/team/two-step: the shop's setting, and how many active members sign in without two-step. */
export const ShopTwoStepStateSchema = z.object({ required: z.boolean(), membersWithout: z.number().int() });
export type ShopTwoStepState = z.infer<typeof ShopTwoStepStateSchema>;

/** POST /auth/sellers/login: a session, or (two-step on) a pending token for the second step. */
export const LoginAnswerSchema = z.union([TokenAnswerSchema, TwoStepChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** POST /admin/profile/fresh-factor */
export const FreshFactorAnswerSchema = z.object({ freshUntil: z.string() });
