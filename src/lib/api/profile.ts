/** Store API: the signed-in seller's own account (/admin/profile/*) and opening another shop. */
import {
  ProfileSchema,
  SessionListSchema,
  type ChangeEmail,
  type ChangePassword,
  type CreateShop,
  DisplaySettingsSchema,
  type UpdateDisplay,
  type UpdateProfile,
} from '../../../contract/profile.ts';
import { CreatedShopSchema, EndedAnswerSchema } from '../../../contract/answers.ts';
import { MessageAnswerSchema } from '../../../contract/auth.ts';
import { api } from './config.ts';

export const profileApi = {
  get: (token: string) => api(token).get(ProfileSchema, '/admin/profile'),
  save: (token: string, body: UpdateProfile) => api(token).patch(ProfileSchema, '/admin/profile', body),
  saveDisplay: (token: string, body: UpdateDisplay) => api(token).patch(DisplaySettingsSchema, '/admin/profile/display', body),
  changeEmail: (token: string, body: ChangeEmail) => api(token).post(MessageAnswerSchema, '/admin/profile/email', body),
  confirmEmail: (token: string, emailToken: string) =>
    api(token).post(ProfileSchema, '/admin/profile/email/confirm', { token: emailToken }),
  changePassword: (token: string, body: ChangePassword) => api(token).post(MessageAnswerSchema, '/admin/profile/password', body),
  sessions: (token: string) => api(token).get(SessionListSchema, '/admin/profile/sessions'),
  revokeSession: (token: string, id: string) => api(token).delete<void>(`/admin/profile/sessions/${encodeURIComponent(id)}`),
  revokeOthers: (token: string) => api(token).post(EndedAnswerSchema, '/admin/profile/sessions/others/revoke'),
  createShop: (token: string, body: CreateShop) => api(token).post(CreatedShopSchema, '/admin/profile/shops', body),
};
