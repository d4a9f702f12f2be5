/** The rules of staff changes: keys one holds, shop admins, own access, the last shop admin, versions and the plan's staff limit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/index.ts';
import { invite, join, joinPacker, list, owner, rowOf, t, useTeamApp } from './test-kit.ts';

useTeamApp();

describe('rules', () => {
  let manager: string;
  beforeAll(async () => {
    await joinPacker();
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
