/**
 * Byte storage behind one interface, with a driver per place the bytes live: a folder (folder.ts, the embedded
 * default of `npm start`), an S3-compatible bucket (s3.ts, chosen by S3_BUCKET) and memory (tests).
 *
 *   const s = storage();                 // the process-wide store (memory under Vitest)
 *   await s.put('ab12…/small.webp', bytes, 'image/webp');
 *   await s.get(key)                     // → { bytes, contentType } | null
 *   await s.open(key)                    // → { body: ReadableStream, contentType, size } | null (serving)
 *   await s.delete(key)                  // no error when missing
 *   for await (const o of s.list()) …    // every object: { key, size, md5? } (storage:copy)
 *   publicUrl(key)                       // → '/media/<key>' (FILES_PUBLIC_URL overrides the base)
 *
 * Keys are content-addressed paths (`<sha256>/<size>.<ext>`, see images.ts); only [a-z0-9._/-] is allowed
 * and no `..`, so a key can never leave the folder. A store that cannot be reached or refuses a write throws
 * StorageUnavailableError, which the API answers with 503 `{ message, code }`.
 */
import { join } from 'node:path';
import { fsStorage } from './folder.ts';
import { checkKey, isValidKey, streamOf, type Storage, type StoredObject } from './interface.ts';
import { s3OptionsFromEnv, s3Storage } from './s3.ts';

export * from './interface.ts';
export { fsStorage };

/** Keeps objects in a Map: tests, and the default under Vitest. */
export function memoryStorage(): Storage {
  const objects = new Map<string, StoredObject>();
  return {
    kind: 'memory',
    async put(key, bytes, contentType) {
      objects.set(checkKey(key), { bytes: new Uint8Array(bytes), contentType });
    },
    async get(key) {
      return isValidKey(key) ? (objects.get(key) ?? null) : null;
    },
    async open(key) {
      const object = isValidKey(key) ? objects.get(key) : undefined;
      return object ? { body: streamOf(object.bytes), contentType: object.contentType, size: object.bytes.byteLength } : null;
    },
    async has(key) {
      return isValidKey(key) && objects.has(key);
    },
    async delete(key) {
      objects.delete(key);
    },
    async *list() {
      for (const [key, object] of [...objects]) yield { key, size: object.bytes.byteLength };
    },
    async check() {},
  };
}

/** The store the environment names: the bucket of S3_BUCKET, else the folder DATA_DIR/files (DATA_DIR default .data). */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? s3Storage(s3) : fsStorage(join(env.DATA_DIR || '.data', 'files'));
}

let current: Storage | undefined;

/**
 * The process-wide storage (storageFromEnv). Under Vitest it is in memory, so no test writes to the real data folder
 * or bucket. `useStorage()` replaces it (tests, the storage:copy check).
 */
export function storage(): Storage {
  current ??= process.env.VITEST ? memoryStorage() : storageFromEnv();
  return current;
}

/** Replaces the process-wide storage. */
export function useStorage(next: Storage): void {
  current = next;
}

/** The URL a browser loads a key from: the dashboard proxies /media/* to the API's GET /files/*. */
export function publicUrl(key: string): string {
  const base = (process.env.FILES_PUBLIC_URL ?? '/media').replace(/\/+$/, '');
  return `${base}/${key}`;
}
