/**
 * Secrets Haat must read back (the authenticator secret of two-step sign-in) are stored sealed with AES-256-GCM
 * (node:crypto), never as they are: a copy of the database alone does not give anyone the seller's codes.
 *
 * Stored form: `aes256gcm:<keyId>:<iv>:<ciphertext>:<tag>` (base64url parts), sealed with the first key of the
 * keyring and bound to its row (`context`, e.g. the seller's id, as additional data) so a value copied into another
 * row does not open. Any key of the keyring opens what it sealed, so keys rotate: put the new key first in
 * SECRET_KEYS, keep the old ones after it; values are sealed again with the new key when next used. A value without
 * the prefix is one stored before sealing existed: it reads as it is, and is sealed when next used.
 *
 * The keyring: SECRET_KEYS (`id=<32 bytes, base64>,…`, the first seals), else `DATA_DIR/secret-keys.json` (made with
 * one random key on first start, readable by its owner only); the Store API process sets it at start-up
 * (`useSecretKeys`). A process that never does (tests over an in-memory database) gets one random key for its life.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'aes256gcm';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const SECRET_KEYS_FILE = 'secret-keys.json';

export type SecretKey = { id: string; key: Buffer };
/** The keys that open secrets; the first one seals. */
export type Keyring = readonly [SecretKey, ...SecretKey[]];

/** Parses SECRET_KEYS (`id=base64,…`); throws with what is wrong, so a bad setting stops the start instead of data. */
export function parseSecretKeys(text: string): Keyring {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const id = part.slice(0, at);
      const key = Buffer.from(part.slice(at + 1), 'base64');
      if (at < 1 || !KEY_ID.test(id)) throw new Error(`SECRET_KEYS: "${id}" is not a key id (letters, digits, - and _; at most 32).`);
      if (key.length !== 32) throw new Error(`SECRET_KEYS: the key "${id}" must be 32 bytes in base64 (openssl rand -base64 32).`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('SECRET_KEYS names no key.');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('SECRET_KEYS names a key id twice.');
  return keys as unknown as Keyring;
}

export const formatSecretKeys = (keys: Keyring) => keys.map(({ id, key }) => `${id}=${key.toString('base64')}`).join(',');

/**
 * The keyring of a Store API process: SECRET_KEYS when set, else the one kept in `dataDir` (made on first start).
 */
export function loadSecretKeys(env: { SECRET_KEYS?: string | undefined }, dataDir: string): Keyring {
  if (env.SECRET_KEYS?.trim()) return parseSecretKeys(env.SECRET_KEYS);
  const file = join(dataDir, SECRET_KEYS_FILE);
  if (existsSync(file)) return parseSecretKeys((JSON.parse(readFileSync(file, 'utf8')) as { keys: string }).keys);
  const keys: Keyring = [{ id: `k${Date.now().toString(36)}`, key: randomBytes(32) }];
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ keys: formatSecretKeys(keys) }), { mode: 0o600, flag: 'wx' });
  return keys;
}

let keyring: Keyring | null = null;

/** Sets the keyring of this process (the Store API's start-up). */
export function useSecretKeys(keys: Keyring): void {
  keyring = keys;
}

const currentKeys = (): Keyring => (keyring ??= [{ id: 'memory', key: randomBytes(32) }]);

/** True when `stored` is sealed with the keyring's first key (nothing to do when it is next used). */
export const isSealedWithCurrentKey = (stored: string) => stored.startsWith(`${PREFIX}:${currentKeys()[0].id}:`);

/** Seals `plain` for the row named by `context` with the first key. */
export function sealSecret(plain: string, context: string): string {
  const { id, key } = currentKeys()[0];
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
}

/**
 * Opens what sealSecret stored for `context` with the key it names; a value stored before sealing existed is
 * answered as it is. Throws when the key is unknown or the value was changed or moved to another row.
 */
export function openSecret(stored: string, context: string): string {
  if (!stored.startsWith(`${PREFIX}:`)) return stored;
  const [, id, iv, body, tag] = stored.split(':');
  const found = currentKeys().find((k) => k.id === id);
  if (!found || !iv || !body || !tag) throw new Error(`A stored secret is sealed with key "${id}", which SECRET_KEYS does not hold.`);
  const decipher = createDecipheriv('aes-256-gcm', found.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
