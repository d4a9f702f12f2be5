/**
 * What every storage driver shares: the Storage interface the domains call, the key rules and the 503 error.
 * storage.ts picks the driver; folder.ts, s3.ts and memoryStorage (storage.ts) implement it.
 */
import { HttpError } from '../errors.ts';

export type StoredObject = { bytes: Uint8Array; contentType: string };
/** An object opened for reading without holding it in memory. */
export type ObjectStream = { body: ReadableStream<Uint8Array>; contentType: string; size: number };
/** One object of a listing; `md5` (hex) when the store knows it without reading the bytes. */
export type ObjectInfo = { key: string; size: number; md5?: string };

export interface Storage {
  /** Where the bytes live, for logs and the health answer ('folder', 'bucket', 'memory'). */
  readonly kind: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  open(key: string): Promise<ObjectStream | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<ObjectInfo>;
  /** Throws StorageUnavailableError when the store cannot be read and written (the health check). */
  check(): Promise<void>;
}

/** The store is unreachable or refused a read or write: a 503 the client may retry, never a half-done record. */
export class StorageUnavailableError extends HttpError {
  /** What went wrong, for the log (never shown to the client). */
  readonly reason: string;

  constructor(reason: string) {
    super(503, 'File storage is not reachable right now. Nothing was saved; please try again in a minute.', 'STORAGE_UNAVAILABLE');
    this.name = 'StorageUnavailableError';
    this.reason = reason;
  }
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** True for a key storage accepts (lower-case letters, digits, `._-`, `/` between segments, no `..`). */
export const isValidKey = (key: string): boolean => key.length <= 300 && KEY.test(key) && !key.includes('..');

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A readable stream of bytes already in memory. */
export const streamOf = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
