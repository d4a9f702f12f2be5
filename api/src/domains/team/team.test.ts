import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';
import { createApp } from '../../app.ts';
import { invitations, outbox, plans } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test'); // active shop: Dhaka Crafts (first by name)
  // Many people join in these tests; the limit has its own test below.
  await t.db.update(plans).set({ staffLimit: null });
});
afterAll(() => t.close());

type Row = {
  id: string;
  kind: string;
  name: string;
  email: string;
  status: string;
  isShopAdmin: boolean;
  permissions: string[];
  version: number;
  isYou: boolean;
};
type List = { response: Row[]; count: number; staffLimit: number | null; staffUsed: number; planName: string | null };

const list = async (token = owner) => (await (await t.get('/admin/team', token)).json()) as List;
const rowOf = async (email: string, token = owner) => (await list(token)).response.find((row) => row.email === email)!;
const invite = (body: unknown, token = owner) => t.send('POST', '/admin/team/invitations', token, body);
const mailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).at(-1)!;
const tokenIn = (text: string) => /invite\?token=([\w-]+)/.exec(text)![1]!;
const accept = (token: string, password: string, name?: string) =>
  t.post('/auth/invitations/accept', { token, password, ...(name ? { name } : {}) });

/** Invites `email` with `permissions`, accepts as a new person, returns their session token. */
async function join(email: string, permissions: string[], by = owner): Promise<string> {
  const res = await invite({ name: email.split('@')[0], email, permissions }, by);
  expect(res.status).toBe(201);
  const accepted = await accept(tokenIn((await mailTo(email)).body), 'packer-pass-1', 'New Person');
  expect(accepted.status).toBe(200);
  return ((await accepted.json()) as { access_token: string }).access_token;
}

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

describe('rules', () => {
  let manager: string;
  beforeAll(async () => {
    manager = await join('manager@example.com', ['roles-access', 'orders', 'customers', 'my-shop']);
  });

  it('nobody grants a key they do not hold', async () => {
    const res = await invite({ name: 'Cashier', email: 'cashier@example.com', permissions: ['orders', 'earnings'] }, manager);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'OUT_OF_SCOPE_PERMISSION',
      message: 'You cannot give Earnings: you do not hold that permission yourself.',
    });
    const target = await rowOf('packer1@example.com');
    const patch = await t.send('PATCH', `/admin/team/members/${target.id}`, manager, {
      permissions: ['orders', 'earnings', 'files'],
      isShopAdmin: false,
      version: target.version,
    });
    expect(patch.status).toBe(403);
    expect((await patch.json()).message).toBe('You cannot give Earnings and Files: you do not hold those permissions yourself.');
    // Keys they hold are fine.
    const ok = await t.send('PATCH', `/admin/team/members/${target.id}`, manager, {
      permissions: ['orders', 'customers'],
      isShopAdmin: false,
      version: target.version,
    });
    expect(ok.status).toBe(200);
  });

  it('only shop admins make admins or change an admin', async () => {
    const target = await rowOf('packer1@example.com');
    const promote = await t.send('PATCH', `/admin/team/members/${target.id}`, manager, {
      permissions: [],
      isShopAdmin: true,
      version: target.version,
    });
    expect(promote.status).toBe(403);
    expect(await promote.json()).toEqual({ code: 'ADMIN_ONLY', message: 'Only a shop admin can make or remove shop admins.' });
    const ownerRow = await rowOf('owner@haat.test');
    const suspend = await t.send('POST', `/admin/team/members/${ownerRow.id}/suspend`, manager, { version: ownerRow.version });
    expect(suspend.status).toBe(403);
    expect(await suspend.json()).toEqual({ code: 'ADMIN_ONLY', message: 'Only a shop admin can change another shop admin.' });
  });

  it('a member cannot change their own access', async () => {
    const me = await rowOf('owner@haat.test');
    const res = await t.send('PATCH', `/admin/team/members/${me.id}`, owner, { permissions: [], isShopAdmin: false, version: me.version });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'OWN_ACCESS', message: 'You cannot change your own access. Ask another shop admin.' });
    const managerRow = await rowOf('manager@example.com');
    const own = await t.send('POST', `/admin/team/members/${managerRow.id}/suspend`, manager, { version: managerRow.version });
    expect(own.status).toBe(403);
    expect((await own.json()).code).toBe('OWN_ACCESS');
  });

  it('the last active shop admin cannot leave, be removed or be demoted', async () => {
    const leave = await t.send('POST', '/admin/team/leave', owner);
    expect(leave.status).toBe(409);
    expect(await leave.json()).toEqual({
      code: 'LAST_ADMIN',
      message: 'A shop needs at least one active shop admin. Make someone else a shop admin first.',
    });
    // With a second admin, that admin may demote the owner; then the second admin is the last one.
    const managerRow = await rowOf('manager@example.com');
    expect(
      (
        await t.send('PATCH', `/admin/team/members/${managerRow.id}`, owner, {
          permissions: [],
          isShopAdmin: true,
          version: managerRow.version,
        })
      ).status,
    ).toBe(200);
    const ownerRow = await rowOf('owner@haat.test');
    expect(
      (
        await t.send('PATCH', `/admin/team/members/${ownerRow.id}`, manager, {
          permissions: ['roles-access'],
          isShopAdmin: false,
          version: ownerRow.version,
        })
      ).status,
    ).toBe(200);
    const managerLeave = await t.send('POST', '/admin/team/leave', manager);
    expect(managerLeave.status).toBe(409);
    expect((await managerLeave.json()).code).toBe('LAST_ADMIN');
    // Put things back: the manager makes the owner admin again.
    const ownerAgain = await rowOf('owner@haat.test', manager);
    expect(
      (
        await t.send('PATCH', `/admin/team/members/${ownerAgain.id}`, manager, {
          permissions: [],
          isShopAdmin: true,
          version: ownerAgain.version,
        })
      ).status,
    ).toBe(200);
    const managerAgain = await rowOf('manager@example.com');
    expect(
      (
        await t.send('PATCH', `/admin/team/members/${managerAgain.id}`, owner, {
          permissions: ['roles-access', 'orders', 'customers', 'my-shop'],
          isShopAdmin: false,
          version: managerAgain.version,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a stale version', async () => {
    const target = await rowOf('packer1@example.com');
    const res = await t.send('PATCH', `/admin/team/members/${target.id}`, owner, {
      permissions: ['orders'],
      isShopAdmin: false,
      version: target.version - 1,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'STALE_VERSION',
      message: 'Someone changed this member while you were editing. Reload the page and try again.',
    });
  });

  it('keeps to the plan staff limit and says so', async () => {
    await t.db.update(plans).set({ staffLimit: 2 });
    try {
      const body = await list();
      expect(body.staffLimit).toBe(2);
      expect(body.staffUsed).toBeGreaterThanOrEqual(2);
      expect(body.planName).toEqual(expect.any(String));
      const res = await invite({ name: 'One more', email: 'more@example.com', permissions: [] });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: 'STAFF_LIMIT_REACHED',
        message: `Your plan (${body.planName}) allows 2 staff accounts. Upgrade to invite more people.`,
      });
    } finally {
      await t.db.update(plans).set({ staffLimit: null });
    }
  });
});

