/**
 * URL redirects of a shop's storefront: list, add, delete, CSV rows, and the one that a handle change records.
 * A redirect never points at itself, and never leads through another redirect: recording `from → to` re-points
 * the redirects that led to `from`, and drops the one that started at `to` (the content lives there now).
 */
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { urlRedirects } from './tables.ts';
import { containsPattern } from '../../../../contract/like.ts';
import type { Redirect, RedirectInput, RedirectListQuery } from '../../../../contract/seo.ts';

type Row = typeof urlRedirects.$inferSelect;

export const toRedirect = (row: Row): Redirect => ({
  id: row.id,
  fromPath: row.fromPath,
  toPath: row.toPath,
  createdAt: row.createdAt,
});

/**
 * Records `from → to` for the shop (replacing an older redirect from `from`), keeping the list free of chains and
 * loops. Three statements: call it with the accessor of a transaction (`shop.transaction((tx) => recordRedirect(tx, …))`).
 */
export async function recordRedirect(shop: ShopScope, fromPath: string, toPath: string): Promise<Row | undefined> {
  if (fromPath === toPath) return undefined;
  await shop.delete(urlRedirects).where(eq(urlRedirects.fromPath, toPath));
  await shop
    .update(urlRedirects)
    .set({ toPath })
    .where(and(eq(urlRedirects.toPath, fromPath), ne(urlRedirects.fromPath, toPath)));
  const [row] = await shop
    .insert(urlRedirects)
    .values({ fromPath, toPath })
    .onConflictDoUpdate({ target: [urlRedirects.shopId, urlRedirects.fromPath], set: { toPath, createdAt: new Date() } })
    .returning();
  return row;
}

/** A page of the shop's redirects, newest first; `q` finds either path containing it. */
export async function listRedirects(shop: ShopScope, query: RedirectListQuery) {
  const q = query.q?.trim();
  const where = q ? or(ilike(urlRedirects.fromPath, containsPattern(q)), ilike(urlRedirects.toPath, containsPattern(q))) : undefined;
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(urlRedirects)
      .where(where)
      .orderBy(asc(urlRedirects.fromPath))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(urlRedirects).where(where),
  ]);
  return { response: rows.map(toRedirect), count: total?.n ?? 0 };
}

/** Adds one redirect by hand; a path that already redirects is a field error. */
export async function addRedirect(shop: ShopScope, input: RedirectInput) {
  const [taken] = await shop.select({ id: urlRedirects.id }).from(urlRedirects).where(eq(urlRedirects.fromPath, input.fromPath)).limit(1);
  if (taken)
    throw conflict('This address already redirects', 'REDIRECT_EXISTS', {
      fromPath: 'This address already redirects; delete that one first',
    });
  const row = await shop.transaction((tx) => recordRedirect(tx, input.fromPath, input.toPath));
  return toRedirect(row!);
}

export async function deleteRedirect(shop: ShopScope, id: string) {
  const rows = await shop.delete(urlRedirects).where(eq(urlRedirects.id, id)).returning({ id: urlRedirects.id });
  if (rows.length === 0) throw notFound('This redirect does not exist or was deleted.');
}

/** Every redirect of the shop, for the CSV export. */
export const allRedirects = (shop: ShopScope) => shop.select().from(urlRedirects).orderBy(asc(urlRedirects.fromPath));

/** The redirect of one storefront path, for the preview. */
export async function findRedirect(shop: ShopScope, path: string) {
  const [row] = await shop.select().from(urlRedirects).where(eq(urlRedirects.fromPath, path)).limit(1);
  return row ? toRedirect(row) : null;
}
