/** Store API: sign-in, sign-up, sign-out and passwords (/auth/*). */
import {
  MessageAnswerSchema,
  TokenAnswerSchema,
  type Login,
  type ResetPassword,
  type Signup,
  type TokenAnswer,
} from '../../../contract/auth.ts';
import { LoginAnswerSchema } from '../../../contract/two-step.ts';
import { api } from './config.ts';

export type { TokenAnswer };

export const authApi = {
  /** A session, or for an account with two-step a pending token for the second step (`twoStep: true`). */
  login: (credentials: Login) => api().post(LoginAnswerSchema, '/auth/sellers/login', credentials),
  /** Sign-up answers "check your e-mail" whatever the address (issue 9 item 11); the account opens from the mailed link. */
  signup: (form: Signup) => api().post(MessageAnswerSchema, '/auth/request', form),
  confirmSignup: (token: string, userAgent?: string) => api().post(TokenAnswerSchema, '/auth/signup/confirm', { token, userAgent }),
  resendConfirmation: (email: string) => api().post(MessageAnswerSchema, '/auth/signup/resend', { email }),
  /** Exchanges a one-time sign-in link token (impersonation) for a session. */
  loginWithLink: (token: string) => api().post(TokenAnswerSchema, '/auth/sellers/login-link', { token }),
  logout: (token: string) => api(token).post<void>('/auth/logout'),
  forgotPassword: (email: string) => api().post(MessageAnswerSchema, '/auth/password/forgot', { email }),
  resetPassword: (form: ResetPassword) => api().post(MessageAnswerSchema, '/auth/password/reset', form),
};
