/** The staff list and invitations: invite, the mail and its link, preview, accept, resend and cancel. */
import { notificationsOf } from '../notifications/test-kit.ts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DASHBOARD_URL } from '../../../test/app.ts';
import { createApp } from '../../app.ts';
import { invitations } from '../../db/schema/index.ts';
import { accept, invite, mailTo, owner, rowOf, t, tokenIn, useTeamApp, type List, type Row } from './test-kit.ts';

useTeamApp();

describe('GET /admin/team', () => {
  it('lists the members with status and keys, shop admins first', async () => {
    const res = await t.get('/admin/team', owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.response[0]).toMatchObject({ email: 'owner@haat.test', isShopAdmin: true, status: 'active', isYou: true, kind: 'member' });
    expect(body.response.find((row) => row.email === 'staff@haat.test')).toMatchObject({
      status: 'active',
      isShopAdmin: false,
      permissions: ['orders', 'customers', 'products-and-collections'],
    });
    expect(body.planName).toEqual(expect.any(String));
  });

  it('refuses staff without the roles-access key', async () => {
    const res = await t.get('/admin/team', await t.login('staff@haat.test'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'You need the "roles-access" permission for this.' });
  });
});

describe('invitations', () => {
  it('writes the invitation, its mail with a link and a log line; the list shows Invited', async () => {
    const res = await invite({ name: 'Rahim Packer', email: 'Packer1@Example.com', permissions: ['orders'] });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      kind: 'invitation',
      status: 'invited',
      email: 'packer1@example.com',
      permissions: ['orders'],
    });
    const mail = await mailTo('packer1@example.com');
    expect(mail.subject).toBe('Join Dhaka Crafts on Haat');
    expect(mail.body).toContain(`${DASHBOARD_URL}/invite?token=`);
    expect(mail.html).toContain('Dhaka Crafts');
    expect(t.logs.some((line) => line.startsWith('Invitation link for packer1@example.com'))).toBe(true);
    expect(await rowOf('packer1@example.com')).toMatchObject({ status: 'invited' });
    const activity = (await (await t.get('/admin/team/activity', owner)).json()) as { response: { actorName: string; summary: string }[] };
    expect(activity.response[0]).toMatchObject({
      actorName: 'Rahim Uddin',
      summary: 'invited Rahim Packer (packer1@example.com) with Orders',
      // The same line as data, worded by the dashboard in the reader's language (issue 23).
      action: 'staff.invited',
      params: { name: 'Rahim Packer', email: 'packer1@example.com', permissions: ['orders'] },
    });
  });

  it('keeps links out of the log once SMTP delivers the outbox, and nudges the worker', async () => {
    const logs: string[] = [];
    let kicks = 0;
    const smtpApp = createApp(t.db, {
      log: (line) => logs.push(line),
      dashboardUrl: DASHBOARD_URL,
      mail: { delivered: true, kick: () => (kicks += 1) },
    });
    const res = await smtpApp.request('/admin/team/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ name: 'Quiet', email: 'quiet@example.com', permissions: [] }),
    });
    expect(res.status).toBe(201);
    expect(kicks).toBe(1);
    expect(logs.join('\n')).not.toContain('token=');
    expect((await mailTo('quiet@example.com')).body).toContain('/invite?token=');
  });

  it('shows the shop name before sign-in, and the link works once', async () => {
    const token = tokenIn((await mailTo('packer1@example.com')).body);
    const preview = await t.get(`/auth/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ shopName: 'Dhaka Crafts', email: 'packer1@example.com', hasAccount: false });

    const accepted = await accept(token, 'packer-pass-1', 'Rahim Packer');
    expect(accepted.status).toBe(200);
    const session = (await accepted.json()) as { access_token: string; user: { activeShopId: string } };
    const shops = (await (await t.get('/admin/seller/shop-list', session.access_token)).json()) as {
      name: string;
      permissions: string[];
    }[];
    expect(shops).toEqual([expect.objectContaining({ name: 'Dhaka Crafts', permissions: ['orders'] })]);
    // The shop's staff managers hear of it (the newcomer is the actor, so not they).
    const joined = (await notificationsOf(t.db, session.user.activeShopId))[0];
    expect(joined).toMatchObject({ kind: 'staff_joined', params: { name: 'Rahim Packer' } });
    expect((await t.get('/admin/orders', session.access_token)).status).toBe(200);
    expect((await t.get('/admin/customers', session.access_token)).status).toBe(403);
    // The invitation link proved the address: the account signs in without a sign-up confirmation (issue 9 item 11).
    expect((await t.post('/auth/sellers/login', { email: 'packer1@example.com', password: 'packer-pass-1' })).status).toBe(200);

    const again = await accept(token, 'packer-pass-1', 'Rahim Packer');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'INVALID_INVITATION',
      message: 'This invitation link is not valid, was already used or has expired. Ask the shop for a new one.',
    });
    expect((await rowOf('packer1@example.com')).status).toBe('active');
  });

  it('refuses an expired link', async () => {
    await invite({ name: 'Late', email: 'late@example.com', permissions: ['orders'] });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@example.com'));
    const res = await accept(tokenIn((await mailTo('late@example.com')).body), 'late-pass-1', 'Late');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_INVITATION');
  });

  it('lets an existing seller accept with their password, and refuses a wrong one', async () => {
    await invite({ name: 'Lapsed', email: 'lapsed@haat.test', permissions: ['orders'] });
    const token = tokenIn((await mailTo('lapsed@haat.test')).body);
    expect(await (await t.get(`/auth/invitations/${token}`)).json()).toMatchObject({ hasAccount: true });
    const wrong = await accept(token, 'not-it');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'That password is not right for this account.' });
    const right = await accept(token, 'demo1234');
    expect(right.status).toBe(200);
    const session = (await right.json()) as { user: { activeShopId: string } };
    expect((await rowOf('lapsed@haat.test')).status).toBe('active');
    expect(session.user.activeShopId).toEqual(expect.any(String));
  });

  it('asks a new person for a name and a long enough password', async () => {
    await invite({ name: 'Short', email: 'short@example.com', permissions: [] });
    const res = await accept(tokenIn((await mailTo('short@example.com')).body), 'short');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      fields: { name: 'Enter your name', password: 'Password must be at least 8 characters' },
    });
  });

  it('refuses a member or a second invitation to the same address', async () => {
    const member = await invite({ name: 'Karim', email: 'staff@haat.test', permissions: [] });
    expect(member.status).toBe(409);
    expect((await member.json()).message).toBe('This person is already a member of the shop.');
    await invite({ name: 'Twice', email: 'twice@example.com', permissions: [] });
    const twice = await invite({ name: 'Twice', email: 'twice@example.com', permissions: [] });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(
      'An invitation to this e-mail address is already waiting. Resend it from the staff list instead.',
    );
  });

  it('resending makes a new link and ends the old one; cancelling ends it too', async () => {
    const { id } = (await (await invite({ name: 'Resend', email: 'resend@example.com', permissions: ['orders'] })).json()) as Row;
    const first = tokenIn((await mailTo('resend@example.com')).body);
    expect((await t.send('POST', `/admin/team/invitations/${id}/resend`, owner)).status).toBe(200);
    const second = tokenIn((await mailTo('resend@example.com')).body);
    expect(second).not.toBe(first);
    expect((await t.get(`/auth/invitations/${first}`)).status).toBe(400);
    expect((await t.get(`/auth/invitations/${second}`)).status).toBe(200);
    expect((await t.send('DELETE', `/admin/team/invitations/${id}`, owner)).status).toBe(204);
    expect((await t.get(`/auth/invitations/${second}`)).status).toBe(400);
  });
});
