/**
 * Staff of a shop (/settings/roles-access, Store API /admin/team) and invitations (/invite, /auth/invitations):
 * request bodies, answers, statuses with their labels.
 */
import { z } from 'zod';
import { LOCALES } from './format.ts';
import { PERMISSION_KEYS, type PermissionKey } from './permissions.ts';

export const MEMBER_STATUSES = ['invited', 'active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { invited: 'Invited', active: 'Active', suspended: 'Suspended' };

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

const email = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address')
  .max(254, 'E-mail address is too long')
  .regex(z.regexes.email, 'Enter a valid e-mail address');

const name = z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(100, 'Name must be at most 100 characters');

const permissionList = z
  .array(z.enum(PERMISSION_KEYS, { error: 'Unknown permission' }), { error: 'Choose permissions' })
  .max(PERMISSION_KEYS.length)
  .transform((keys) => [...new Set(keys)] as PermissionKey[]);

const version = z.coerce.number({ error: 'The form is missing its version' }).int().min(1);

/** POST /admin/team/invitations */
export const InviteStaffSchema = z.object({ name, email, permissions: permissionList });
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

/** PATCH /admin/team/members/:id: the member's keys and whether they are a shop admin. */
export const UpdateMemberSchema = z.object({ permissions: permissionList, isShopAdmin: z.boolean(), version });
export type UpdateMember = z.infer<typeof UpdateMemberSchema>;

/** POST /admin/team/members/:id/suspend | resume, DELETE /admin/team/members/:id (body optional). */
export const MemberVersionSchema = z.object({ version });

/** One row of the staff list: a member (id = their seller id) or a pending invitation (id = its id). */
export const StaffMemberSchema = z.object({
  id: z.string(),
  kind: z.enum(['member', 'invitation']),
  name: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  isShopAdmin: z.boolean(),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  lastActiveAt: z.string().nullable(),
  /** Invitations only: when the link lapses. */
  expiresAt: z.string().nullable(),
  /** The caller's own row (they cannot change their own access). */
  isYou: z.boolean(),
  version: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /admin/team */
export const StaffListSchema = z.object({
  response: z.array(StaffMemberSchema),
  count: z.number().int(),
  /** Staff accounts the plan allows besides the first shop admin; null: no limit. */
  staffLimit: z.number().int().nullable(),
  /** Members and pending invitations besides the first shop admin. */
  staffUsed: z.number().int(),
  planName: z.string().nullable(),
  /** What the caller may grant: every key for a shop admin. */
  you: z.object({ isShopAdmin: z.boolean(), permissions: z.array(z.enum(PERMISSION_KEYS)) }),
});
export type StaffList = z.infer<typeof StaffListSchema>;

/** True when the plan's staff limit is reached. */
export const staffLimitReached = (list: Pick<StaffList, 'staffLimit' | 'staffUsed'>): boolean =>
  list.staffLimit !== null && list.staffUsed >= list.staffLimit;

/** One line of the shop's activity log. */
export const ActivitySchema = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  /** The English sentence, said after the actor's name. */
  summary: z.string(),
  /** What the dashboard words the line from (contract/activity.ts); null on lines written before params (issue 23). */
  params: z.record(z.string(), z.unknown()).nullable().optional(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityListSchema = z.object({ response: z.array(ActivitySchema), count: z.number().int() });

/** GET /auth/invitations/:token (no sign-in): what /invite shows. */
export const InvitationPreviewSchema = z.object({
  shopName: z.string(),
  name: z.string(),
  email: z.string(),
  /** An account with this e-mail exists: sign in to accept instead of choosing a password. */
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** POST /auth/invitations/accept: a new person gives a name and a password; an existing seller their password. */
export const AcceptInvitationSchema = z.object({
  token: z.string({ error: 'The link is missing its token' }).trim().min(1, 'The link is missing its token'),
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  password: z.string({ error: 'Enter a password' }).min(1, 'Enter a password').max(128, 'Password must be at most 128 characters'),
  /** The browser's User-Agent, forwarded by the dashboard for the sessions list on /my-profile. */
  userAgent: z.string().max(500).optional(),
  /** The language /invite was shown in: a new account starts in it (issue 23 item 2). English when not given. */
  language: z.enum(LOCALES).optional(),
});
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;
