import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { shopDomains, shopMembers, sellers, shops, subscriptions } from '../../db/schema/index.ts';
import { startDnsSandbox, type DnsSandbox } from '../../platform/dns/sandbox.ts';
import { createDnsLookup } from '../../platform/dns/resolver.ts';
import { DEMO_DOMAIN, DEMO_VERIFY_TOKEN, STOREFRONT_DEFAULTS } from '../../platform/dns/targets.ts';
import type { DomainsAnswer } from '../../../../contract/domains.ts';
import { recheckDomains } from './domains.ts';
import { notificationsOf } from '../notifications/test-kit.ts';

let dns: DnsSandbox;
let t: TestApp;
let owner: string;
let dhaka: string;

beforeAll(async () => {
  dns = await startDnsSandbox(); // a real DNS server over UDP; the API's node:dns client asks it
  t = await createTestApp({ dns: createDnsLookup([dns.server]) });
  owner = await t.login('owner@haat.test');
  const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
  dhaka = shop!.id;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const list = async (res: Response) => (await res.json()) as DomainsAnswer;
const connect = async (hostname: string) => list(await t.post('/admin/domains', { hostname }, owner));
const byName = (answer: DomainsAnswer, hostname: string) => answer.response.find((d) => d.hostname === hostname)!;
const setRecords = (name: string, records: object) => dns.zone.set(name, records);

describe('GET /admin/domains', () => {
  it('shows the permanent default address and the verification token', async () => {
    const body = await list(await t.get('/admin/domains', owner));
    expect(body).toMatchObject({
      defaultAddress: 'dhaka-crafts.haat.shop',
      primaryAddress: 'dhaka-crafts.haat.shop',
      verificationToken: DEMO_VERIFY_TOKEN,
    });
  });

  it('is refused to staff without the domains key', async () => {
    expect((await t.get('/admin/domains', await t.login('staff@haat.test'))).status).toBe(403);
  });
});

describe('connecting a domain', () => {
  it('normalises what was typed and lists the exact records to add', async () => {
    const body = await connect('https://WWW.DhakaCrafts.test/shop');
    const domain = byName(body, DEMO_DOMAIN);
    expect(domain.status).toBe('pending');
    expect(domain.records).toEqual([
      { type: 'A', name: DEMO_DOMAIN, host: '@', value: STOREFRONT_DEFAULTS.ipv4, found: false },
      { type: 'CNAME', name: `www.${DEMO_DOMAIN}`, host: 'www', value: STOREFRONT_DEFAULTS.cname, found: false },
      { type: 'TXT', name: `_haat-verify.${DEMO_DOMAIN}`, host: '_haat-verify', value: `haat-verify=${DEMO_VERIFY_TOKEN}`, found: false },
    ]);
  });

  it.each([
    ['not a domain', 400],
    ['shop.haat.shop', 409],
    [DEMO_DOMAIN, 409],
  ])('refuses %s (%i) with an error on hostname', async (hostname, status) => {
    const res = await t.post('/admin/domains', { hostname }, owner);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.hostname).toBeTruthy();
  });

  it('check again: active when the A, CNAME and TXT records are right (through the DNS sandbox)', async () => {
    const id = byName(await list(await t.get('/admin/domains', owner)), DEMO_DOMAIN).id;
    const body = await list(await t.post(`/admin/domains/${id}/check`, {}, owner));
    const domain = byName(body, DEMO_DOMAIN);
    expect(domain).toMatchObject({ status: 'active', reason: null });
    expect(domain.records.every((r) => r.found)).toBe(true);
  });

  it('verifying while records are missing, naming them; active once they appear', async () => {
    const body = await connect('waiting.test');
    const id = byName(body, 'waiting.test').id;
    setRecords('waiting.test', { A: [STOREFRONT_DEFAULTS.ipv4] });
    const first = byName(await list(await t.post(`/admin/domains/${id}/check`, {}, owner)), 'waiting.test');
    expect(first.status).toBe('verifying');
    expect(first.reason).toContain('the www CNAME record and the TXT record');
    // The reason as data too, for the dashboard to word in the reader's language (issue 23).
    expect(first.why).toEqual({ kind: 'waiting', missing: ['CNAME', 'TXT'], hours: 48 });
    expect(first.records.map((r) => r.found)).toEqual([true, false, false]);
    setRecords('www.waiting.test', { CNAME: STOREFRONT_DEFAULTS.cname });
    setRecords('_haat-verify.waiting.test', { TXT: [`haat-verify=${DEMO_VERIFY_TOKEN}`] });
    const second = byName(await list(await t.post(`/admin/domains/${id}/check`, {}, owner)), 'waiting.test');
    expect(second.status).toBe('active');
    const told = (await notificationsOf(t.db, await shopOf(id))).filter((n) => n.params.hostname === 'waiting.test');
    expect(told.map((n) => n.kind)).toEqual(['domain_verified']);
  });

  it('failed with the reason when the apex points elsewhere', async () => {
    const id = byName(await connect('elsewhere.test'), 'elsewhere.test').id;
    const domain = byName(await list(await t.post(`/admin/domains/${id}/check`, {}, owner)), 'elsewhere.test');
    expect(domain).toMatchObject({ status: 'failed', reason: expect.stringContaining('also points to 198.51.100.7') });
    expect(domain.why).toMatchObject({ kind: 'points_elsewhere', otherIps: ['198.51.100.7'] });
    expect((await notificationsOf(t.db, await shopOf(id)))[0]).toMatchObject({
      kind: 'domain_failed',
      params: { hostname: 'elsewhere.test' },
    });
  });

  it('failed after 48 hours without records; the re-check job does it once per due domain', async () => {
    const id = byName(await connect('nothing.test'), 'nothing.test').id;
    const later = new Date(Date.now() + 49 * 3_600_000);
    const lookup = createDnsLookup([dns.server]);
    const handled = await recheckDomains(t.db, later, lookup);
    expect(handled).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(shopDomains).where(eq(shopDomains.id, id));
    expect(row).toMatchObject({ status: 'failed', reason: expect.stringContaining('after 48 hours') });
    expect(row!.why).toEqual({ kind: 'not_found', missing: ['A', 'CNAME', 'TXT'], hours: 48 });
    // Failed domains wait for "Check again"; active ones come back hourly, so nothing is due a minute later.
    expect(await recheckDomains(t.db, new Date(later.getTime() + 60_000), lookup)).toBe(0);
  });

  it('the plan gate: a plan without custom_domain cannot connect', async () => {
    const [growth] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, dhaka));
    const { plans } = await import('../../db/schema/index.ts');
    const [free] = await t.db.select().from(plans).where(eq(plans.name, 'Free'));
    await t.db.update(subscriptions).set({ planId: free!.id }).where(eq(subscriptions.id, growth!.id));
    const res = await t.post('/admin/domains', { hostname: 'gated.test' }, owner);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('FEATURE_NOT_IN_PLAN');
    await t.db.update(subscriptions).set({ planId: growth!.planId }).where(eq(subscriptions.id, growth!.id));
  });
});

