/** Staff, invitations and the activity log (api/src/domains/team). */
import { ListQuerySchema } from '../../../../../contract/list.ts';
import {
  AcceptInvitationSchema,
  ActivityListSchema,
  InvitationPreviewSchema,
  InviteStaffSchema,
  MemberVersionSchema,
  StaffListSchema,
  StaffMemberSchema,
  UpdateMemberSchema,
} from '../../../../../contract/team.ts';
import { LoginAnswerSchema } from '../../../../../contract/two-step.ts';
import { describeRoute } from '../registry.ts';

const team = { tags: ['Team'], permission: 'roles-access' } as const;
const none = { type: 'none', description: 'Done' } as const;

export const teamRoutes = [
  describeRoute({ method: 'GET', path: '/admin/team', summary: 'Staff and open invitations', ...team, answer: StaffListSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/team/activity',
    summary: "The shop's activity log",
    ...team,
    query: ListQuerySchema,
    answer: ActivityListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/team/invitations',
    summary: 'Invite a staff member by e-mail',
    ...team,
    body: InviteStaffSchema,
    answer: StaffMemberSchema,
    status: 201,
    errors: [402, 409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/team/invitations/:id/resend',
    summary: 'Send an invitation again',
    ...team,
    answer: StaffMemberSchema,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/team/invitations/:id',
    summary: 'Cancel an invitation',
    ...team,
    answer: none,
    status: 204,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/team/leave',
    summary: 'Leave the active shop',
    tags: ['Team'],
    answer: none,
    status: 204,
    errors: [409],
  }),
  describeRoute({ method: 'GET', path: '/admin/team/:id', summary: 'One staff member or invitation', ...team, answer: StaffMemberSchema }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/team/members/:id',
    summary: "Change a staff member's permissions",
    ...team,
    body: UpdateMemberSchema,
    answer: StaffMemberSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/team/members/:id/suspend',
    summary: 'Suspend a staff member',
    ...team,
    body: MemberVersionSchema,
    answer: StaffMemberSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/team/members/:id/resume',
    summary: 'Let a suspended staff member back in',
    ...team,
    body: MemberVersionSchema,
    answer: StaffMemberSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/team/members/:id',
    summary: 'Remove a staff member',
    ...team,
    answer: none,
    status: 204,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/auth/invitations/:token',
    summary: 'What an invitation link offers',
    tags: ['Team'],
    public: true,
    answer: InvitationPreviewSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/invitations/accept',
    summary: 'Accept an invitation (signs in; an account with two-step gets a pending token for its code)',
    tags: ['Team'],
    public: true,
    body: AcceptInvitationSchema,
    answer: LoginAnswerSchema,
    errors: [409],
  }),
];
