/**
 * Staff and permissions (/settings/roles-access): invite, change keys and shop admin, suspend, resume,
 * remove, resend or cancel an invitation; and accepting an invitation on /invite (no sign-in needed).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { AcceptInvitationSchema, InviteStaffSchema, UpdateMemberSchema } from '../../contract/team.ts';
import { teamApi } from '../lib/api/team.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { forgetSession, setPendingCookie, setShopCookie, setTokenCookie } from '../lib/session.ts';
import { requireRouteAccess, requireToken } from './access.ts';
import { m } from '../paraglide/messages.js';

const LIST = '/settings/roles-access';
const id = z.string().trim().min(1);
const version = z.coerce.number().int().min(1);
const editPage = (memberId: string) => `${LIST}/update/${encodeURIComponent(memberId)}`;

/** Runs a staff change; any refusal comes back as the form's message. */
async function change(run: () => Promise<unknown>, redirect: string, flash: string): Promise<FormOutcome> {
  try {
    await run();
  } catch (error) {
    return fail(error);
  }
  return succeed(redirect, flash);
}

export const team = {
  invite: defineAction({
    accept: 'form',
    input: InviteStaffSchema.extend(factorFields),
    handler: async ({ factorCode, factorPassword, ...input }, context) => {
      const token = requireRouteAccess(context, LIST);
      const invite = () => withFreshFactor(token, { factorCode, factorPassword }, () => teamApi.invite(token, input));
      return change(invite, LIST, m.team_invitation_sent({ email: input.email }));
    },
  }),

  update: defineAction({
    accept: 'form',
    input: UpdateMemberSchema.extend({ id, ...factorFields }),
    handler: async ({ id, factorCode, factorPassword, ...input }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      const update = () => withFreshFactor(token, { factorCode, factorPassword }, () => teamApi.update(token, id, input));
      return change(update, editPage(id), m.team_changes_saved());
    },
  }),

  suspend: defineAction({
    accept: 'form',
    input: z.object({ id, version }),
    handler: async ({ id, version }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      return change(() => teamApi.suspend(token, id, version), editPage(id), m.team_suspended_toast());
    },
  }),

  resume: defineAction({
    accept: 'form',
    input: z.object({ id, version }),
    handler: async ({ id, version }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      return change(() => teamApi.resume(token, id, version), editPage(id), m.team_resumed_toast());
    },
  }),

  remove: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      return change(() => teamApi.remove(token, id), LIST, m.team_removed_toast());
    },
  }),

  resend: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      return change(() => teamApi.resend(token, id), editPage(id), m.team_resent_toast());
    },
  }),

  cancel: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/settings/roles-access/update/[id]');
      return change(() => teamApi.cancel(token, id), LIST, m.team_cancelled_toast());
    },
  }),

  leave: defineAction({
    accept: 'form',
    handler: async (_input, context): Promise<FormOutcome> => {
      const token = requireToken(context);
      try {
        await teamApi.leave(token);
      } catch (error) {
        return fail(error);
      }
      forgetSession(token);
      return succeed('/', m.team_left_toast());
    },
  }),

  /** /invite: join the shop as a new person (name + password) or with an existing account's password. */
  accept: defineAction({
    accept: 'form',
    input: AcceptInvitationSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      try {
        const answer = await teamApi.accept({
          ...input,
          userAgent: context.request.headers.get('user-agent')?.slice(0, 500),
          language: context.locals.display.locale,
        });
        if ('twoStep' in answer) {
          // Joined; the account has two-step, so its code comes next (issue 22 item 8).
          setPendingCookie(context.cookies, context.url, answer.pending_token, answer.expires_in);
          return succeed('/login/two-step?next=%2F', m.team_joined_two_step());
        }
        const previous = context.locals.token;
        if (previous) forgetSession(previous);
        setTokenCookie(context.cookies, context.url, answer.access_token);
        if (answer.user.activeShopId) setShopCookie(context.cookies, context.url, answer.user.activeShopId);
        return succeed('/', m.team_welcome({ name: answer.user.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
