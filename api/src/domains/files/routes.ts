/**
 * /admin/files (permission 'files'): the shop's file library: list, upload (multipart, field `file`), show with
 * uses, delete with warnings. `publicFileRoutes` (mounted at /files) serves stored bytes to anyone holding a key.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { files, sellers } from '../../db/schema/index.ts';
import type { AppEnv } from '../../platform/env.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { addFile, listFiles, removeFile, toFileItem } from './files.ts';
import { findUses, usageWarnings } from './usage.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { FileListQuerySchema, type FileDeleted } from '../../../../contract/files.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/images.ts';
import { isValidKey, storage } from '../../platform/storage/storage.ts';
import { IMMUTABLE } from '../../platform/storage/s3.ts';
import { query } from '../../platform/validate.ts';
import { tooLarge } from '../../platform/body-limit.ts';

export const fileRoutes = shopRoutes({ permission: 'files' });

fileRoutes.get('/', async (c) => c.json(await listFiles(c.var.shop, query(c, FileListQuerySchema))));

// 10 MB of file plus room for the multipart envelope; app.ts leaves this path out of its 1 MB limit.
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: tooLarge('The file is larger than 10 MB.', 'FILE_TOO_LARGE'), // read to the end first: no reset connection
});

fileRoutes.post('/', uploadLimit, async (c) => {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".', 'UNSUPPORTED_MEDIA_TYPE');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.', 'INVALID_MULTIPART');
  }
  const file = [body.file].flat()[0];
  if (!(file instanceof File)) throw badRequest('Choose a file to upload.', 'VALIDATION_FAILED', { file: 'Choose a file to upload.' });
  const name = typeof body.name === 'string' && body.name.trim() ? body.name : file.name;
  const row = await addFile(c.var.shop, storage(), {
    name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    createdBy: c.var.seller.id,
  });
  return c.json(toFileItem(row, c.var.seller.name), 201);
});

async function findFile(c: { var: ShopEnv['Variables'] }, id: string) {
  const [row] = await c.var.shop
    .select({ file: files, createdByName: sellers.name })
    .from(files)
    .leftJoin(sellers, eq(sellers.id, files.createdBy))
    .where(eq(files.id, id))
    .limit(1);
  if (!row) throw notFound('File not found');
  return row;
}

/** One file with where it is used (the delete confirmation shows it). */
fileRoutes.get('/:id', async (c) => {
  const { file, createdByName } = await findFile(c, c.req.param('id'));
  const usedBy = await findUses(c.var.shop, file);
  return c.json({ ...toFileItem(file, createdByName), usedBy, warnings: usageWarnings(usedBy) });
});

fileRoutes.delete('/:id', async (c) => {
  const { file } = await findFile(c, c.req.param('id'));
  const usedBy = await findUses(c.var.shop, file);
  // A used file leaves the library, but its bytes stay so the product or collection keeps showing it.
  await removeFile(c.var.shop, storage(), file, usedBy.length > 0);
  const answer: FileDeleted = { id: file.id, deleted: true, usedBy, warnings: usageWarnings(usedBy) };
  return c.json(answer);
});

/**
 * GET /files/<key>: stored bytes, public (keys are content hashes), cached for a year, streamed from the folder or
 * bucket as they arrive (never held whole in memory). A missing image is a 404 whose body is the "no image" picture,
 * so a page shows a placeholder instead of a broken image; an unreachable store is a 503 (StorageUnavailableError).
 */
export const publicFileRoutes = new Hono<AppEnv>();

publicFileRoutes.get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  const object = isValidKey(key) ? await storage().open(key) : null;
  if (!object) {
    if (!IMAGE_KEY.test(key)) throw notFound('File not found');
    return c.body(MISSING_IMAGE, 404, {
      'content-type': 'image/svg+xml',
      'cache-control': 'no-store', // the object may arrive later (storage:copy still running)
      'x-content-type-options': 'nosniff',
    });
  }
  return c.body(object.body, 200, {
    'content-type': object.contentType,
    'content-length': String(object.size),
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
  });
});

const IMAGE_KEY = /\.(webp|png|jpe?g|gif)$/;
/** The dashboard's public/images/no-image.svg. */
const MISSING_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="No image available"><rect width="120" height="120" fill="#f0f0f0"/><path d="M30 82l18-22 14 16 10-12 18 18z" fill="#bfbfbf"/><circle cx="78" cy="42" r="8" fill="#bfbfbf"/><text x="60" y="106" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#595959">No image</text></svg>';

/** True for an upload request: app.ts leaves it out of the 1 MB body limit (uploadLimit above applies). */
export const isUpload = (c: { req: { method: string; path: string } }) => c.req.method === 'POST' && c.req.path === '/admin/files';
