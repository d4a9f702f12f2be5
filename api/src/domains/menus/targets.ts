/**
 * What menu items link to: the shop's collections, products, pages and blog posts, looked up by id (to flag a
 * deleted target and to refuse another shop's) and searched by title (the menu builder's target picker).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { collections, contentEntries, products } from '../../db/schema/index.ts';
import { containsText } from '../collections/rules.ts';
import type { MenuTargetOption, RecordTargetType } from '../../../../contract/menus.ts';

export type TargetRecord = { id: string; title: string; handle: string };
type Finder = (db: Db, shopId: string, where: { ids?: string[]; q?: string }, limit: number) => Promise<TargetRecord[]>;

const tableFinder =
  (table: typeof collections | typeof products): Finder =>
  async (db, shopId, { ids, q }, limit) => {
    const conditions: (SQL | undefined)[] = [eq(table.shopId, shopId)];
    if (ids) conditions.push(inArray(table.id, ids));
    if (q) conditions.push(containsText(table.title, q));
    return db
      .select({ id: table.id, title: table.title, handle: table.handle })
      .from(table)
      .where(and(...conditions))
      .orderBy(asc(table.title), asc(table.id))
      .limit(limit);
  };

/** Pages and blog posts (any status: a menu may link to a page before it goes live). */
const contentFinder =
  (kind: 'page' | 'post'): Finder =>
  async (db, shopId, { ids, q }, limit) =>
    db
      .select({ id: contentEntries.id, title: contentEntries.title, handle: contentEntries.handle })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.shopId, shopId),
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
export async function findTargets(db: Db, shopId: string, ids: Record<RecordTargetType, string[]>): Promise<Map<string, TargetRecord>> {
  const found = new Map<string, TargetRecord>();
  await Promise.all(
    (Object.keys(ids) as RecordTargetType[]).map(async (type) => {
      const wanted = [...new Set(ids[type])];
      if (wanted.length === 0) return;
      for (const record of await FINDERS[type](db, shopId, { ids: wanted }, wanted.length)) found.set(`${type}:${record.id}`, record);
    }),
  );
  return found;
}

/** Records whose title contains `q`, of one type or of every type. */
export async function searchTargets(db: Db, shopId: string, q: string | undefined, type: RecordTargetType | undefined, limit: number) {
  const types = type ? [type] : (Object.keys(FINDERS) as RecordTargetType[]);
  const lists = await Promise.all(
    types.map(async (t) => (await FINDERS[t](db, shopId, { q: q || undefined }, limit)).map((r): MenuTargetOption => ({ type: t, ...r }))),
  );
  return lists.flat().slice(0, limit);
}
