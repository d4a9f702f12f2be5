import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TOKEN_ISSUER } from '../../../../contract/apps.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notifications, orders, sellers, shopMembers, shops } from '../../db/schema/index.ts';
import { pruneAppTokenUses } from './apps.ts';
import { CATALOGUE, COURIER_APP_HANDLE } from './catalogue.ts';
import { appInstallations, appTokenUses } from './tables.ts';

const COURIER_SECRET = 'test-courier-secret-0123456789abcdef';
const SMS_SECRET = 'test-sms-secret-0123456789abcdef';
const apps = {
  catalogue: CATALOGUE,
  secrets: new Map([
    [COURIER_APP_HANDLE, COURIER_SECRET],
    ['sms-order-alerts', SMS_SECRET],
  ]),
};

let t: TestApp;
let owner: string;
let staff: string;
let ownerId: string;
let staffId: string;
let dhaka: string;
let sylhet: string;
let installationId: string;

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const idOf = async (table: typeof sellers | typeof shops, column: typeof sellers.email | typeof shops.name, value: string) => {
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(column, value)).limit(1);
  return row!.id;
};

type Claims = { aud: string; sub: string; shop: string; iid: string; scopes: string[]; iat: number; exp: number; jti: string };

/** A session token as the dashboard mints it; `claims` changes any part, `secret` signs it. */
async function token(claims: Partial<Claims> = {}, secret = COURIER_SECRET) {
  const now = Math.floor(Date.now() / 1000);
  const all: Claims = {
    aud: COURIER_APP_HANDLE,
    sub: ownerId,
    shop: dhaka,
    iid: installationId,
    scopes: ['orders'],
    iat: now,
    exp: now + 60,
    jti: randomUUID(),
    ...claims,
  };
  const { aud, sub, iat, exp, jti, ...rest } = all;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(APP_TOKEN_ISSUER)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(new TextEncoder().encode(secret));
}

/** A call of the secondary API as an app's server makes it. */
const appCall = (path: string, bearer: string, init: { method?: string; body?: unknown; secondary?: boolean } = {}) =>
  t.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      ...(init.secondary === false ? {} : { 'x-secondary': 'true' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function confirmedOrder(shopId: string) {
  const [order] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.status, 'pending')))
    .limit(1);
  await t.db.update(orders).set({ status: 'confirmed', trackingNumber: null }).where(eq(orders.id, order!.id));
  return order!.id;
}

beforeAll(async () => {
  t = await createTestApp({ apps });
  [owner, staff] = await Promise.all([t.login('owner@haat.test'), t.login('staff@haat.test')]);
  ownerId = await idOf(sellers, sellers.email, 'owner@haat.test');
  staffId = await idOf(sellers, sellers.email, 'staff@haat.test');
  dhaka = await idOf(shops, shops.name, 'Dhaka Crafts');
  sylhet = await idOf(shops, shops.name, 'Sylhet Tea House');
  await t.db.delete(appInstallations); // the demo installs the courier app in Dhaka Crafts: start from none
}, 120_000);
afterAll(() => t.close());

describe('the app store', () => {
  it('lists the catalogue with scopes, plan and origin; staff without my-apps are refused', async () => {
    const res = await t.get('/admin/apps', owner);
    expect(res.status).toBe(200);
    const body = (await json(res)) as { response: { handle: string; installed: boolean; scopes: string[]; planAllows: boolean }[] };
    const courier = body.response.find((app) => app.handle === COURIER_APP_HANDLE);
    expect(courier).toMatchObject({ installed: false, scopes: ['orders'], planAllows: true });
    expect(body.response.find((app) => app.handle === 'facebook-catalogue')).toMatchObject({ planAllows: false });
    expect((await t.get('/admin/apps', staff)).status).toBe(403);
    expect((await t.post(`/admin/apps/${COURIER_APP_HANDLE}/installation`, {}, staff)).status).toBe(403);
  });

  it('installs an app with the scopes it asks for, once; refuses an app above the plan and an unknown one', async () => {
    const res = await t.post(`/admin/apps/${COURIER_APP_HANDLE}/installation`, {}, owner);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ installed: true, grantedScopes: ['orders'] });
    expect((await t.post(`/admin/apps/${COURIER_APP_HANDLE}/installation`, {}, owner)).status).toBe(409);
    const pro = await t.post('/admin/apps/facebook-catalogue/installation', {}, owner);
    expect(pro.status).toBe(403);
    expect((await json(pro)).code).toBe('APP_NEEDS_PLAN');
    expect((await t.post('/admin/apps/no-such-app/installation', {}, owner)).status).toBe(404);
    // Any member sees what is installed (the sidebar), with the installation id a token names.
    const installed = await t.get(`/admin/apps/installed/${COURIER_APP_HANDLE}`, staff);
    expect(installed.status).toBe(200);
    installationId = String((await json(installed)).id);
    expect((await t.get('/admin/apps/installed/sms-order-alerts', owner)).status).toBe(404);
  });
});

