/**
 * Custom domains of a shop: connect (pending), check its DNS records through a `DnsLookup` (verifying while some
 * are missing, active when all are right, failed with the reason when one points elsewhere or nothing appeared
 * within DNS_WAIT_HOURS), choose the primary, remove. The re-check job and the TLS allow-list read the same rows.
 * The seller's calls reach the rows through the shop accessor (`ShopScope`); the re-check job and the TLS allow-list
 * look across shops by design and use the plain database.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { domainTokens, shopDomains, shops, subscriptions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { staleVersion } from '../../platform/versions.ts';
import { saveCheck } from './claims.ts';
import { dnsLookupFromEnv, type DnsLookup } from '../../platform/dns/resolver.ts';
import { storefrontTargets, type StorefrontTargets } from '../../platform/dns/targets.ts';
import {
  DNS_WAIT_HOURS,
  VERIFY_LABEL,
  VERIFY_PREFIX,
  type DnsRecord,
  type Domain,
  type DomainReason,
  type DomainsAnswer,
  type DomainStatus,
} from '../../../../contract/domains.ts';

export type Row = typeof shopDomains.$inferSelect;
const MINUTE = 60_000;

/** The shop's verification token, made on first use. */
export async function verificationToken(shop: ShopScope): Promise<string> {
  await shop
    .insert(domainTokens)
    .values({ token: randomBytes(12).toString('hex') })
    .onConflictDoNothing();
  const [row] = await shop.select().from(domainTokens);
  return row!.token;
}

/** The three records a domain needs, and whether the last check found each (`found` from the stored state). */
export function recordsFor(
  hostname: string,
  token: string,
  targets: StorefrontTargets,
  found: Partial<Record<DnsRecord['type'], boolean>> = {},
) {
  return [
    { type: 'A', name: hostname, host: '@', value: targets.ipv4, found: found.A ?? false },
    { type: 'CNAME', name: `www.${hostname}`, host: 'www', value: targets.cname, found: found.CNAME ?? false },
    { type: 'TXT', name: `${VERIFY_LABEL}.${hostname}`, host: VERIFY_LABEL, value: `${VERIFY_PREFIX}${token}`, found: found.TXT ?? false },
  ] satisfies DnsRecord[];
}

export type CheckResult = {
  status: DomainStatus;
  reason: string | null;
  why: DomainReason | null;
  found: Record<DnsRecord['type'], boolean>;
};

/**
 * Looks the domain's records up and decides its state. A record pointing elsewhere fails at once (it will not fix
 * itself); missing records keep it verifying until the wait is over. A lookup that errors keeps the old state.
 */
export async function checkRecords(
  lookup: DnsLookup,
  domain: Pick<Row, 'hostname' | 'createdAt' | 'status'>,
  token: string,
  targets: StorefrontTargets,
  now: Date,
): Promise<CheckResult> {
  const host = domain.hostname;
  let a: string[], cname: string[], txt: string[];
  try {
    [a, cname, txt] = await Promise.all([lookup.a(host), lookup.cname(`www.${host}`), lookup.txt(`${VERIFY_LABEL}.${host}`)]);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'an error';
    return {
      status: domain.status,
      reason: `DNS could not be read just now (${code}). Check again in a few minutes.`,
      why: { kind: 'dns_unreadable', code },
      found: { A: false, CNAME: false, TXT: false },
    };
  }
  const found = { A: a.includes(targets.ipv4), CNAME: cname.includes(targets.cname), TXT: txt.includes(`${VERIFY_PREFIX}${token}`) };
  const wrong: string[] = [];
  const others = a.filter((ip) => ip !== targets.ipv4);
  if (others.length)
    wrong.push(`${host} also points to ${others.join(', ')}: remove ${others.length === 1 ? 'that A record' : 'those A records'}`);
  if (cname.length && !found.CNAME) wrong.push(`www.${host} points to ${cname.join(', ')}, not ${targets.cname}`);
  const wwwTargets = cname.length && !found.CNAME ? cname : [];
  const elsewhere = { kind: 'points_elsewhere' as const, otherIps: others, wwwTargets, cname: targets.cname };
  if (wrong.length) return { status: 'failed', reason: `${wrong.join('. ')}.`, why: elsewhere, found };
  if (found.A && found.CNAME && found.TXT) return { status: 'active', reason: null, why: null, found };
  const missing = [!found.A && 'the A record', !found.CNAME && 'the www CNAME record', !found.TXT && 'the TXT record'].filter(Boolean);
  const missingTypes = (['A', 'CNAME', 'TXT'] as const).filter((type) => !found[type]);
  const list = missing.join(', ').replace(/, ([^,]*)$/, ' and $1');
  if (now.getTime() - domain.createdAt.getTime() > DNS_WAIT_HOURS * 3_600_000)
    return {
      status: 'failed',
      reason: `No ${list.replace(/the /g, '')} found after ${DNS_WAIT_HOURS} hours. Add ${missing.length === 1 ? 'it' : 'them'} at your registrar, then check again.`,
      why: { kind: 'not_found', missing: missingTypes, hours: DNS_WAIT_HOURS },
      found,
    };
  return {
    status: 'verifying',
    reason: `Waiting for ${list}. DNS changes can take up to ${DNS_WAIT_HOURS} hours.`,
    why: { kind: 'waiting', missing: missingTypes, hours: DNS_WAIT_HOURS },
    found,
  };
}

