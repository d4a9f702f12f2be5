/**
 * The file library's data layer, used by the /admin/files routes, the seed, and any area that wants an upload
 * to appear in the shop's Files (e.g. product media): `addFile(shop, storage, { name, bytes })`, and
 * `listFiles` for the library page and the logo/favicon picker. Every query goes through the shop's accessor.
 */
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { files, sellers } from '../../db/schema/index.ts';
import type { FileItem, FileKind, FileListQuery, FileSort } from '../../../../contract/files.ts';
import { containsPattern } from '../../../../contract/like.ts';
import { allKeys, storeUpload } from '../../platform/storage/images.ts';
import { bytesStillUsed } from './usage.ts';
import { badRequest } from '../../platform/errors.ts';
import { publicUrl, StorageUnavailableError, type Storage } from '../../platform/storage/storage.ts';

export type FileRow = typeof files.$inferSelect;

/** A file name fit to show: no folders, no control characters, at most 200 characters, never empty. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

/** The API shape of a row: storage keys become public URLs. */
export function toFileItem(row: FileRow, createdByName: string | null = null): FileItem {
  const sizes = Object.fromEntries(Object.entries(row.keys).map(([size, key]) => [size, publicUrl(key as string)]));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as FileKind,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    url: sizes.original ?? '',
    sizes,
    createdAt: row.createdAt.toISOString(),
    createdBy: createdByName,
  };
}

export type AddFileInput = { name: string; bytes: Uint8Array; createdBy?: string | null };

/** Stores the bytes (checked by content; 4xx UploadError otherwise) and adds a row to the shop's library. */
export async function addFile(shop: ShopScope, storage: Storage, input: AddFileInput): Promise<FileRow> {
  const stored = await storeUpload(storage, input.bytes);
  const [row] = await shop
    .insert(files)
    .values({
      name: cleanName(input.name),
      kind: stored.kind,
      contentType: stored.contentType,
      bytes: stored.bytes,
      width: stored.width,
      height: stored.height,
      hash: stored.hash,
      keys: stored.keys,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  // A delete of the same bytes elsewhere may have checked for users just before this row existed: put back
  // whatever it removed (storeUpload writes only missing keys). If the store fails now, the row goes again:
  // never a record pointing at a missing object.
  try {
    if (!(await storage.has(stored.keys.original ?? ''))) await storeUpload(storage, input.bytes);
  } catch (error) {
    await shop.delete(files).where(eq(files.id, row!.id));
    throw error;
  }
  return row!;
}

/**
 * Removes a row; its bytes go too only when nothing in any shop still uses them (`bytesStillUsed`: another
 * library row with the same content, a product image, a collection image, a logo …) and not `keepBytes`.
 */
export async function removeFile(shop: ShopScope, storage: Storage, row: FileRow, keepBytes = false): Promise<void> {
  await shop.delete(files).where(eq(files.id, row.id));
  if (keepBytes || (await bytesStillUsed(shop.unscoped, row))) return;
  // The row is gone, so the file is deleted for the seller; bytes the store could not drop now are unreachable
  // (nothing points at them) and a later upload of the same content reuses them.
  await Promise.all(allKeys(row.keys).map((key) => storage.delete(key))).catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
  });
}

const ORDER: Record<FileSort, SQL[]> = {
  '-createdAt': [desc(files.createdAt), desc(files.id)],
  createdAt: [asc(files.createdAt), asc(files.id)],
  name: [asc(files.name), asc(files.id)],
  '-name': [desc(files.name), desc(files.id)],
  bytes: [asc(files.bytes), asc(files.id)],
  '-bytes': [desc(files.bytes), desc(files.id)],
};

/** A page of the shop's files (name search, kind filter, sort) with who uploaded each, and the total matching. */
export async function listFiles(shop: ShopScope, { page, limit, q, kind, sort }: FileListQuery) {
  const conditions: SQL[] = [];
  if (q) conditions.push(ilike(files.name, containsPattern(q)));
  if (kind) conditions.push(eq(files.kind, kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    shop
      .select({ file: files, createdByName: sellers.name })
      .from(files)
      .leftJoin(sellers, eq(sellers.id, files.createdBy))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset((page - 1) * limit),
    shop.select({ n: count() }).from(files).where(where),
  ]);
  return { response: rows.map((row) => toFileItem(row.file, row.createdByName)), count: total?.n ?? 0 };
}

/**
 * The sizes of a library image of the shop, for records that show one (pages, posts, the share image): read from
 * the stored file, never from the client. A file of another shop, or one that is not an image, is a 400 on `field`.
 */
export async function libraryImage(shop: ShopScope, fileId: string, field = 'image') {
  const [file] = await shop
    .select({ kind: files.kind, keys: files.keys, width: files.width, height: files.height })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  if (!file || file.kind !== 'image')
    throw badRequest('The image is not in your files', 'VALIDATION_FAILED', { [field]: 'Choose an image from your files' });
  const sizes = Object.fromEntries(Object.entries(file.keys).map(([size, key]) => [size, publicUrl(key as string)]));
  return { sizes, width: file.width, height: file.height };
}
