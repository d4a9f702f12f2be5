/** Store API: sign-in, sign-up, sign-out and passwords (/auth/*). */
import type { Login, ResetPassword, Signup } from '../../../contract/auth.ts';
import { api } from './config.ts';
import type { User } from './sellers.ts';

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  user: User;
}

export const authApi = {
  login: (credentials: Login) => api().post<TokenAnswer>('/auth/sellers/login', credentials),
  signup: (form: Signup) => api().post<TokenAnswer>('/auth/request', form),
  /** Exchanges a one-time sign-in link token (impersonation) for a session. */
  loginWithLink: (token: string) => api().post<TokenAnswer>('/auth/sellers/login-link', { token }),
  logout: (token: string) => api(token).post<void>('/auth/logout'),
  forgotPassword: (email: string) => api().post<{ message: string }>('/auth/password/forgot', { email }),
  resetPassword: (form: ResetPassword) => api().post<{ message: string }>('/auth/password/reset', form),
};
