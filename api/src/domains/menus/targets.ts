/**
 * What menu items link to: the shop's collections, products, pages and blog posts, looked up by id (to flag a
 * deleted target and to refuse another shop's) and searched by title (the menu builder's target picker).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { collections, contentEntries, products } from '../../db/schema/index.ts';
import { containsText } from '../collections/rules.ts';
import type { MenuTargetOption, RecordTargetType } from '../../../../contract/menus.ts';

export type TargetRecord = { id: string; title: string; handle: string };
type Finder = (shop: ShopScope, where: { ids?: string[]; q?: string }, limit: number) => Promise<TargetRecord[]>;

const tableFinder =
  (table: typeof collections | typeof products): Finder =>
  async (shop, { ids, q }, limit) =>
    shop
      .select({ id: table.id, title: table.title, handle: table.handle })
      .from(table)
      .where(and(ids ? inArray(table.id, ids) : undefined, q ? containsText(table.title, q) : undefined))
      .orderBy(asc(table.title), asc(table.id))
      .limit(limit);

/** Pages and blog posts (any status: a menu may link to a page before it goes live). */
const contentFinder =
  (kind: 'page' | 'post'): Finder =>
  async (shop, { ids, q }, limit) =>
    shop
      .select({ id: contentEntries.id, title: contentEntries.title, handle: contentEntries.handle })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, kind),
          ids ? inArray(contentEntries.id, ids) : undefined,
          q ? containsText(contentEntries.title, q) : undefined,
        ),
      )
      .orderBy(asc(contentEntries.title), asc(contentEntries.id))
      .limit(limit);

const FINDERS: Record<RecordTargetType, Finder> = {
  collection: tableFinder(collections),
  product: tableFinder(products),
  page: contentFinder('page'),
  post: contentFinder('post'),
};

/** The records of the shop with these ids, by type then id (missing ids are absent). */
export async function findTargets(shop: ShopScope, ids: Record<RecordTargetType, string[]>): Promise<Map<string, TargetRecord>> {
  const found = new Map<string, TargetRecord>();
  await Promise.all(
    (Object.keys(ids) as RecordTargetType[]).map(async (type) => {
      const wanted = [...new Set(ids[type])];
      if (wanted.length === 0) return;
      for (const record of await FINDERS[type](shop, { ids: wanted }, wanted.length)) found.set(`${type}:${record.id}`, record);
    }),
  );
  return found;
}

/** Records whose title contains `q`, of one type or of every type. */
export async function searchTargets(shop: ShopScope, q: string | undefined, type: RecordTargetType | undefined, limit: number) {
  const types = type ? [type] : (Object.keys(FINDERS) as RecordTargetType[]);
  const lists = await Promise.all(
    types.map(async (t) => (await FINDERS[t](shop, { q: q || undefined }, limit)).map((r): MenuTargetOption => ({ type: t, ...r }))),
  );
  return lists.flat().slice(0, limit);
}