describe('the secondary application API', () => {
  it("lists the shop's orders waiting for a courier with a valid token", async () => {
    const id = await confirmedOrder(dhaka);
    const res = await appCall('/app-api/v1/orders?limit=100', await token());
    expect(res.status).toBe(200);
    const body = (await json(res)) as { response: { id: string; status: string; trackingNumber: string | null }[] };
    expect(body.response.map((o) => o.id)).toContain(id);
    expect(body.response.every((o) => ['confirmed', 'processing'].includes(o.status) && o.trackingNumber === null)).toBe(true);
    const [other] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, sylhet));
    expect(other!.n).toBeGreaterThan(0);
    const sylhetIds = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, sylhet))).map((o) => o.id);
    expect(body.response.some((o) => sylhetIds.includes(o.id))).toBe(false);
  });

  it('never trusts the x-secondary header alone: no token, a forged or another secret is refused', async () => {
    expect((await appCall('/app-api/v1/orders', await token(), { secondary: false })).status).toBe(400);
    const none = await t.app.request('/app-api/v1/orders', { headers: { 'x-secondary': 'true' } });
    expect(none.status).toBe(401);
    expect((await appCall('/app-api/v1/orders', 'not-a-token')).status).toBe(401);
    const forged = await appCall('/app-api/v1/orders', await token({}, 'a-secret-somebody-guessed-0123456789'));
    expect(forged.status).toBe(401);
    expect((await json(forged)).code).toBe('APP_TOKEN_INVALID');
  });

  it('refuses a replayed token (its id is kept in the database)', async () => {
    const once = await token();
    expect((await appCall('/app-api/v1/orders', once)).status).toBe(200);
    const again = await appCall('/app-api/v1/orders', once);
    expect(again.status).toBe(401);
    expect((await json(again)).code).toBe('APP_TOKEN_REPLAYED');
  });

  it('refuses an expired token and one that claims to live longer than 60 s', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await appCall('/app-api/v1/orders', await token({ iat: now - 120, exp: now - 60 }));
    expect(expired.status).toBe(401);
    expect((await json(expired)).code).toBe('APP_TOKEN_EXPIRED');
    const long = await appCall('/app-api/v1/orders', await token({ iat: now, exp: now + 3600 }));
    expect(long.status).toBe(401);
  });

  it('refuses a token of the wrong audience', async () => {
    const unknown = await appCall('/app-api/v1/orders', await token({ aud: 'someone-else' }));
    expect(unknown.status).toBe(401);
    expect((await json(unknown)).code).toBe('APP_TOKEN_AUDIENCE');
    // Signed by the courier app's secret but addressed to another app: that app's secret does not verify it.
    expect((await appCall('/app-api/v1/orders', await token({ aud: 'sms-order-alerts' }))).status).toBe(401);
    // Another app's own token names an installation of the courier app: refused too (the app is not installed).
    expect((await appCall('/app-api/v1/orders', await token({ aud: 'sms-order-alerts' }, SMS_SECRET))).status).toBe(401);
  });

  it("authorises by the token's scopes ∩ the installation's grant ∩ the user's permission keys", async () => {
    // Staff of Dhaka Crafts hold orders: allowed.
    expect((await appCall('/app-api/v1/orders', await token({ sub: staffId }))).status).toBe(200);
    // A token without the scope: refused even for the owner.
    const noScope = await appCall('/app-api/v1/orders', await token({ scopes: [] }));
    expect(noScope.status).toBe(403);
    expect((await json(noScope)).code).toBe('APP_SCOPE_MISSING');
    // The staff member loses orders: the same kind of token is refused at once.
    const member = and(eq(shopMembers.sellerId, staffId), eq(shopMembers.shopId, dhaka));
    const [before] = await t.db.select({ permissions: shopMembers.permissions }).from(shopMembers).where(member);
    await t.db
      .update(shopMembers)
      .set({ permissions: before!.permissions.filter((key) => key !== 'orders') })
      .where(member);
    try {
      expect((await appCall('/app-api/v1/orders', await token({ sub: staffId }))).status).toBe(403);
    } finally {
      await t.db.update(shopMembers).set({ permissions: before!.permissions }).where(member);
    }
    // Someone who is not a member of the shop at all.
    const stranger = await idOf(sellers, sellers.email, 'lapsed@haat.test');
    expect((await appCall('/app-api/v1/orders', await token({ sub: stranger }))).status).toBe(403);
  });

  it('writes a booking back: a confirmed order becomes shipped with its tracking number', async () => {
    const id = await confirmedOrder(dhaka);
    const res = await appCall(`/app-api/v1/orders/${id}/shipment`, await token(), {
      method: 'POST',
      body: { courier: 'Steadfast', trackingNumber: 'SFR123ABC' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id, status: 'shipped', courier: 'Steadfast', trackingNumber: 'SFR123ABC' });
    const order = await json(await t.get(`/admin/orders/${id}`, owner));
    expect(order).toMatchObject({ status: 'shipped', trackingNumber: 'SFR123ABC' });
    const bad = await appCall(`/app-api/v1/orders/${id}/shipment`, await token(), { method: 'POST', body: { courier: 'Steadfast' } });
    expect(bad.status).toBe(400);
  });

  it("relays a customer cancel: proved by the order's phone, restocked, on the timeline, notified in its transaction", async () => {
    const id = await confirmedOrder(dhaka);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const cancel = async (phone: string, reason?: string) =>
      appCall(`/app-api/v1/orders/${id}/customer-cancel`, await token(), { method: 'POST', body: { phone, reason } });
    // Another number is as unknown as a missing order; a malformed one is a field error.
    expect((await cancel('01999999999')).status).toBe(404);
    expect((await json(await cancel('12'))).fields).toHaveProperty('phone');
    // The phone in another form (Bangla digits, +880) is the same number.
    const bangla = `+88${row!.customerPhone}`.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    const res = await cancel(bangla, 'Ordered twice');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id, status: 'cancelled' });
    const detail = (await json(await t.get(`/admin/orders/${id}`, owner))) as { events: { message: string }[] };
    expect(detail.events.map((e) => e.message)).toContain('Order cancelled by the customer: Ordered twice');
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'order_cancelled'), sql`${notifications.params}->>'orderId' = ${id}`));
    expect(note?.params).toMatchObject({ by: 'customer', number: row!.number });
    // Once: a second cancel, and a cancel of an order the shop is preparing, are refused.
    expect((await cancel(row!.customerPhone)).status).toBe(409);
    const preparing = await confirmedOrder(dhaka);
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, preparing));
    const [p] = await t.db.select().from(orders).where(eq(orders.id, preparing));
    const refused = await appCall(`/app-api/v1/orders/${preparing}/customer-cancel`, await token(), {
      method: 'POST',
      body: { phone: p!.customerPhone },
    });
    expect(refused.status).toBe(409);
  });

  it("cannot reach another shop's orders, nor use another shop's installation", async () => {
    const theirs = await confirmedOrder(sylhet);
    const res = await appCall(`/app-api/v1/orders/${theirs}/shipment`, await token(), {
      method: 'POST',
      body: { courier: 'Steadfast', trackingNumber: 'X1' },
    });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, theirs));
    expect(row).toMatchObject({ status: 'confirmed', trackingNumber: null });
    // The owner also runs Sylhet Tea House, which has not installed the app: a token naming it is refused.
    expect((await appCall('/app-api/v1/orders', await token({ shop: sylhet }))).status).toBe(401);
  });

  it('uninstall revokes everything: the grant, and every token of the installation', async () => {
    const minted = await token();
    const res = await t.send('DELETE', `/admin/apps/${COURIER_APP_HANDLE}/installation`, owner);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ handle: COURIER_APP_HANDLE, revokedScopes: ['orders'] });
    const after = await appCall('/app-api/v1/orders', minted);
    expect(after.status).toBe(401);
    expect((await json(after)).code).toBe('APP_NOT_INSTALLED');
    expect(await json(await t.get('/admin/apps/installed', owner))).toEqual({ response: [] });
    expect((await t.send('DELETE', `/admin/apps/${COURIER_APP_HANDLE}/installation`, owner)).status).toBe(404);
    // Installed again: a new installation, and the old token still does not work.
    await t.post(`/admin/apps/${COURIER_APP_HANDLE}/installation`, {}, owner);
    expect((await appCall('/app-api/v1/orders', await token())).status).toBe(401);
  });

  it('refuses the apps of a shop whose plan has ended (402, as the rest of the Store API)', async () => {
    const khulna = await idOf(shops, shops.name, 'Khulna Fabrics');
    const lapsed = await idOf(sellers, sellers.email, 'lapsed@haat.test');
    const [row] = await t.db
      .insert(appInstallations)
      .values({ shopId: khulna, handle: COURIER_APP_HANDLE, grantedScopes: ['orders'] })
      .returning();
    const res = await appCall('/app-api/v1/orders', await token({ sub: lapsed, shop: khulna, iid: row!.id }));
    expect(res.status).toBe(402);
    expect((await json(res)).code).toBe('SUBSCRIPTION_LAPSED');
  });

  it('prunes used token ids once their tokens have expired', async () => {
    const now = new Date();
    await t.db.insert(appTokenUses).values({ jti: 'old-token-id-0123456789', expiresAt: new Date(now.getTime() - 3_600_000) });
    expect(await pruneAppTokenUses.run(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(appTokenUses).where(eq(appTokenUses.jti, 'old-token-id-0123456789'))).toEqual([]);
  });
});
