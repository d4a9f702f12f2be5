import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEFAULT_LIMITS, hit } from './throttle.ts';

let t: TestApp;
/** The same database behind an app that believes X-Forwarded-For from anyone (as if behind a proxy). */
let proxied: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  proxied = createApp(t.db, { log: (line) => t.logs.push(line), throttle: { trustedProxies: ['*'] } });
});
afterAll(() => t.close());

const from = async (ip: string, path: string, body: unknown) =>
  proxied.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.250, ${ip}` },
    body: JSON.stringify(body),
  });
const login = async (ip: string, email: string, password: string) => from(ip, '/auth/sellers/login', { email, password });

describe('hit', () => {
  it('counts atomically: 40 concurrent hits against a limit of 10 let exactly 10 through', async () => {
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(t.db, 'test', 'atomic', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('sign-in lockout', () => {
  it('checks at most 10 of 40 concurrent guesses from one client', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('203.0.113.1', 'staff@haat.test', `guess-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('does not lock the owner out from another client', async () => {
    for (let i = 0; i < 11; i++) await login('203.0.113.2', 'owner@haat.test', `nope-${i}`);
    expect((await login('203.0.113.2', 'owner@haat.test', 'demo1234')).status).toBe(429);
    expect((await login('192.0.2.77', 'owner@haat.test', 'demo1234')).status).toBe(200);
  });

  it('caps one client guessing across many e-mails', async () => {
    const cap = DEFAULT_LIMITS.loginClient.limit;
    const statuses: number[] = [];
    for (let i = 0; i < cap + 5; i++) statuses.push((await login('203.0.113.3', `nobody-${i}@example.com`, 'guess')).status);
    expect(statuses.slice(0, cap).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(cap)).toEqual([429, 429, 429, 429, 429]);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 15; i++) expect((await login('203.0.113.4', 'owner@haat.test', 'demo1234')).status).toBe(200);
  });
});

describe('public endpoints', () => {
  it('answer 429 RATE_LIMITED with Retry-After past the per-client limit', async () => {
    const small = createApp(t.db, { throttle: { trustedProxies: ['*'], limits: { auth: { limit: 3, windowSeconds: 60 } } } });
    const ask = () =>
      small.request('/auth/password/forgot', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
  });

  it('never refuse a sign-out: the token is revoked after the /auth budget is spent (issue 22 item 6)', async () => {
    const small = createApp(t.db, { throttle: { trustedProxies: ['*'], limits: { auth: { limit: 2, windowSeconds: 60 } } } });
    const token = await t.login('staff@haat.test'); // through the default app, before this client's budget runs out
    const ask = (path: string, headers: Record<string, string> = {}) =>
      small.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8', ...headers },
        body: '{}',
      });
    for (let i = 0; i < 3; i++) await ask('/auth/password/forgot');
    expect((await ask('/auth/password/forgot')).status).toBe(429); // the budget is spent

    expect((await ask('/auth/logout', { authorization: `Bearer ${token}` })).status).toBe(204);
    expect((await t.get('/admin/sellers/user', token)).status).toBe(401); // the token no longer works
    expect((await ask('/auth/logout', { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('check a reset link before hashing the new password, and limit reset mails per address', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        from('203.0.113.6', '/auth/password/reset', { token: `bogus-${i}`, password: 'new-password-1' }),
      ),
    );
    expect(answers.every((r) => r.status === 400)).toBe(true);
    // 20 scrypt hashes take seconds here; 20 token look-ups do not.
    expect(performance.now() - started).toBeLessThan(1500);

    const before = t.logs.filter((line) => line.includes('Password reset link for lapsed@haat.test')).length;
    for (let i = 0; i < DEFAULT_LIMITS.resetMail.limit + 3; i++) {
      const res = await from('203.0.113.7', '/auth/password/forgot', { email: 'lapsed@haat.test' });
      expect(res.status).toBe(200);
    }
    const after = t.logs.filter((line) => line.includes('Password reset link for lapsed@haat.test')).length;
    expect(after - before).toBe(DEFAULT_LIMITS.resetMail.limit);
  });
});
