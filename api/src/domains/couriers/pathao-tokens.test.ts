/**
 * Issue 24 item 1: a shop's Pathao token lives in the database, so two Store API instances on one database (two
 * nodes, or a node after a restart) use one token, renew it once when it expires, and issue once when they race.
 * Both apps call the Pathao sandbox over HTTP, which counts the tokens it issues.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';
import { createApp } from '../../app.ts';
import { PATHAO_SANDBOX_CREDENTIALS, startPathaoSandbox, type PathaoSandbox } from '../../platform/couriers/pathao-sandbox.ts';
import type { CouriersConfig } from './booking.ts';
import { courierAccounts } from './tables.ts';

let t: TestApp;
let other: ReturnType<typeof createApp>;
let sandbox: PathaoSandbox;
let owner: string;
let orderId: string;

beforeAll(async () => {
  sandbox = await startPathaoSandbox({ port: 0 });
  const config: CouriersConfig = { endpoints: { pathao: sandbox.baseUrl, redx: 'http://127.0.0.1:9', steadfast: 'http://127.0.0.1:9' } };
  t = await createTestApp({ couriers: config });
  // A second Store API on the same database: what a second node, or this one after a restart, is.
  other = createApp(t.db, { log: () => {}, dashboardUrl: DASHBOARD_URL, couriers: config });
  owner = await t.login('owner@haat.test');
  await t.post('/admin/profile/fresh-factor', { password: 'demo1234' }, owner);
  expect((await t.send('PUT', '/admin/couriers/pathao', owner, PATHAO_SANDBOX_CREDENTIALS)).status).toBe(200);
  const list = (await (await t.get('/admin/orders?status=confirmed&limit=1', owner)).json()) as { response: { id: string }[] };
  orderId = list.response[0]!.id;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

/** The owner's shop's Pathao row (the one the owner saved). */
const where = and(eq(courierAccounts.courier, 'pathao'), isNotNull(courierAccounts.updatedBy));
const row = async () => (await t.db.select().from(courierAccounts).where(where))[0]!;
const setRow = (values: Partial<typeof courierAccounts.$inferInsert>) => t.db.update(courierAccounts).set(values).where(where);

/** A price quote through `app`: an authorised Pathao call (the city list, then the price plan). */
async function quote(app: { request: TestApp['app']['request'] }) {
  const res = await app.request(`/admin/consignments/orders/${orderId}/quote?courier=pathao`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

let issued = { password: 0, refresh_token: 0 };
beforeEach(async () => {
  await setRow({ token: null, tokenExpiresAt: null, tokenLeaseUntil: null });
  issued = sandbox.control.tokenCalls();
});
const issuedSince = () => {
  const now = sandbox.control.tokenCalls();
  return { password: now.password - issued.password, refresh_token: now.refresh_token - issued.refresh_token };
};

describe("a shop's Pathao token in the database", () => {
  it('is issued once for calls through two app instances, and kept sealed with its expiry', async () => {
    await quote(t.app);
    await quote(other);
    await quote(t.app);
    expect(issuedSince()).toEqual({ password: 1, refresh_token: 0 });
    const kept = await row();
    expect(kept.token).toMatch(/^aes256gcm:/);
    expect(kept.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(kept.tokenLeaseUntil).toBeNull();
  });

  it('is issued once when both instances need one at the same moment', async () => {
    await Promise.all([quote(t.app), quote(other), quote(t.app), quote(other)]);
    expect(issuedSince()).toEqual({ password: 1, refresh_token: 0 });
  });

  it('is renewed once with its refresh token when it has expired, however many calls race for it', async () => {
    await quote(t.app);
    await setRow({ tokenExpiresAt: new Date(Date.now() - 1000) });
    await Promise.all([quote(t.app), quote(other), quote(other)]);
    expect(issuedSince()).toEqual({ password: 1, refresh_token: 1 });
    expect((await row()).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('is issued again once after Pathao refuses it (401), and a lease left by a node that died does not block', async () => {
    await quote(t.app);
    sandbox.control.revokeTokens();
    await setRow({ tokenLeaseUntil: new Date(Date.now() - 1000) });
    await Promise.all([quote(other), quote(t.app)]);
    expect(issuedSince()).toEqual({ password: 2, refresh_token: 0 });
  });

  it('is forgotten when the credentials are saved again', async () => {
    await quote(t.app);
    expect((await row()).token).not.toBeNull();
    expect((await t.send('PUT', '/admin/couriers/pathao', owner, PATHAO_SANDBOX_CREDENTIALS)).status).toBe(200);
    expect(await row()).toMatchObject({ token: null, tokenExpiresAt: null });
  });
});
