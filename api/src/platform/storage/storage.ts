/**
 * Byte storage behind a small interface, so an object store (S3, R2 …) can replace the folder later.
 *
 *   const s = storage();                 // the process-wide store: DATA_DIR/files (memory under Vitest)
 *   await s.put('ab12…/small.webp', bytes, 'image/webp');
 *   await s.get(key)                     // → { bytes, contentType } | null
 *   await s.delete(key)                  // no error when missing
 *   publicUrl(key)                       // → '/media/<key>' (FILES_PUBLIC_URL overrides the base)
 *
 * Keys are content-addressed paths (`<sha256>/<size>.<ext>`, see images.ts); only [a-z0-9._/-] is allowed
 * and no `..`, so a key can never leave the folder.
 */
import { mkdir, readFile, rm, rmdir, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export type StoredObject = { bytes: Uint8Array; contentType: string };

export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** True for a key storage accepts (lower-case letters, digits, `._-`, `/` between segments, no `..`). */
export const isValidKey = (key: string): boolean => key.length <= 300 && KEY.test(key) && !key.includes('..');

function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Keeps objects in a Map: tests, and the default under Vitest. */
export function memoryStorage(): Storage {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, bytes, contentType) {
      objects.set(checkKey(key), { bytes: new Uint8Array(bytes), contentType });
    },
    async get(key) {
      return isValidKey(key) ? (objects.get(key) ?? null) : null;
    },
    async has(key) {
      return isValidKey(key) && objects.has(key);
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

/** The content type beside each file, so `get` needs no lookup table. */
const TYPE_SUFFIX = '.type';

/** Keeps objects as files under `root` (`root/<key>` plus `root/<key>.type`); writes are atomic (temp + rename). */
export function fsStorage(root: string): Storage {
  const base = resolve(root);
  const path = (key: string) => join(base, checkKey(key));
  const write = async (file: string, data: Uint8Array | string) => {
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  };
  return {
    async put(key, bytes, contentType) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      await write(`${file}${TYPE_SUFFIX}`, contentType);
      await write(file, bytes);
    },
    async get(key) {
      if (!isValidKey(key) || key.endsWith(TYPE_SUFFIX)) return null;
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path(key)),
          readFile(`${path(key)}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      if (!isValidKey(key)) return false;
      try {
        await readFile(`${path(key)}${TYPE_SUFFIX}`);
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(path(key), { force: true });
      await rm(`${path(key)}${TYPE_SUFFIX}`, { force: true });
      // The key's folder goes with its last object (rmdir refuses a folder that still holds some).
      if (key.includes('/')) await rmdir(dirname(path(key))).catch(() => undefined);
    },
  };
}

let current: Storage | undefined;

/**
 * The process-wide storage: DATA_DIR/files (DATA_DIR defaults to .data, as in cli.ts). Under Vitest it is
 * in memory, so no test writes to the real data folder. `useStorage()` replaces it (tests, another backend).
 */
export function storage(): Storage {
  current ??= process.env.VITEST ? memoryStorage() : fsStorage(join(process.env.DATA_DIR || '.data', 'files'));
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
