/**
 * Where a file of the library is used, so deleting it can warn. Pluggable: each area that shows files adds a
 * UsageCheck to USAGE_CHECKS. A use matches by the file's id, or by its content hash inside a stored URL
 * (an image set copied into a product or collection keeps pointing at the same bytes).
 */
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collections, productMedia, products, shopSettings } from '../db/schema/index.ts';
import type { FileUse } from '../../../contract/files.ts';

export type UsedFile = { id: string; hash: string };
export type UsageCheck = (db: Db, shopId: string, file: UsedFile) => Promise<FileUse[]>;

const MAX_USES = 50;

/** Products whose media show the file. */
export const productMediaUsage: UsageCheck = async (db, shopId, file) => {
  const rows = await db
    .selectDistinct({ id: products.id, title: products.title })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(
      and(
        eq(productMedia.shopId, shopId),
        or(eq(productMedia.fileId, file.id), sql`position(${file.hash} in ${productMedia.sizes}::text) > 0`),
      ),
    )
    .orderBy(asc(products.title))
    .limit(MAX_USES);
  return rows.map((row) => ({ type: 'product', id: row.id, title: row.title }));
};

/** Collections whose image is the file. */
export const collectionImageUsage: UsageCheck = async (db, shopId, file) => {
  const rows = await db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(and(eq(collections.shopId, shopId), isNotNull(collections.image), sql`position(${file.hash} in ${collections.image}::text) > 0`))
    .orderBy(asc(collections.title))
    .limit(MAX_USES);
  return rows.map((row) => ({ type: 'collection', id: row.id, title: row.title }));
};

/** The shop's logo and favicon (their storage keys hold the content hash). */
export const brandingUsage: UsageCheck = async (db, shopId, file) => {
  const [row] = await db
    .select({
      logo: sql<boolean>`coalesce(position(${file.hash} in ${shopSettings.logoKeys}::text) > 0, false)`,
      favicon: sql<boolean>`coalesce(position(${file.hash} in ${shopSettings.faviconKeys}::text) > 0, false)`,
    })
    .from(shopSettings)
    .where(eq(shopSettings.shopId, shopId));
  const uses: FileUse[] = [];
  if (row?.logo) uses.push({ type: 'store', id: 'logo', title: 'Logo' });
  if (row?.favicon) uses.push({ type: 'store', id: 'favicon', title: 'Favicon' });
  return uses;
};

export const USAGE_CHECKS: UsageCheck[] = [productMediaUsage, collectionImageUsage, brandingUsage];

/** Every use of `file` in the shop, by every registered check. */
export async function findUses(db: Db, shopId: string, file: UsedFile, checks = USAGE_CHECKS): Promise<FileUse[]> {
  const found = await Promise.all(checks.map((check) => check(db, shopId, file)));
  return found.flat();
}

/** One readable warning per use: 'Used by product "Jamdani saree"'. */
export const usageWarnings = (uses: FileUse[]): string[] => uses.map((use) => `Used by ${use.type} "${use.title}"`);
