/** Store API: the shop's staff, invitations and activity (/admin/team), and invitation links (/auth/invitations). */
import {
  ActivityListSchema,
  InvitationPreviewSchema,
  StaffListSchema,
  StaffMemberSchema,
  type AcceptInvitation,
  type InviteStaff,
  type UpdateMember,
} from '../../../contract/team.ts';
import type { TokenAnswer } from './auth.ts';
import { api } from './config.ts';

const member = (id: string) => `/admin/team/members/${encodeURIComponent(id)}`;
const invitation = (id: string) => `/admin/team/invitations/${encodeURIComponent(id)}`;

export const teamApi = {
  list: async (token: string) => StaffListSchema.parse(await api(token).get('/admin/team')),
  activity: async (token: string, page = 1, limit = 10) =>
    ActivityListSchema.parse(await api(token).get('/admin/team/activity', { page, limit })),
  /** A member (by seller id) or a pending invitation (by its id). */
  get: async (token: string, id: string) => StaffMemberSchema.parse(await api(token).get(`/admin/team/${encodeURIComponent(id)}`)),
  invite: async (token: string, body: InviteStaff) => StaffMemberSchema.parse(await api(token).post('/admin/team/invitations', body)),
  update: async (token: string, id: string, body: UpdateMember) => StaffMemberSchema.parse(await api(token).patch(member(id), body)),
  suspend: async (token: string, id: string, version: number) =>
    StaffMemberSchema.parse(await api(token).post(`${member(id)}/suspend`, { version })),
  resume: async (token: string, id: string, version: number) =>
    StaffMemberSchema.parse(await api(token).post(`${member(id)}/resume`, { version })),
  remove: (token: string, id: string) => api(token).delete<void>(member(id)),
  resend: async (token: string, id: string) => StaffMemberSchema.parse(await api(token).post(`${invitation(id)}/resend`)),
  cancel: (token: string, id: string) => api(token).delete<void>(invitation(id)),
  /** What /invite shows (no sign-in). */
  preview: async (invitationToken: string) =>
    InvitationPreviewSchema.parse(await api().get(`/auth/invitations/${encodeURIComponent(invitationToken)}`)),
  accept: (body: AcceptInvitation) => api().post<TokenAnswer>('/auth/invitations/accept', body),
};
