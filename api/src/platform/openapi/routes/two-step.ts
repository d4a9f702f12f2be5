/** Two-step sign-in and the fresh factor (api/src/domains/two-step/routes.ts). */
import { MessageAnswerSchema } from '../../../../../contract/auth.ts';
import {
  CodeSchema,
  FreshFactorAnswerSchema,
  FreshFactorSchema,
  RecoveryCodesSchema,
  TwoStepStatusSchema,
} from '../../../../../contract/two-step.ts';
import { PasskeyOptionsSchema, PasskeyRegistrationSchema, PasskeyRenameSchema, PasskeySchema } from '../../../../../contract/passkeys.ts';
import { z } from 'zod';
import { describeRoute } from '../registry.ts';

const tags = ['Two-step sign-in'] as const;

export const twoStepRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/profile/two-step',
    summary: 'Two-step sign-in of the seller',
    tags,
    answer: TwoStepStatusSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/setup',
    summary: 'Start setting up the authenticator app (needs a fresh factor): its secret and otpauth:// address',
    tags,
    answer: z.object({ secret: z.string(), uri: z.string() }),
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/confirm',
    summary: 'Confirm the authenticator with its first code: two-step is on; ten recovery codes, shown once',
    tags,
    body: CodeSchema,
    answer: RecoveryCodesSchema,
    errors: [409, 429],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/recovery-codes',
    summary: 'Replace the recovery codes (needs a fresh factor); the old ones stop working',
    tags,
    answer: RecoveryCodesSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/disable',
    summary: 'Turn two-step off with a current code',
    tags,
    body: CodeSchema,
    answer: MessageAnswerSchema,
    errors: [409, 429],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/profile/two-step/passkeys',
    summary: 'The seller’s passkeys',
    tags,
    answer: z.object({ response: z.array(PasskeySchema) }),
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/passkeys/options',
    summary: 'Options for adding a passkey (needs a fresh factor and the authenticator app on); the challenge lasts 5 minutes',
    tags,
    answer: PasskeyOptionsSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/two-step/passkeys',
    summary: 'Add a passkey: its name and the browser’s answer to the options (needs a fresh factor)',
    tags,
    body: PasskeyRegistrationSchema,
    answer: PasskeySchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/profile/two-step/passkeys/:id',
    summary: 'Rename a passkey',
    tags,
    body: PasskeyRenameSchema,
    answer: MessageAnswerSchema,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/profile/two-step/passkeys/:id',
    summary: 'Remove a passkey (needs a fresh factor)',
    tags,
    answer: MessageAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/fresh-factor/passkey-options',
    summary: 'Options for giving the fresh factor with one of the seller’s passkeys',
    tags,
    answer: PasskeyOptionsSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/fresh-factor',
    summary:
      'Give a factor (a code or a passkey’s answer, or the password where two-step is off): money and access may change for 5 minutes',
    tags,
    body: FreshFactorSchema,
    answer: FreshFactorAnswerSchema,
    errors: [429],
  }),
];
