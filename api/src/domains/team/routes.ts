/**
 * /admin/team (key roles-access): the staff list, invitations, members' keys, suspension, removal and the
 * activity log. /auth/invitations (no sign-in): what an invitation link shows, and accepting it.
 */
import { Hono } from 'hono';
import { clientUserAgent, startSession } from '../auth/sessions.ts';
import type { AppEnv } from '../../platform/env.ts';
import { shopRoutes, permit, type ShopEnv } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { ListQuerySchema } from '../../../../contract/list.ts';
import { AcceptInvitationSchema, InviteStaffSchema, MemberVersionSchema, UpdateMemberSchema } from '../../../../contract/team.ts';
import { listActivity } from './activity.ts';
import { acceptInvitation, cancelInvitation, inviteStaff, previewInvitation, resendInvitation } from './invitations.ts';
import { getStaff, listStaff, removeMember, setSuspended, updateMember } from './team.ts';
import type { Context } from 'hono';
import { freshFactor } from '../../platform/fresh-factor.ts';
import { hasTwoStep } from '../two-step/two-step.ts';
import { startChallenge } from '../two-step/challenges.ts';
import { setShopTwoStep, shopTwoStepState } from '../two-step/shop-rule.ts';
import { ShopTwoStepSchema } from '../../../../contract/two-step.ts';

export const teamRoutes = shopRoutes({ permission: 'member' });

const actor = (c: Context<ShopEnv>) => ({ seller: c.var.seller, membership: c.var.membership });

/** Without SMTP the link goes to the API log (the demo works with nothing installed); with SMTP, never. */
const announce = (c: Context<ShopEnv>, email: string, link: string) => {
  c.var.mail.kick();
  if (!c.var.mail.delivered) c.var.log(`Invitation link for ${email}: ${link}`);
};

teamRoutes.get('/', permit('roles-access'), async (c) => c.json(await listStaff(c.var.shop, actor(c))));

teamRoutes.get('/activity', permit('roles-access'), async (c) => {
  const { page, limit } = query(c, ListQuerySchema);
  return c.json(await listActivity(c.var.shop, page, limit));
});

teamRoutes.post('/invitations', permit('roles-access'), freshFactor, async (c) => {
  const input = await jsonBody(c, InviteStaffSchema);
  const { invitation, link } = await inviteStaff(c.var.shop, actor(c), input, c.var.dashboardUrl);
  announce(c, invitation.email, link);
  return c.json(invitation, 201);
});

teamRoutes.post('/invitations/:id/resend', permit('roles-access'), async (c) => {
  const { invitation, link } = await resendInvitation(c.var.shop, actor(c), c.req.param('id'), c.var.dashboardUrl);
  announce(c, invitation.email, link);
  return c.json(invitation);
});

teamRoutes.delete('/invitations/:id', permit('roles-access'), async (c) => {
  await cancelInvitation(c.var.shop, actor(c), c.req.param('id'));
  return c.body(null, 204);
});

/** Leaving a shop needs no key: any member may go, unless they are its last shop admin. */
teamRoutes.post('/leave', async (c) => {
  await removeMember(c.var.shop, actor(c), c.var.seller.id);
  return c.body(null, 204);
});

// Whether the shop requires two-step sign-in of its members (issue 22 item 10); changing it needs a fresh factor.
teamRoutes.get('/two-step', permit('roles-access'), async (c) => c.json(await shopTwoStepState(c.var.shop)));

teamRoutes.put('/two-step', permit('roles-access'), freshFactor, async (c) => {
  const { required } = await jsonBody(c, ShopTwoStepSchema);
  return c.json(await setShopTwoStep(c.var.shop, actor(c), required));
});

teamRoutes.get('/:id', permit('roles-access'), async (c) => c.json(await getStaff(c.var.shop, actor(c), c.req.param('id'))));

teamRoutes.patch('/members/:id', permit('roles-access'), freshFactor, async (c) => {
  const input = await jsonBody(c, UpdateMemberSchema);
  return c.json(await updateMember(c.var.shop, actor(c), c.req.param('id'), input));
});

teamRoutes.post('/members/:id/suspend', permit('roles-access'), async (c) => {
  const { version } = await jsonBody(c, MemberVersionSchema);
  return c.json(await setSuspended(c.var.shop, actor(c), c.req.param('id'), true, version));
});

teamRoutes.post('/members/:id/resume', permit('roles-access'), async (c) => {
  const { version } = await jsonBody(c, MemberVersionSchema);
  return c.json(await setSuspended(c.var.shop, actor(c), c.req.param('id'), false, version));
});

teamRoutes.delete('/members/:id', permit('roles-access'), async (c) => {
  await removeMember(c.var.shop, actor(c), c.req.param('id'));
  return c.body(null, 204);
});

/** Mounted at /auth/invitations: no session needed. */
export const invitationRoutes = new Hono<AppEnv>();

invitationRoutes.get('/:token', async (c) => c.json(await previewInvitation(c.var.db, c.req.param('token'))));

invitationRoutes.post('/accept', async (c) => {
  const input = await jsonBody(c, AcceptInvitationSchema);
  const { seller, shopId } = await acceptInvitation(c.var.db, input);
  const userAgent = input.userAgent ?? clientUserAgent((name) => c.req.header(name));
  // The password was given (or just chosen); an account with two-step still needs its code (issue 22 item 8).
  if (await hasTwoStep(c.var.db, seller.id)) return c.json(await startChallenge(c.var.db, seller.id, userAgent));
  return c.json(await startSession(c.var.db, seller, { shopId, userAgent, factor: 'password' }));
});
