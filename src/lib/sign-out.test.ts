import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/errors.ts';
import { m } from '../paraglide/messages.js';
import { revokeToken, signOut, SIGN_OUT_RETRY_DELAYS_MS } from './sign-out.ts';

const refused = (status: number, code = 'X') => new ApiError(status, `refused ${status}`, code);
const noWait = { wait: async () => undefined };

describe('revokeToken', () => {
  it('is done when the Store API revokes the token', async () => {
    const revoke = vi.fn(async () => undefined);
    expect(await revokeToken(revoke, noWait)).toEqual({ revoked: true });
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('is done when the token no longer works (401): nothing is left to revoke', async () => {
    expect(await revokeToken(async () => Promise.reject(refused(401, 'UNAUTHORIZED')), noWait)).toEqual({ revoked: true });
  });

  it('tries a passing refusal (429, outage, no answer) again and is done when a retry revokes', async () => {
    const answers = [refused(429, 'RATE_LIMITED'), refused(503)];
    const revoke = vi.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
    });
    const waits: number[] = [];
    expect(await revokeToken(revoke, { wait: async (ms) => waits.push(ms) })).toEqual({ revoked: true });
    expect(revoke).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([...SIGN_OUT_RETRY_DELAYS_MS]);
  });

  it('is not done when every try is refused: a 429 after the /auth budget ran out is a failed sign-out', async () => {
    const error = refused(429, 'RATE_LIMITED');
    const revoke = vi.fn(async () => Promise.reject(error));
    expect(await revokeToken(revoke, noWait)).toEqual({ revoked: false, error });
    expect(revoke).toHaveBeenCalledTimes(SIGN_OUT_RETRY_DELAYS_MS.length + 1);
  });

  it('is not done when the answer will not change (403), and does not try again', async () => {
    const revoke = vi.fn(async () => Promise.reject(refused(403, 'FORBIDDEN')));
    expect(await revokeToken(revoke, noWait)).toMatchObject({ revoked: false });
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('is not done when the network failed on every try', async () => {
    expect(await revokeToken(async () => Promise.reject(new TypeError('fetch failed')), noWait)).toMatchObject({ revoked: false });
  });
});

describe('signOut (the sign-out action)', () => {
  it('keeps the cookie and says the sign-out failed when the Store API keeps refusing (issue 22 item 6)', async () => {
    const forget = vi.fn();
    const outcome = await signOut({
      revoke: async () => Promise.reject(refused(429, 'RATE_LIMITED')),
      forget,
      returnTo: '/orders',
      ...noWait,
    });
    expect(forget).not.toHaveBeenCalled();
    expect(outcome).toEqual({ ok: true, redirect: '/orders', flash: m.sign_out_failed(), flashKind: 'error' });
    expect(outcome.flash).not.toContain('You have signed out');
  });

  it('drops the cookie and says so once the token is revoked', async () => {
    const forget = vi.fn();
    const outcome = await signOut({ revoke: async () => undefined, forget, returnTo: '/orders', ...noWait });
    expect(forget).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ ok: true, redirect: '/login', flash: 'You have signed out.' });
  });
});
