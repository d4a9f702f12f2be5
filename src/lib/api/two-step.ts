/** Store API: two-step sign-in (/admin/profile/two-step/*), the fresh factor, and the second step of a sign-in. */
import { TokenAnswerSchema, MessageAnswerSchema } from '../../../contract/auth.ts';
import {
  FreshFactorAnswerSchema,
  RecoveryCodesSchema,
  TwoStepStatusSchema,
  type FreshFactor,
  type SecondStep,
} from '../../../contract/two-step.ts';
import { PasskeyOptionsSchema, PasskeySchema, type PasskeyAssertion, type PasskeyRegistration } from '../../../contract/passkeys.ts';
import { z } from 'zod';
import { api } from './config.ts';

const SetupSchema = z.object({ secret: z.string(), uri: z.string() });

export const twoStepApi = {
  status: (token: string) => api(token).get(TwoStepStatusSchema, '/admin/profile/two-step'),
  setup: (token: string) => api(token).post(SetupSchema, '/admin/profile/two-step/setup'),
  confirm: (token: string, code: string) => api(token).post(RecoveryCodesSchema, '/admin/profile/two-step/confirm', { code }),
  renewCodes: (token: string) => api(token).post(RecoveryCodesSchema, '/admin/profile/two-step/recovery-codes'),
  disable: (token: string, code: string) => api(token).post(MessageAnswerSchema, '/admin/profile/two-step/disable', { code }),
  freshFactor: (token: string, factor: FreshFactor) => api(token).post(FreshFactorAnswerSchema, '/admin/profile/fresh-factor', factor),
  secondStep: (body: SecondStep) => api().post(TokenAnswerSchema, '/auth/sellers/login/two-step', body),

  // Passkeys (issue 22 item 9): the browser's answers pass through as they came (the Store API checks them).
  passkeyOptions: (token: string) => api(token).post(PasskeyOptionsSchema, '/admin/profile/two-step/passkeys/options'),
  addPasskey: (token: string, body: PasskeyRegistration) => api(token).post(PasskeySchema, '/admin/profile/two-step/passkeys', body),
  renamePasskey: (token: string, id: string, name: string) =>
    api(token).patch(MessageAnswerSchema, `/admin/profile/two-step/passkeys/${encodeURIComponent(id)}`, { name }),
  removePasskey: (token: string, id: string) =>
    api(token).delete(MessageAnswerSchema, `/admin/profile/two-step/passkeys/${encodeURIComponent(id)}`),
  freshPasskeyOptions: (token: string) => api(token).post(PasskeyOptionsSchema, '/admin/profile/fresh-factor/passkey-options'),
  signInOptions: () => api().post(PasskeyOptionsSchema, '/auth/sellers/login/passkey/options'),
  signIn: (response: PasskeyAssertion, userAgent?: string) =>
    api().post(TokenAnswerSchema, '/auth/sellers/login/passkey', { response, userAgent }),
  secondStepOptions: (pendingToken: string) =>
    api().post(PasskeyOptionsSchema, '/auth/sellers/login/two-step/passkey/options', { pendingToken }),
  secondStepPasskey: (pendingToken: string, response: PasskeyAssertion, userAgent?: string) =>
    api().post(TokenAnswerSchema, '/auth/sellers/login/two-step/passkey', { pendingToken, response, userAgent }),
};
