/** Issue 22 item 2: a claim that has not proved its TXT record blocks nobody; the shop that proves it gets the name. */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { activityLog, shopDomains, shops } from '../../db/schema/index.ts';
import { startDnsSandbox, type DnsSandbox } from '../../platform/dns/sandbox.ts';
import { createDnsLookup } from '../../platform/dns/resolver.ts';
import { DEMO_DOMAIN, DEMO_VERIFY_TOKEN, STOREFRONT_DEFAULTS } from '../../platform/dns/targets.ts';
import type { DomainsAnswer } from '../../../../contract/domains.ts';

let dns: DnsSandbox;
let t: TestApp;
/** Tokens of two sessions of the owner, one in Dhaka Crafts and one in Sylhet Tea House (both on Growth). */
let dhaka: string;
let sylhet: string;
let sylhetId: string;

beforeAll(async () => {
  dns = await startDnsSandbox();
  t = await createTestApp({ dns: createDnsLookup([dns.server]) });
  dhaka = await t.login('owner@haat.test');
  sylhet = await t.login('owner@haat.test');
  const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
  sylhetId = shop!.id;
  expect((await t.post('/admin/seller/change-shop', { shopId: sylhetId }, sylhet)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const list = async (res: Response) => (await res.json()) as DomainsAnswer;
const domainOf = async (token: string, hostname: string) =>
  (await list(await t.get('/admin/domains', token))).response.find((d) => d.hostname === hostname)!;
const check = async (token: string, hostname: string) => {
  const { id } = await domainOf(token, hostname);
  const res = await t.post(`/admin/domains/${id}/check`, {}, token);
  expect(res.status).toBe(200);
  return domainOf(token, hostname);
};
const tls = async (name: string) => (await t.get(`/tls/allowed?domain=${name}`)).status;

describe('claims on a domain', () => {
  it("lets the owner connect a domain another shop claimed first; the owner's proof ends the other claim", async () => {
    // Sylhet types Dhaka Crafts' domain; the TXT record holds Dhaka Crafts' token, not Sylhet's.
    expect((await t.post('/admin/domains', { hostname: DEMO_DOMAIN }, sylhet)).status).toBe(201);
    const squatted = await check(sylhet, DEMO_DOMAIN);
    expect(squatted.status).toBe('verifying');
    expect(squatted.verifiedAt).toBeNull();
    expect(await tls(DEMO_DOMAIN)).toBe(404);

    const added = await t.post('/admin/domains', { hostname: DEMO_DOMAIN }, dhaka);
    expect(added.status).toBe(201);
    const owned = await check(dhaka, DEMO_DOMAIN);
    expect(owned).toMatchObject({ status: 'active', verifiedAt: expect.any(String) });
    expect(await tls(DEMO_DOMAIN)).toBe(200);

    const ended = await domainOf(sylhet, DEMO_DOMAIN);
    expect(ended).toMatchObject({ status: 'failed', verifiedAt: null, reason: expect.stringContaining('Another shop proved it owns') });
    expect(ended!.why).toEqual({ kind: 'claimed_elsewhere' });
    expect((await check(sylhet, DEMO_DOMAIN)).status).toBe('failed'); // checking again does not bring it back
    const lines = await t.db.select().from(activityLog).where(eq(activityLog.shopId, sylhetId));
    expect(lines.map((line) => line.summary)).toContain(
      `ended this shop's claim on ${DEMO_DOMAIN}: another shop proved it owns the domain`,
    );

    // A proved domain of another shop still blocks.
    expect((await t.send('DELETE', `/admin/domains/${ended.id}`, sylhet)).status).toBe(200);
    const again = await t.post('/admin/domains', { hostname: DEMO_DOMAIN }, sylhet);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('DOMAIN_TAKEN');
  });

  it('lets several shops hold pending claims on one name; of two proving it at once exactly one wins', async () => {
    const sylhetToken = (await list(await t.get('/admin/domains', sylhet))).verificationToken;
    dns.zone.set('shared.test', { A: [STOREFRONT_DEFAULTS.ipv4] });
    dns.zone.set('www.shared.test', { CNAME: STOREFRONT_DEFAULTS.cname });
    // Both tokens in the TXT record: both shops can prove it, so only the unique proved claim decides.
    dns.zone.set('_haat-verify.shared.test', { TXT: [`haat-verify=${DEMO_VERIFY_TOKEN}`, `haat-verify=${sylhetToken}`] });
    expect((await t.post('/admin/domains', { hostname: 'shared.test' }, dhaka)).status).toBe(201);
    expect((await t.post('/admin/domains', { hostname: 'shared.test' }, sylhet)).status).toBe(201);

    const results = await Promise.all([check(dhaka, 'shared.test'), check(sylhet, 'shared.test')]);
    expect(results.map((d) => d.status).sort()).toEqual(['active', 'failed']);
    const proved = await t.db
      .select()
      .from(shopDomains)
      .where(and(eq(shopDomains.hostname, 'shared.test'), isNotNull(shopDomains.verifiedAt)));
    expect(proved).toHaveLength(1);
    expect(await tls('shared.test')).toBe(200);
  });

  it('refuses a second proved claim on one name at the database (the partial unique index)', async () => {
    const [dhakaShop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    await t.db.insert(shopDomains).values({ shopId: dhakaShop!.id, hostname: 'twice.test', verifiedAt: new Date() });
    await expect(t.db.insert(shopDomains).values({ shopId: sylhetId, hostname: 'twice.test', verifiedAt: new Date() })).rejects.toThrow();
    await t.db.insert(shopDomains).values({ shopId: sylhetId, hostname: 'twice.test' }); // an unproved claim is fine
  });
});
