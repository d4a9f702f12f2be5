/** Store API: the signed-in seller's own account (/admin/profile/*) and opening another shop. */
import {
  ProfileSchema,
  SessionListSchema,
  type ChangeEmail,
  type ChangePassword,
  type CreateShop,
  type UpdateProfile,
} from '../../../contract/profile.ts';
import { api } from './config.ts';

export const profileApi = {
  get: async (token: string) => ProfileSchema.parse(await api(token).get('/admin/profile')),
  save: async (token: string, body: UpdateProfile) => ProfileSchema.parse(await api(token).patch('/admin/profile', body)),
  changeEmail: (token: string, body: ChangeEmail) => api(token).post<{ message: string }>('/admin/profile/email', body),
  confirmEmail: async (token: string, emailToken: string) =>
    ProfileSchema.parse(await api(token).post('/admin/profile/email/confirm', { token: emailToken })),
  changePassword: (token: string, body: ChangePassword) => api(token).post<{ message: string }>('/admin/profile/password', body),
  sessions: async (token: string) => SessionListSchema.parse(await api(token).get('/admin/profile/sessions')),
  revokeSession: (token: string, id: string) => api(token).delete<void>(`/admin/profile/sessions/${encodeURIComponent(id)}`),
  revokeOthers: (token: string) => api(token).post<{ ended: number }>('/admin/profile/sessions/others/revoke'),
  createShop: (token: string, body: CreateShop) =>
    api(token).post<{ shopId: string; name: string; handle: string }>('/admin/profile/shops', body),
};
