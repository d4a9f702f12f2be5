/**
 * Where a file of the library is used, so deleting it can warn. Pluggable: each area that shows files adds a
 * UsageCheck to USAGE_CHECKS. A use matches by the file's id, or by its content hash inside a stored URL
 * (an image set copied into a product or collection keeps pointing at the same bytes).
 */
import { and, asc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { ShopOwnedTable, ShopScope } from '../../platform/shop-scope.ts';
import { collections, contentEntries, files, productMedia, products, seoSettings, shopSettings } from '../../db/schema/index.ts';
import type { FileUse } from '../../../../contract/files.ts';

export type UsedFile = { id: string; hash: string };
/**
 * The shop predicate of a table: the accessor's (`shop.owns`), or `everyShop` to look in every shop (whether stored
 * bytes may be deleted, see `bytesStillUsed`). A check adds it to every table it reads.
 */
export type InShop = (table: ShopOwnedTable) => SQL | undefined;
export type UsageCheck = (db: Db, inShop: InShop, file: UsedFile) => Promise<FileUse[]>;

/** No shop predicate: every shop's records. */
const everyShop: InShop = () => undefined;

const MAX_USES = 50;

/** Products whose media show the file. */
export const productMediaUsage: UsageCheck = async (db, inShop, file) => {
  const rows = await db
    .selectDistinct({ id: products.id, title: products.title })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(and(inShop(productMedia), or(eq(productMedia.fileId, file.id), sql`position(${file.hash} in ${productMedia.sizes}::text) > 0`)))
    .orderBy(asc(products.title))
    .limit(MAX_USES);
  return rows.map((row) => ({ type: 'product', id: row.id, title: row.title }));
};

/** Collections whose image is the file. */
export const collectionImageUsage: UsageCheck = async (db, inShop, file) => {
  const rows = await db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(and(inShop(collections), isNotNull(collections.image), sql`position(${file.hash} in ${collections.image}::text) > 0`))
    .orderBy(asc(collections.title))
    .limit(MAX_USES);
  return rows.map((row) => ({ type: 'collection', id: row.id, title: row.title }));
};

/** The shop's logo and favicon (their storage keys hold the content hash). */
export const brandingUsage: UsageCheck = async (db, inShop, file) => {
  const [row] = await db
    .select({
      logo: sql<boolean>`coalesce(position(${file.hash} in ${shopSettings.logoKeys}::text) > 0, false)`,
      favicon: sql<boolean>`coalesce(position(${file.hash} in ${shopSettings.faviconKeys}::text) > 0, false)`,
    })
    .from(shopSettings)
    .where(
      and(
        inShop(shopSettings),
        sql`(position(${file.hash} in ${shopSettings.logoKeys}::text) > 0 or position(${file.hash} in ${shopSettings.faviconKeys}::text) > 0)`,
      ),
    )
    .limit(1);
  const uses: FileUse[] = [];
  if (row?.logo) uses.push({ type: 'store', id: 'logo', title: 'Logo' });
  if (row?.favicon) uses.push({ type: 'store', id: 'favicon', title: 'Favicon' });
  return uses;
};

/** Pages and blog posts whose featured image is the file, and the shop's default share image (SEO). */
export const contentImageUsage: UsageCheck = async (db, inShop, file) => {
  const shows = (column: typeof contentEntries.image | typeof seoSettings.shareImage) => sql`position(${file.hash} in ${column}::text) > 0`;
  const [entries, [share]] = await Promise.all([
    db
      .select({ id: contentEntries.id, title: contentEntries.title, kind: contentEntries.kind })
      .from(contentEntries)
      .where(and(inShop(contentEntries), isNotNull(contentEntries.image), shows(contentEntries.image)))
      .orderBy(asc(contentEntries.title))
      .limit(MAX_USES),
    db
      .select({ shopId: seoSettings.shopId })
      .from(seoSettings)
      .where(and(inShop(seoSettings), isNotNull(seoSettings.shareImage), shows(seoSettings.shareImage)))
      .limit(1),
  ]);
  const uses: FileUse[] = entries.map((row) => ({ type: row.kind, id: row.id, title: row.title }));
  if (share) uses.push({ type: 'store', id: 'share-image', title: 'Share image' });
  return uses;
};

export const USAGE_CHECKS: UsageCheck[] = [productMediaUsage, collectionImageUsage, brandingUsage, contentImageUsage];

/** Every use of `file` in the shop, by every registered check. */
export async function findUses(shop: ShopScope, file: UsedFile, checks = USAGE_CHECKS): Promise<FileUse[]> {
  return usesIn(shop.unscoped, shop.owns, file, checks);
}

async function usesIn(db: Db, inShop: InShop, file: UsedFile, checks: UsageCheck[]): Promise<FileUse[]> {
  const found = await Promise.all(checks.map((check) => check(db, inShop, file)));
  return found.flat();
}

/**
 * True while any record of any shop still uses bytes with this content hash: another library row (the
 * same bytes uploaded by another shop), or a use any registered check finds. Stored bytes are shared
 * between shops by hash, so only then may they be deleted (SECURITY.md "File sharing").
 */
export async function bytesStillUsed(db: Db, file: UsedFile, checks = USAGE_CHECKS): Promise<boolean> {
  const [twin] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.hash, file.hash), ne(files.id, file.id)))
    .limit(1);
  if (twin) return true;
  return (await usesIn(db, everyShop, file, checks)).length > 0;
}

/** One readable warning per use: 'Used by product "Jamdani saree"'. */
export const usageWarnings = (uses: FileUse[]): string[] => uses.map((use) => `Used by ${use.type} "${use.title}"`);
