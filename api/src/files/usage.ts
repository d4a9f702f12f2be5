/**
 * Where a file of the library is used, so deleting it can warn. Pluggable: each area that shows files adds a
 * UsageCheck to USAGE_CHECKS. A use matches by the file's id or by its content hash inside a stored URL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { FileUse } from '../schemas/files.ts';

export type UsedFile = { id: string; hash: string };
export type UsageCheck = (db: Db, shopId: string, file: UsedFile) => Promise<FileUse[]>;

const tableExists = async (db: Db, table: string) => {
  const result = await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as present`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { present: boolean }[];
  return rows[0]?.present === true;
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Product media and collection images (the catalogue schema): raw SQL guarded by to_regclass, so the file
 * library works whether or not the catalogue tables exist in this build.
 */
export const catalogUsage: UsageCheck = async (db, shopId, file) => {
  const uses: FileUse[] = [];
  if (await tableExists(db, 'product_media')) {
    const result = await db.execute(sql`
      select distinct p.id, p.title from product_media m join products p on p.id = m.product_id
      where m.shop_id = ${shopId} and (m.file_id = ${file.id} or position(${file.hash} in m.sizes::text) > 0)
      order by p.title limit 50`);
    for (const row of rowsOf<{ id: string; title: string }>(result)) uses.push({ type: 'product', id: row.id, title: row.title });
  }
  if (await tableExists(db, 'collections')) {
    const result = await db.execute(sql`
      select id, title from collections
      where shop_id = ${shopId} and image is not null and position(${file.hash} in image::text) > 0
      order by title limit 50`);
    for (const row of rowsOf<{ id: string; title: string }>(result)) uses.push({ type: 'collection', id: row.id, title: row.title });
  }
  return uses;
};

export const USAGE_CHECKS: UsageCheck[] = [catalogUsage];

/** Every use of `file` in the shop, by every registered check. */
export async function findUses(db: Db, shopId: string, file: UsedFile, checks = USAGE_CHECKS): Promise<FileUse[]> {
  const found = await Promise.all(checks.map((check) => check(db, shopId, file)));
  return found.flat();
}

/** One readable warning per use: 'Used by product "Jamdani saree"'. */
export const usageWarnings = (uses: FileUse[]): string[] => uses.map((use) => `Used by ${use.type} "${use.title}"`);
