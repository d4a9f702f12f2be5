/** Sealed secrets (platform/secret-box.ts): AES-256-GCM bound to its row, key ids that rotate, old plain rows read. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatSecretKeys,
  isSealedWithCurrentKey,
  loadSecretKeys,
  openSecret,
  parseSecretKeys,
  SECRET_KEYS_FILE,
  sealSecret,
  useSecretKeys,
  type Keyring,
} from './secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const k1: Keyring = [{ id: 'k1', key: randomBytes(32) }];
const k2: Keyring = [{ id: 'k2', key: randomBytes(32) }, ...k1];

describe('sealing a secret', () => {
  it('stores neither the secret nor anything that opens without the key, and opens it again', () => {
    useSecretKeys(k1);
    const sealed = sealSecret(SECRET, 'seller-1');
    expect(sealed).toMatch(/^aes256gcm:k1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(SECRET, 'seller-1')).not.toBe(sealed); // a new IV each time
    expect(openSecret(sealed, 'seller-1')).toBe(SECRET);
  });

  it('does not open in another row, or once changed', () => {
    useSecretKeys(k1);
    const sealed = sealSecret(SECRET, 'seller-1');
    expect(() => openSecret(sealed, 'seller-2')).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('X'.repeat(32)).toString('base64url');
    expect(() => openSecret(parts.join(':'), 'seller-1')).toThrow();
  });

  it('rotates: the first key seals, older keys still open what they sealed, a key no longer held is named', () => {
    useSecretKeys(k1);
    const old = sealSecret(SECRET, 's');
    useSecretKeys(k2);
    expect(isSealedWithCurrentKey(old)).toBe(false);
    expect(openSecret(old, 's')).toBe(SECRET);
    expect(isSealedWithCurrentKey(sealSecret(SECRET, 's'))).toBe(true);
    useSecretKeys([{ id: 'k3', key: randomBytes(32) }]);
    expect(() => openSecret(old, 's')).toThrow(/key "k1"/);
  });

  it('reads a secret stored before sealing existed as it is', () => {
    useSecretKeys(k1);
    expect(openSecret(SECRET, 'seller-1')).toBe(SECRET);
    expect(isSealedWithCurrentKey(SECRET)).toBe(false);
  });
});

describe('the keyring', () => {
  const dir = mkdtempSync(join(tmpdir(), 'haat-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses SECRET_KEYS and refuses a wrong one with what is wrong', () => {
    expect(parseSecretKeys(formatSecretKeys(k2)).map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(() => parseSecretKeys('a=' + randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseSecretKeys('=abc')).toThrow(/key id/);
    expect(() => parseSecretKeys(`${formatSecretKeys(k1)},${formatSecretKeys(k1)}`)).toThrow(/twice/);
    expect(() => parseSecretKeys(' , ')).toThrow(/no key/);
  });

  it('takes SECRET_KEYS when set, else makes a key file once (owner-only) and reads the same key after', () => {
    expect(loadSecretKeys({ SECRET_KEYS: formatSecretKeys(k1) }, dir)[0].id).toBe('k1');
    const made = loadSecretKeys({}, dir);
    expect(statSync(join(dir, SECRET_KEYS_FILE)).mode & 0o777).toBe(0o600);
    const again = loadSecretKeys({}, dir);
    expect(again[0].id).toBe(made[0].id);
    expect(again[0].key.equals(made[0].key)).toBe(true);
  });
});
