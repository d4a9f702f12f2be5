/**
 * A shop's Pathao access token, kept in its courier_accounts row (issue 24 item 1): every Store API node and every
 * restart uses the one token instead of each process issuing its own, and Pathao sees one issue per expiry.
 *
 * Renewal is a compare-and-set on a lease (`token_lease_until`): the node that sets it while no live lease is held
 * issues the token and keeps it; the others wait for that token by reading the row. No transaction stays open across
 * Pathao's answer (on PGlite one would hold the whole database). A node that dies holding the lease loses it when
 * the lease ends, and the next caller takes it over.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { PathaoToken, PathaoTokenStore } from '../../platform/couriers/pathao.ts';
import { DEFAULT_TIMEOUT_MS } from '../../platform/couriers/courier.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { courierAccounts } from './tables.ts';

/** Long enough for a refresh that fails and the password grant after it, each up to a call's timeout. */
export const LEASE_MS = 2 * DEFAULT_TIMEOUT_MS + 5_000;
/** How often a waiting node looks for the token the lease holder keeps. */
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pathaoTokenStore(shop: ShopScope, options: { leaseMs?: number } = {}): PathaoTokenStore {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pathao = eq(courierAccounts.courier, 'pathao');
  const context = `courier-token:${shop.shopId}:pathao`;

  async function read(): Promise<PathaoToken | null> {
    const [row] = await shop
      .select({ token: courierAccounts.token, expiresAt: courierAccounts.tokenExpiresAt })
      .from(courierAccounts)
      .where(pathao)
      .limit(1);
    if (!row?.token || !row.expiresAt) return null;
    try {
      const { access, refresh } = JSON.parse(openSecret(row.token, context)) as { access: string; refresh: string | null };
      return { access, refresh, expiresAt: row.expiresAt.getTime() };
    } catch {
      return null; // sealed with a key no longer in SECRET_KEYS: a new token is issued
    }
  }

  /** The kept token when it is another than `stale` and still good. */
  const replaced = (kept: PathaoToken | null, stale: PathaoToken | null) =>
    kept && kept.access !== stale?.access && kept.expiresAt > Date.now() ? kept : null;

  async function renew(stale: PathaoToken | null, issue: () => Promise<PathaoToken>): Promise<PathaoToken> {
    for (;;) {
      const now = new Date();
      const lease = new Date(now.getTime() + leaseMs);
      const [claimed] = await shop
        .update(courierAccounts)
        .set({ tokenLeaseUntil: lease })
        .where(and(pathao, or(isNull(courierAccounts.tokenLeaseUntil), lt(courierAccounts.tokenLeaseUntil, now))))
        .returning({ id: courierAccounts.id });
      if (claimed) {
        try {
          // Another node may have kept a token between this caller's read and its lease.
          const kept = replaced(await read(), stale);
          if (kept) return kept;
          const token = await issue();
          await shop
            .update(courierAccounts)
            .set({
              token: sealSecret(JSON.stringify({ access: token.access, refresh: token.refresh }), context),
              tokenExpiresAt: new Date(token.expiresAt),
            })
            .where(pathao);
          return token;
        } finally {
          await shop
            .update(courierAccounts)
            .set({ tokenLeaseUntil: null })
            .where(and(pathao, eq(courierAccounts.tokenLeaseUntil, lease)));
        }
      }
      const [row] = await shop.select({ id: courierAccounts.id }).from(courierAccounts).where(pathao).limit(1);
      if (!row) return issue(); // the credentials were removed meanwhile: nothing to keep it in
      await sleep(POLL_MS);
      const kept = replaced(await read(), stale);
      if (kept) return kept;
    }
  }

  return { read, renew };
}
