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
import { LoginAnswerSchema, ShopTwoStepStateSchema } from '../../../contract/two-step.ts';
import { api } from './config.ts';

const member = (id: string) => `/admin/team/members/${encodeURIComponent(id)}`;
const invitation = (id: string) => `/admin/team/invitations/${encodeURIComponent(id)}`;

export const teamApi = {
  list: (token: string) => api(token).get(StaffListSchema, '/admin/team'),
  activity: (token: string, page = 1, limit = 10) => api(token).get(ActivityListSchema, '/admin/team/activity', { page, limit }),
  /** A member (by seller id) or a pending invitation (by its id). */
  get: (token: string, id: string) => api(token).get(StaffMemberSchema, `/admin/team/${encodeURIComponent(id)}`),
  invite: (token: string, body: InviteStaff) => api(token).post(StaffMemberSchema, '/admin/team/invitations', body),
  update: (token: string, id: string, body: UpdateMember) => api(token).patch(StaffMemberSchema, member(id), body),
  suspend: (token: string, id: string, version: number) => api(token).post(StaffMemberSchema, `${member(id)}/suspend`, { version }),
  resume: (token: string, id: string, version: number) => api(token).post(StaffMemberSchema, `${member(id)}/resume`, { version }),
  remove: (token: string, id: string) => api(token).delete<void>(member(id)),
  resend: (token: string, id: string) => api(token).post(StaffMemberSchema, `${invitation(id)}/resend`),
  cancel: (token: string, id: string) => api(token).delete<void>(invitation(id)),
  /** The caller leaves the active shop (refused for its last shop admin). */
  leave: (token: string) => api(token).post<void>('/admin/team/leave'),
  /** Whether the shop requires two-step sign-in of its members, and how many have not set it up (issue 22 item 10). */
  twoStep: (token: string) => api(token).get(ShopTwoStepStateSchema, '/admin/team/two-step'),
  /** Requires two-step of every member, or stops (a shop admin on two-step, with a fresh factor). */
  setTwoStep: (token: string, required: boolean) => api(token).put(ShopTwoStepStateSchema, '/admin/team/two-step', { required }),
  /** What /invite shows (no sign-in). */
  preview: (invitationToken: string) => api().get(InvitationPreviewSchema, `/auth/invitations/${encodeURIComponent(invitationToken)}`),
  /** A session, or for an account with two-step a pending token for the second step (as a sign-in answers). */
  accept: (body: AcceptInvitation) => api().post(LoginAnswerSchema, '/auth/invitations/accept', body),
};