const answerOf = (row: Row, token: string, targets: StorefrontTargets): Domain => ({
  id: row.id,
  hostname: row.hostname,
  status: row.status,
  reason: row.reason,
  why: row.why,
  isPrimary: row.isPrimary,
  records: recordsFor(row.hostname, token, targets, row.found),
  checkedAt: row.checkedAt,
  verifiedAt: row.verifiedAt,
  createdAt: row.createdAt,
  version: row.version,
});

/** The shop's default address, its domains and the address visitors land on. */
export async function listDomains(shop: ShopScope, targets = storefrontTargets()): Promise<DomainsAnswer> {
  const [row] = await shop.select({ handle: shops.handle }).from(shops);
  const token = await verificationToken(shop);
  const rows = await shop.select().from(shopDomains).orderBy(desc(shopDomains.isPrimary), asc(shopDomains.createdAt));
  const defaultAddress = `${row!.handle}.${targets.baseDomain}`;
  const primary = rows.find((r) => r.isPrimary && r.status === 'active');
  return {
    defaultAddress,
    primaryAddress: primary?.hostname ?? defaultAddress,
    verificationToken: token,
    response: rows.map((r) => answerOf(r, token, targets)),
    count: rows.length,
  };
}

const takenElsewhere = (hostname: string) =>
  conflict(`${hostname} is connected to another shop.`, 'DOMAIN_TAKEN', { hostname: 'This domain is connected to another shop' });
const alreadyHere = (hostname: string) =>
  conflict(`${hostname} is already connected to this shop.`, 'DOMAIN_TAKEN', { hostname: 'Already connected' });

/**
 * Connects a domain (pending; the job or "Check again" checks it). Only a claim whose TXT record was proved
 * (`verifiedAt`) blocks other shops: a shop that merely typed a name it does not own blocks nobody.
 */
export async function addDomain(shop: ShopScope, hostname: string, now = new Date(), targets = storefrontTargets()) {
  if (hostname === targets.baseDomain || hostname.endsWith(`.${targets.baseDomain}`))
    throw conflict(`Addresses under ${targets.baseDomain} are Haat's own: your shop already has one.`, 'DOMAIN_RESERVED', {
      hostname: `Enter a domain you own, not one under ${targets.baseDomain}`,
    });
  // Across shops on purpose: a proved claim of another shop blocks (the answer names no other shop).
  const claims = await shop.unscoped
    .select({ shopId: shopDomains.shopId, verifiedAt: shopDomains.verifiedAt })
    .from(shopDomains)
    .where(eq(shopDomains.hostname, hostname));
  if (claims.some((claim) => claim.shopId === shop.shopId)) throw alreadyHere(hostname);
  if (claims.some((claim) => claim.verifiedAt)) throw takenElsewhere(hostname);
  const [row] = await shop.insert(shopDomains).values({ hostname, nextCheckAt: now, createdAt: now }).onConflictDoNothing().returning();
  if (!row) throw alreadyHere(hostname); // the same shop adding it twice at once
  return row;
}

