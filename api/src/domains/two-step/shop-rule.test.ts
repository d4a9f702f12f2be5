/**
 * A shop requires two-step sign-in (issue 22 item 10): only a shop admin on two-step turns it on, with a fresh factor;
 * then a member without two-step reaches only their own account (403 TWO_STEP_SETUP_REQUIRED elsewhere) until they
 * set it up, and the dashboard learns it from GET /admin/sellers/user.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authenticators, sellers, shopMembers } from '../../db/schema/index.ts';
import { ageFactor, codeAt, enableTwoStep } from './test-kit.ts';

let t: TestApp;
let ownerToken: string;
const sellerId = async (email: string) => (await t.db.select().from(sellers).where(eq(sellers.email, email)))[0]?.id;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const require2 = (token: string, required: boolean) => t.send('PUT', '/admin/team/two-step', token, { required });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('the setting', () => {
  it('is refused to staff without roles-access, and to a member with it who is no shop admin', async () => {
    const staff = await t.login('staff@haat.test');
    expect((await require2(staff, true)).status).toBe(403);
    await t.db
      .update(shopMembers)
      .set({ permissions: ['orders', 'customers', 'products-and-collections', 'roles-access'] })
      .where(and(eq(shopMembers.sellerId, (await sellerId('staff@haat.test'))!), eq(shopMembers.isShopAdmin, false)));
    const refused = await require2(staff, true);
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('ADMIN_ONLY');
  });

  it('asks a shop admin to turn on two-step for themselves first', async () => {
    const owner = await t.login('owner@haat.test');
    const refused = await require2(owner, true);
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('TWO_STEP_SELF_FIRST');
    expect(await json(await t.get('/admin/team/two-step', owner))).toMatchObject({ required: false });
  });

  it('needs a fresh factor, then is on and written to the activity log', async () => {
    const { token, secret } = await enableTwoStep(t, 'owner@haat.test');
    ownerToken = token;
    await ageFactor(t, token);
    const stale = await require2(token, true);
    expect(stale.status).toBe(403);
    expect((await json(stale)).code).toBe('FRESH_FACTOR_REQUIRED');
    expect((await t.post('/admin/profile/fresh-factor', { code: await codeAt(secret, 30) }, token)).status).toBe(200);
    const on = await require2(token, true);
    expect(on.status).toBe(200);
    // The staff member has not set two-step up; the owner has.
    expect(await json(on)).toEqual({ required: true, membersWithout: 1 });
    const log = (await json(await t.get('/admin/team/activity', token))) as { response: { action: string }[] };
    expect(log.response.map((l) => l.action)).toContain('shop.two_step_required');
  });
});

let staff: string;
describe('a member without two-step', () => {
  beforeAll(async () => {
    staff = await t.login('staff@haat.test');
  });

  it('reaches no shop data, page or change: 403 TWO_STEP_SETUP_REQUIRED', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/orders'],
      ['GET', '/admin/customers'],
      ['GET', '/admin/team/two-step'],
      ['POST', '/admin/customers', { name: 'X', phone: '01711999999' }],
      ['GET', '/admin/subscription/active'],
    ] as const) {
      const res = await t.send(method, path, staff, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res), `${method} ${path}`).toMatchObject({ code: 'TWO_STEP_SETUP_REQUIRED' });
    }
  });

  it('keeps their own account: who they are (told to set up), their shops, and /admin/profile', async () => {
    expect(await json(await t.get('/admin/sellers/user', staff))).toMatchObject({ email: 'staff@haat.test', twoStepSetupRequired: true });
    expect((await t.get('/admin/seller/shop-list', staff)).status).toBe(200);
    expect((await t.get('/admin/profile', staff)).status).toBe(200);
    expect(await json(await t.get('/admin/profile/two-step', staff))).toMatchObject({ enabled: false, requiredBy: ['Dhaka Crafts'] });
  });

  it('is let in once the authenticator is set up, and cannot turn it off while the shop requires it', async () => {
    const setup = await t.post('/admin/profile/two-step/setup', {}, staff);
    expect(setup.status).toBe(201);
    const { secret } = (await setup.json()) as { secret: string };
    expect((await t.post('/admin/profile/two-step/confirm', { code: await codeAt(secret) }, staff)).status).toBe(200);
    expect((await t.get('/admin/orders', staff)).status).toBe(200);
    expect(await json(await t.get('/admin/sellers/user', staff))).toMatchObject({ twoStepSetupRequired: false });
    const off = await t.post('/admin/profile/two-step/disable', { code: await codeAt(secret, 30) }, staff);
    expect(off.status).toBe(409);
    expect((await json(off)).code).toBe('TWO_STEP_REQUIRED_BY_SHOP');
  });
});

describe('other shops', () => {
  it('never block someone who is no member of the shop that requires it', async () => {
    const lapsedOwner = await t.login('lapsed@haat.test');
    expect(await json(await t.get('/admin/sellers/user', lapsedOwner))).toMatchObject({ twoStepSetupRequired: false });
  });

  it('stop blocking when the shop stops requiring it', async () => {
    // The staff member's session of above, now with two-step; without it they are blocked again at once.
    const newcomer = staff;
    expect((await t.get('/admin/orders', newcomer)).status).toBe(200);
    await t.db.delete(authenticators).where(eq(authenticators.sellerId, (await sellerId('staff@haat.test'))!));
    expect((await t.get('/admin/orders', newcomer)).status).toBe(403);
    // The owner's factor of above is still fresh (given seconds ago).
    expect(await json(await require2(ownerToken, false))).toMatchObject({ required: false });
    expect((await t.get('/admin/orders', newcomer)).status).toBe(200);
  });
});
