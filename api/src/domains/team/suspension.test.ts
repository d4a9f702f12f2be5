/** Suspending, resuming, removing and leaving: access ends at once, the list follows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { join, joinPacker, owner, rowOf, t, useTeamApp } from './test-kit.ts';

useTeamApp();

describe('suspension and removal', () => {
  beforeAll(joinPacker);

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