async function findDomain(shop: ShopScope, id: string) {
  const [row] = await shop.select().from(shopDomains).where(eq(shopDomains.id, id));
  if (!row) throw notFound('Domain not found');
  return row;
}

/** "Check again": looks the records up now. */
export async function checkDomain(shop: ShopScope, lookup: DnsLookup, id: string, now = new Date(), targets = storefrontTargets()) {
  const row = await findDomain(shop, id);
  const token = await verificationToken(shop);
  return saveCheck(shop, row, await checkRecords(lookup, row, token, targets, now), now);
}

/** Makes an active domain the primary one (the others stop being it). */
export async function makePrimary(shop: ShopScope, id: string, version: number | undefined) {
  const row = await findDomain(shop, id);
  if (version !== undefined && version !== row.version) throw staleVersion('domain');
  if (row.status !== 'active')
    throw conflict('Only an active domain can be the primary one. Check its records first.', 'DOMAIN_NOT_ACTIVE');
  await shop.transaction(async (tx) => {
    await tx.update(shopDomains).set({ isPrimary: false }).where(ne(shopDomains.id, id));
    await tx
      .update(shopDomains)
      .set({ isPrimary: true, version: sql`${shopDomains.version} + 1` })
      .where(eq(shopDomains.id, id));
  });
}

/** Removes a domain: it stops being served and leaves the TLS allow-list at once. */
export async function removeDomain(shop: ShopScope, id: string) {
  await findDomain(shop, id);
  await shop.delete(shopDomains).where(eq(shopDomains.id, id));
}

/**
 * The TLS allow-list (Caddy on-demand TLS `ask`): true for an active, proved domain (apex or www) of a shop whose
 * subscription has not ended, and for the default address of such a shop. Across shops by design (no session: the
 * TLS terminator asks about any name), so it reads the plain database.
 */
export async function tlsAllowed(db: Db, domain: string, now = new Date(), targets = storefrontTargets()): Promise<boolean> {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  const live = sql`exists (select 1 from ${subscriptions} where ${subscriptions.shopId} = ${shops.id} and ${subscriptions.endDate} > ${now} and ${subscriptions.status} <> 'canceled')`;
  if (name.endsWith(`.${targets.baseDomain}`)) {
    const handle = name.slice(0, -(targets.baseDomain.length + 1));
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.handle, handle), live));
    return !!shop;
  }
  const apex = name.startsWith('www.') ? name.slice(4) : name;
  const [row] = await db
    .select({ id: shopDomains.id })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(and(eq(shopDomains.hostname, apex), eq(shopDomains.status, 'active'), isNotNull(shopDomains.verifiedAt), live));
  return !!row;
}

/**
 * Re-checks the domains that are due (pending, verifying, active), claimed in one statement that also moves
 * their next check on, so several API workers never check one domain twice. A job across every shop, so the claim
 * runs on the plain database; each domain's own check then goes through its shop's accessor.
 */
export async function recheckDomains(db: Db, now: Date, lookup: DnsLookup = dnsLookupFromEnv(), targets = storefrontTargets()) {
  const claimed = await db
    .update(shopDomains)
    .set({ nextCheckAt: new Date(now.getTime() + 10 * MINUTE) })
    .where(
      sql`${shopDomains.id} in (select ${shopDomains.id} from ${shopDomains} where ${isNotNull(shopDomains.nextCheckAt)} and ${lte(shopDomains.nextCheckAt, now)} order by ${shopDomains.nextCheckAt} limit 50 for update skip locked)`,
    )
    .returning();
  for (const row of claimed) {
    const shop = new ShopScope(db, row.shopId);
    const token = await verificationToken(shop);
    await saveCheck(shop, row, await checkRecords(lookup, row, token, targets, now), now);
  }
  return claimed.length;
}

export const recheckDomainsJob: Job = { name: 'domain re-checks', everyMs: MINUTE, run: (db, now) => recheckDomains(db, now) };