describe('primary domain, removal and the TLS allow-list', () => {
  it('only an active domain becomes primary; the primary address follows it', async () => {
    const body = await list(await t.get('/admin/domains', owner));
    const failed = byName(body, 'elsewhere.test');
    expect((await t.post(`/admin/domains/${failed.id}/primary`, {}, owner)).status).toBe(409);
    const active = byName(body, DEMO_DOMAIN);
    const addressInShopList = async () =>
      ((await (await t.get('/admin/seller/shop-list', owner)).json()) as { shopId: string; address: string }[]).find(
        (entry) => entry.shopId === dhaka,
      )?.address;
    expect(await addressInShopList()).toBe('dhaka-crafts.haat.shop');
    const after = await list(await t.post(`/admin/domains/${active.id}/primary`, { version: active.version }, owner));
    expect(after.primaryAddress).toBe(DEMO_DOMAIN);
    expect(after.response.filter((d) => d.isPrimary).map((d) => d.hostname)).toEqual([DEMO_DOMAIN]);
    // The seller's shop list (search-engine previews, issue 25) names the same address.
    expect(await addressInShopList()).toBe(DEMO_DOMAIN);
  });

  it('allows certificates only for active domains (apex and www) and default addresses of live shops', async () => {
    const allowed = async (domain: string) => (await t.get(`/tls/allowed?domain=${encodeURIComponent(domain)}`)).status;
    expect(await allowed(DEMO_DOMAIN)).toBe(200);
    expect(await allowed(`www.${DEMO_DOMAIN}`)).toBe(200);
    expect(await allowed('dhaka-crafts.haat.shop')).toBe(200);
    expect(await allowed('elsewhere.test')).toBe(404); // failed
    expect(await allowed('unknown.test')).toBe(404);
    expect(await allowed('khulna-fabrics.haat.shop')).toBe(404); // lapsed shop
    expect(await allowed('')).toBe(404);
  });

  it('a lapsed shop loses its certificates', async () => {
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, dhaka));
    await t.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.id, sub!.id));
    expect((await t.get(`/tls/allowed?domain=${DEMO_DOMAIN}`)).status).toBe(404);
    await t.db.update(subscriptions).set({ endDate: sub!.endDate }).where(eq(subscriptions.id, sub!.id));
  });

  it('removing a domain takes it off the allow-list; another shop’s domain is 404', async () => {
    const body = await list(await t.get('/admin/domains', owner));
    const domain = byName(body, 'waiting.test');
    expect((await t.get('/tls/allowed?domain=waiting.test')).status).toBe(200);
    const after = await list(await t.send('DELETE', `/admin/domains/${domain.id}`, owner));
    expect(after.response.map((d) => d.hostname)).not.toContain('waiting.test');
    expect((await t.get('/tls/allowed?domain=waiting.test')).status).toBe(404);

    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    const [theirs] = await t.db
      .insert(shopDomains)
      .values({ shopId: sylhet!.id, hostname: 'sylhet.test', status: 'active', verifiedAt: new Date() })
      .returning();
    expect((await t.post(`/admin/domains/${theirs!.id}/check`, {}, owner)).status).toBe(404);
    expect((await t.send('DELETE', `/admin/domains/${theirs!.id}`, owner)).status).toBe(404);
    expect((await t.post('/admin/domains', { hostname: 'sylhet.test' }, owner)).status).toBe(409);
  });

  it('staff with the domains key can connect domains (the key decides, not shop admin)', async () => {
    const [staff] = await t.db.select().from(sellers).where(eq(sellers.email, 'staff@haat.test'));
    await t.db
      .update(shopMembers)
      .set({ permissions: ['domains'] })
      .where(and(eq(shopMembers.sellerId, staff!.id), eq(shopMembers.shopId, dhaka)));
    const token = await t.login('staff@haat.test');
    expect((await t.post('/admin/domains', { hostname: 'staff.test' }, token)).status).toBe(201);
  });
});

/** The shop of a domain row. */
async function shopOf(domainId: string): Promise<string> {
  const [row] = await t.db.select({ shopId: shopDomains.shopId }).from(shopDomains).where(eq(shopDomains.id, domainId));
  return row!.shopId;
}
