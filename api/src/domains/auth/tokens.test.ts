import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createToken, expiresIn, hashToken, SESSION_TTL_SECONDS } from './tokens.ts';

describe('tokens', () => {
  it('makes 32 random bytes in base64url (43 characters)', () => {
    const { token } = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => createToken().token));
    expect(tokens.size).toBe(200);
  });

  it('stores the sha256 of the token, not the token', () => {
    const { token, hash } = createToken();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
  });

  it('lives 12 hours', () => {
    expect(SESSION_TTL_SECONDS).toBe(43_200);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiresIn(SESSION_TTL_SECONDS, now).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });
});
