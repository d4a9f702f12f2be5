/** Store API: two-step sign-in (/admin/profile/two-step/*), the fresh factor, and the second step of a sign-in. */
import { TokenAnswerSchema, MessageAnswerSchema } from '../../../contract/auth.ts';
import {
  FreshFactorAnswerSchema,
  RecoveryCodesSchema,
  TwoStepStatusSchema,
  type FreshFactor,
  type SecondStep,
} from '../../../contract/two-step.ts';
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
};
