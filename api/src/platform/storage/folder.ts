/**
 * The folder driver: objects as files under `root` (`root/<key>` plus `root/<key>.type` holding its content type).
 * The embedded default of `npm start` (DATA_DIR/files). Writes are atomic (temp file + rename), so a reader never
 * sees half a file; a folder that cannot be written (permissions, full disk) is a StorageUnavailableError.
 */
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { checkKey, isValidKey, StorageUnavailableError, type ObjectInfo, type Storage } from './interface.ts';

/** The content type beside each file, so `get` needs no lookup table. */
const TYPE_SUFFIX = '.type';
const TEMP_SUFFIX = '.tmp';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;
/** A path that is not there (or runs through a file): the object is missing, not the store. */
const missing = (error: unknown) => code(error) === 'ENOENT' || code(error) === 'ENOTDIR';
const unavailable = (error: unknown): never => {
  throw new StorageUnavailableError(`folder: ${code(error) ?? (error as Error).message}`);
};

export function fsStorage(root: string): Storage {
  const base = resolve(root);
  const path = (key: string) => join(base, checkKey(key));
  const write = async (file: string, data: Uint8Array | string) => {
    const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  };
  const contentType = (key: string) => readFile(`${path(key)}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream');
  const readable = (key: string) => isValidKey(key) && !key.endsWith(TYPE_SUFFIX) && !key.endsWith(TEMP_SUFFIX);

  /** Every file under `dir` that is an object: a valid key with its `.type` beside it (written before the bytes). */
  async function* walk(dir: string): AsyncGenerator<ObjectInfo> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    const here = new Set(entries.map((e) => e.name));
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full);
        continue;
      }
      const key = relative(base, full).split(sep).join('/');
      if (!entry.isFile() || !readable(key) || !here.has(`${entry.name}${TYPE_SUFFIX}`)) continue;
      yield { key, size: (await stat(full)).size };
    }
  }

  return {
    kind: 'folder',
    async put(key, bytes, type) {
      const file = path(key);
      try {
        await mkdir(dirname(file), { recursive: true });
        await write(`${file}${TYPE_SUFFIX}`, type);
        await write(file, bytes);
      } catch (error) {
        unavailable(error);
      }
    },
    async get(key) {
      if (!readable(key)) return null;
      try {
        const [bytes, type] = await Promise.all([readFile(path(key)), contentType(key)]);
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: type };
      } catch (error) {
        return missing(error) ? null : unavailable(error);
      }
    },
    async open(key) {
      if (!readable(key)) return null;
      // The file is opened before answering: a stream that opened it lazily, at its first read, failed in the middle
      // of the response when the object was deleted in between (a file removed while a page still showed it).
      // Once open, the bytes stay readable until the handle closes, deleted or not.
      let handle;
      try {
        handle = await open(path(key), 'r');
        const [info, type] = await Promise.all([handle.stat(), contentType(key)]);
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, contentType: type, size: info.size };
      } catch (error) {
        await handle?.close();
        return missing(error) || code(error) === 'EISDIR' ? null : unavailable(error);
      }
    },
    async has(key) {
      if (!readable(key)) return false;
      try {
        return (await stat(path(key))).isFile();
      } catch (error) {
        return missing(error) ? false : unavailable(error);
      }
    },
    async delete(key) {
      if (!readable(key)) return;
      try {
        await rm(path(key), { force: true });
        await rm(`${path(key)}${TYPE_SUFFIX}`, { force: true });
      } catch (error) {
        unavailable(error);
      }
      // The key's folder goes with its last object (rmdir refuses a folder that still holds some).
      if (key.includes('/')) await rmdir(dirname(path(key))).catch(() => undefined);
    },
    list: () => walk(base),
    async check() {
      try {
        await mkdir(base, { recursive: true });
        const probe = join(base, `.health-${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
        await writeFile(probe, '');
        await rm(probe);
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