describe('suspension and removal', () => {
  it('suspending ends the member’s session on the shop at once; resuming lets them back in', async () => {
    const packer = await t.login('packer1@example.com', 'packer-pass-1');
    expect((await t.get('/admin/orders', packer)).status).toBe(200);
    const row = await rowOf('packer1@example.com');
    const res = await t.send('POST', `/admin/team/members/${row.id}/suspend`, owner, { version: row.version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'suspended' });
    expect((await t.get('/admin/orders', packer)).status).toBe(401);
    // Signing in again reaches no shop: the suspended membership is not in the list.
    const again = await t.login('packer1@example.com', 'packer-pass-1');
    expect(await (await t.get('/admin/seller/shop-list', again)).json()).toEqual([]);
    expect((await t.get('/admin/orders', again)).status).toBe(403);
    const suspended = await rowOf('packer1@example.com');
    expect((await t.send('POST', `/admin/team/members/${row.id}/resume`, owner, { version: suspended.version })).status).toBe(200);
    const back = await t.login('packer1@example.com', 'packer-pass-1');
    expect((await t.get('/admin/orders', back)).status).toBe(200);
  });

  it('removing ends their access and takes them off the list', async () => {
    const packer = await t.login('packer1@example.com', 'packer-pass-1');
    const row = await rowOf('packer1@example.com');
    expect((await t.send('DELETE', `/admin/team/members/${row.id}`, owner)).status).toBe(204);
    expect((await t.get('/admin/orders', packer)).status).toBe(401);
    expect(await rowOf('packer1@example.com')).toBeUndefined();
    const activity = (await (await t.get('/admin/team/activity', owner)).json()) as { response: { summary: string }[] };
    expect(activity.response.map((line) => line.summary)).toEqual(
      expect.arrayContaining([
        'removed Rahim Packer (packer1@example.com) from the shop',
        'suspended Rahim Packer (packer1@example.com)',
        'resumed Rahim Packer (packer1@example.com)',
      ]),
    );
  });

  it('a member may leave: they stay signed in, without the shop', async () => {
    const leaver = await join('leaver@example.com', ['orders']);
    expect((await t.send('POST', '/admin/team/leave', leaver)).status).toBe(204);
    const me = await t.get('/admin/sellers/user', leaver);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ activeShopId: null });
    expect(await (await t.get('/admin/seller/shop-list', leaver)).json()).toEqual([]);
    expect(await rowOf('leaver@example.com')).toBeUndefined();
  });

  it('answers 404 for someone who is not in the shop', async () => {
    const res = await t.send('POST', '/admin/team/members/nobody/suspend', owner, { version: 1 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'MEMBER_NOT_FOUND', message: 'This person is not a member of the shop.' });
  });
});
