/**
 * Uploaded bytes → stored objects. The type comes from the content (magic bytes), never from the name.
 *
 *   detectType(bytes)               → { kind: 'image' | 'pdf', contentType, ext } | null
 *   await storeUpload(storage, bytes) → { kind, contentType, bytes, width, height, hash, keys, sizes }
 *     images: keys/sizes for thumbnail (100 px), small (300), medium (600), large (1200) as WebP, and the
 *     original as uploaded; PDFs: only `original`. `sizes` holds public URLs (spec §3 image set).
 *     Throws UploadError (a 4xx HttpError) for anything else, an empty body, or more than 10 MB.
 *   await storeImage(storage, bytes) → the same, refusing anything that is not an image.
 * Objects are keyed by the SHA-256 of the content: the same bytes uploaded twice are stored once.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { publicUrl, StorageUnavailableError, type Storage } from './storage.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoded size limit (all frames): phone photos are 12–50 MP. */
export const MAX_PIXELS = 100_000_000;

/** Longest side of each generated size, in pixels. */
export const IMAGE_WIDTHS = { thumbnail: 100, small: 300, medium: 600, large: 1200 } as const;
export type SizeName = keyof typeof IMAGE_WIDTHS | 'original';
export const SIZE_NAMES: SizeName[] = ['thumbnail', 'small', 'medium', 'large', 'original'];

export type FileKind = 'image' | 'pdf';
export type DetectedType = { kind: FileKind; contentType: string; ext: string };

export type StoredUpload = {
  kind: FileKind;
  contentType: string;
  /** Size of the original in bytes. */
  bytes: number;
  width: number | null;
  height: number | null;
  hash: string;
  /** Storage key per size (PDFs: only original). */
  keys: Partial<Record<SizeName, string>>;
  /** Public URL per size. */
  sizes: Partial<Record<SizeName, string>>;
};

export class UploadError extends HttpError {}

/**
 * sharp (libvips, native code) loaded on the first image, not when the Store API starts: importing it costs about
 * 50 ms and 20 MiB that a server which never receives an upload does not need (README "Benchmarks").
 */
export const loadSharp = async () => (await import('sharp')).default;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file type from its first bytes: JPEG, PNG, WebP, GIF or PDF; anything else is null. */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', contentType: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', contentType: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', contentType: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' };
  return null;
}

const ACCEPTED = 'Only JPEG, PNG, WebP and GIF images and PDF files can be uploaded.';

/** Checks size and type; the 4xx errors a seller sees. */
export function checkUpload(bytes: Uint8Array): DetectedType {
  if (bytes.length === 0) throw new UploadError(400, 'The file is empty.', 'EMPTY_FILE');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError(413, 'The file is larger than 10 MB.', 'FILE_TOO_LARGE');
  const type = detectType(bytes);
  if (!type) throw new UploadError(415, `This file type is not supported. ${ACCEPTED}`, 'UNSUPPORTED_TYPE');
  return type;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const urls = (keys: Partial<Record<SizeName, string>>) =>
  Object.fromEntries(Object.entries(keys).map(([size, key]) => [size, publicUrl(key)])) as Partial<Record<SizeName, string>>;

/** Stores an image or PDF once by content hash, with the image sizes; see the top of this file. */
export async function storeUpload(storage: Storage, bytes: Uint8Array): Promise<StoredUpload> {
  const type = checkUpload(bytes);
  const hash = sha256(bytes);
  const original = `${hash}/original.${type.ext}`;
  if (type.kind === 'pdf') {
    if (!(await storage.has(original))) await storage.put(original, bytes, type.contentType);
    const keys = { original };
    return { kind: 'pdf', contentType: type.contentType, bytes: bytes.length, width: null, height: null, hash, keys, sizes: urls(keys) };
  }

  const animated = type.contentType === 'image/gif' || type.contentType === 'image/webp';
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  let pixels: number;
  try {
    const meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    const framed = (meta.pages ?? 1) > 1 && meta.pageHeight;
    width = meta.autoOrient?.width ?? meta.width;
    height = framed ? meta.pageHeight! : (meta.autoOrient?.height ?? meta.height);
    pixels = meta.width * meta.height; // every frame of an animation
  } catch {
    throw new UploadError(422, 'The image could not be read: the file may be damaged.', 'INVALID_IMAGE');
  }
  // A small file can decode to gigabytes (a "decompression bomb"): refuse before decoding.
  if (pixels > MAX_PIXELS) {
    throw new UploadError(413, `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels.`, 'IMAGE_TOO_LARGE');
  }

  // Every size is made before anything is written: a file that is damaged further in (a truncated JPEG, a
  // PNG with a broken chunk) fails here as a 4xx and leaves nothing behind in storage.
  const keys: Partial<Record<SizeName, string>> = {};
  const pending: [string, Uint8Array][] = [];
  try {
    for (const [size, px] of Object.entries(IMAGE_WIDTHS) as [keyof typeof IMAGE_WIDTHS, number][]) {
      const key = `${hash}/${size}.webp`;
      keys[size] = key;
      if (await storage.has(key)) continue;
      const resized = await sharp(bytes, { animated })
        .autoOrient()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      pending.push([key, new Uint8Array(resized)]);
    }
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error; // the store's `has`, not the image
    throw new UploadError(422, 'The image could not be read: the file may be damaged or incomplete.', 'INVALID_IMAGE');
  }
  for (const [key, resized] of pending) await storage.put(key, resized, 'image/webp');
  keys.original = original;
  if (!(await storage.has(original))) await storage.put(original, bytes, type.contentType);
  return { kind: 'image', contentType: type.contentType, bytes: bytes.length, width, height, hash, keys, sizes: urls(keys) };
}

/** Like storeUpload, for places that take images only (product media, collection images). */
export async function storeImage(storage: Storage, bytes: Uint8Array): Promise<StoredUpload> {
  const type = checkUpload(bytes);
  if (type.kind !== 'image') throw new UploadError(415, 'Only JPEG, PNG, WebP and GIF images can be used here.', 'NOT_AN_IMAGE');
  return storeUpload(storage, bytes);
}

/** Every key of a stored upload (to delete them). */
export const allKeys = (keys: Partial<Record<SizeName, string>>): string[] => Object.values(keys).filter((k): k is string => !!k);
