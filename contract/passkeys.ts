/**
 * Passkeys (issue 22 item 9, WebAuthn): a second factor beside the authenticator app, and a sign-in of its own.
 * The browser's answers travel as the JSON of @simplewebauthn/browser; the Store API checks them (signature,
 * challenge, origin, counter) and only their outer shape is checked here. Imports only zod.
 */
import { z } from 'zod';

/** A challenge (registration or sign-in) lasts 5 minutes and is used once. */
export const PASSKEY_CHALLENGE_SECONDS = 300;
/** How many passkeys one account may hold. */
export const MAX_PASSKEYS = 20;

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');

const answerBase = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.create() answered (RegistrationResponseJSON). */
export const PasskeyAttestationSchema = z.object({
  ...answerBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20000),
    transports: z.array(z.string().max(30)).max(10).optional(),
    authenticatorData: b64url(4000).optional(),
    publicKey: b64url(4000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});
export type PasskeyAttestation = z.infer<typeof PasskeyAttestationSchema>;

/** What navigator.credentials.get() answered (AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = z.object({
  ...answerBase,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

const name = z
  .string({ error: 'Give the passkey a name' })
  .trim()
  .min(1, 'Give the passkey a name')
  .max(60, 'Keep the name under 60 characters');

/** POST /admin/profile/two-step/passkeys: the new passkey's name and the browser's answer. */
export const PasskeyRegistrationSchema = z.object({ name, response: PasskeyAttestationSchema });
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

/** PATCH /admin/profile/two-step/passkeys/{id} */
export const PasskeyRenameSchema = z.object({ name });
export type PasskeyRename = z.infer<typeof PasskeyRenameSchema>;

/** One passkey of the seller, as /my-profile lists it. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/**
 * Options for the browser (PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON), passed
 * to @simplewebauthn/browser as they are.
 */
export const PasskeyOptionsSchema = z.object({ challenge: z.string() }).loose();
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** POST /auth/sellers/login/passkey: a sign-in with a passkey alone (discoverable, user verification required). */
export const PasskeySignInSchema = z.object({ response: PasskeyAssertionSchema, userAgent: z.string().max(500).optional() });
export type PasskeySignIn = z.infer<typeof PasskeySignInSchema>;

/** POST /auth/sellers/login/two-step/passkey/options: the pending sign-in whose second step is a passkey. */
export const PendingTokenSchema = z.object({ pendingToken: z.string({ error: 'Sign in again' }).trim().min(1, 'Sign in again').max(200) });

/** POST /auth/sellers/login/two-step/passkey: the second step of a sign-in, given with a passkey. */
export const PasskeySecondStepSchema = PendingTokenSchema.extend({
  response: PasskeyAssertionSchema,
  userAgent: z.string().max(500).optional(),
});
export type PasskeySecondStep = z.infer<typeof PasskeySecondStepSchema>;
