/**
 * Who owns a custom domain (issue 22 item 2). Any shop may claim any name (pending); a claim blocks nobody until the
 * shop's token is found in the name's TXT record. The first check that finds it proves the claim (`verifiedAt`,
 * unique per name among proved claims) and ends every other shop's unproved claim on the name, with a line in that
 * shop's activity log. Reading and ending other shops' claims is across shops by design, on the plain database.
 */
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { shopDomains } from '../../db/schema/index.ts';
import { recordActivity } from '../team/activity.ts';
import { notify } from '../notifications/notifications.ts';
import type { DomainStatus } from '../../../../contract/domains.ts';
import type { CheckResult, Row } from './domains.ts';

const MINUTE = 60_000;

/** How soon the job looks again: soon while waiting for records, hourly once active (records can be removed). */
const RECHECK_MS: Record<DomainStatus, number | null> = { pending: MINUTE, verifying: 5 * MINUTE, active: 60 * MINUTE, failed: null };

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Why a claim ended: another shop proved the name first. */
const lostReason = (hostname: string) =>
  `Another shop proved it owns ${hostname} (its TXT record holds that shop's token). Remove the domain here, or ask whoever runs its DNS.`;
/** The check's outcome for a claim another shop has proved first: it ends, saying why. */
const lostTo = (hostname: string, found: CheckResult['found']): CheckResult => ({
  status: 'failed',
  reason: lostReason(hostname),
  why: { kind: 'claimed_elsewhere' },
  found,
});

/** Whether another shop holds the proved claim on `hostname` (across shops by design). */
async function provedElsewhere(db: Db, row: Row): Promise<boolean> {
  const [other] = await db
    .select({ id: shopDomains.id })
    .from(shopDomains)
    .where(and(eq(shopDomains.hostname, row.hostname), ne(shopDomains.shopId, row.shopId), isNotNull(shopDomains.verifiedAt)));
  return !!other;
}

/**
 * Writes a check's outcome through `shop` (a transaction's accessor when proving ownership), with the notification
 * of a domain that became active or failed in the same transaction.
 */
async function writeCheck(outer: ShopScope, row: Row, result: CheckResult, now: Date, verifiedAt: Date | null) {
  return outer.transaction(async (shop) => {
    const saved = await writeRow(shop, row, result, now, verifiedAt);
    if (result.status !== row.status && (result.status === 'active' || result.status === 'failed'))
      await notify(shop, result.status === 'active' ? 'domain_verified' : 'domain_failed', { domainId: row.id, hostname: row.hostname });
    return saved;
  });
}

async function writeRow(shop: ShopScope, row: Row, result: CheckResult, now: Date, verifiedAt: Date | null) {
  const wait = RECHECK_MS[result.status];
  const [saved] = await shop
    .update(shopDomains)
    .set({
      status: result.status,
      reason: result.reason,
      why: result.why,
      found: result.found,
      checkedAt: now,
      verifiedAt,
      isPrimary: result.status === 'active' ? row.isPrimary : false,
      nextCheckAt: wait === null ? null : new Date(now.getTime() + wait),
      version: sql`${shopDomains.version} + 1`,
    })
    .where(eq(shopDomains.id, row.id))
    .returning();
  return saved!;
}

/**
 * The first check that finds the shop's token in the TXT record proves the claim: in one transaction the row gets
 * `verifiedAt` (the partial unique index lets one shop per name have it, so of two shops proving at once exactly one
 * wins) and every other shop's unproved claim on the name ends, with a line in that shop's activity log.
 */
async function proveClaim(shop: ShopScope, row: Row, result: CheckResult, now: Date) {
  try {
    return await shop.unscoped.transaction(async (tx) => {
      if (await provedElsewhere(tx, row)) return null;
      const saved = await writeCheck(new ShopScope(tx, shop.shopId), row, result, now, now);
      // Across shops by design: the claims this proof ends belong to other shops.
      const ended = await tx
        .update(shopDomains)
        .set({
          status: 'failed',
          reason: lostReason(row.hostname),
          why: { kind: 'claimed_elsewhere' },
          isPrimary: false,
          nextCheckAt: null,
          version: sql`${shopDomains.version} + 1`,
        })
        .where(and(eq(shopDomains.hostname, row.hostname), ne(shopDomains.shopId, row.shopId), isNull(shopDomains.verifiedAt)))
        .returning({ shopId: shopDomains.shopId });
      for (const shopId of new Set(ended.map((claim) => claim.shopId))) {
        await recordActivity(new ShopScope(tx, shopId), {
          actor: null,
          note: { action: 'domain.claim_ended', params: { hostname: row.hostname } },
        });
        await notify(new ShopScope(tx, shopId), 'domain_failed', { hostname: row.hostname });
      }
      return saved;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return null; // another shop proved it in the same instant and committed first
  }
}

/** Writes a check's outcome; the primary choice falls back when the primary stops being active. */
export async function saveCheck(shop: ShopScope, row: Row, result: CheckResult, now: Date) {
  if (row.verifiedAt) return writeCheck(shop, row, result, now, row.verifiedAt);
  if (result.found.TXT) {
    const proved = await proveClaim(shop, row, result, now);
    if (proved) return proved;
  } else if (!(await provedElsewhere(shop.unscoped, row))) {
    return writeCheck(shop, row, result, now, null);
  }
  return writeCheck(shop, row, lostTo(row.hostname, result.found), now, null);
}
