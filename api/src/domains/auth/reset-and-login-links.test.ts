import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink } from './login-links.ts';
import { loginLinks, outbox, passwordResets } from '../../db/schema/index.ts';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password reset', () => {
  const forgot = (email: string) => t.post('/auth/password/forgot', { email });
  const MESSAGE = 'If an account exists for that email, we have sent a link to reset the password.';
  const outboxFor = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it('answers the same 200 for unknown emails and writes no email', async () => {
    const res = await forgot('ghost@haat.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    expect(await outboxFor('ghost@haat.test')).toHaveLength(0);
  });

  it('writes an outbox email with a reset link for a known email and logs the link', async () => {
    const res = await forgot('Staff@haat.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    const mails = await outboxFor('staff@haat.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(new RegExp(`${DASHBOARD_URL}/reset-password\\?token=[\\w-]{43}`));
    expect(t.logs.some((line) => line.includes(`${DASHBOARD_URL}/reset-password?token=`))).toBe(true);
  });

  it('changes the password once per link and signs out every session', async () => {
    const oldSession = await t.login('staff@haat.test');
    await forgot('staff@haat.test');
    const mails = await outboxFor('staff@haat.test');
    const token = /token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!;

    const res = await t.post('/auth/password/reset', { token, password: 'new-password-1' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toEqual(expect.any(String));

    expect((await t.get('/admin/sellers/user', oldSession)).status).toBe(401);
    expect((await t.post('/auth/sellers/login', { email: 'staff@haat.test', password: 'demo1234' })).status).toBe(401);
    expect((await t.post('/auth/sellers/login', { email: 'staff@haat.test', password: 'new-password-1' })).status).toBe(200);

    const again = await t.post('/auth/password/reset', { token, password: 'new-password-2' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'TOKEN_USED',
      message: 'This reset link was already used. Sign in with your new password, or ask for a new link.',
    });
  });

  it('ends the older links when a new one is asked for, and the other links when one is used', async () => {
    const tokens = async () => (await outboxFor('staff@haat.test')).map((mail) => /token=([\w-]+)/.exec(mail.body)![1]!);
    await forgot('staff@haat.test');
    const [first] = (await tokens()).slice(-1);
    await forgot('staff@haat.test');
    const [second] = (await tokens()).slice(-1);

    const old = await t.post('/auth/password/reset', { token: first, password: 'new-password-3' });
    expect(old.status).toBe(400);
    expect((await old.json()).code).toBe('TOKEN_EXPIRED');

    // Two links alive at once (asked for before this rule): using one ends the other.
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() + 60_000) });
    expect((await t.post('/auth/password/reset', { token: first, password: 'new-password-3' })).status).toBe(200);
    const other = await t.post('/auth/password/reset', { token: second, password: 'new-password-4' });
    expect(other.status).toBe(400);
    expect((await other.json()).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an expired reset link', async () => {
    await forgot('owner@haat.test');
    const mails = await outboxFor('owner@haat.test');
    const token = /token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!;
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.post('/auth/password/reset', { token, password: 'new-password-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an unknown token', async () => {
    const res = await t.post('/auth/password/reset', { token: 'made-up', password: 'new-password-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('checks the new password length before anything else', async () => {
    const res = await t.post('/auth/password/reset', { token: 'made-up', password: 'short' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

describe('POST /auth/sellers/login-link', () => {
  it('signs in once with a link token from the CLI', async () => {
    const token = (await createLoginLink(t.db, 'lapsed@haat.test'))!;
    const res = await t.post('/auth/sellers/login-link', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe('lapsed@haat.test');
    expect(body.expires_in).toBe(43200);
    expect((await t.get('/admin/sellers/user', body.access_token)).status).toBe(200);

    const again = await t.post('/auth/sellers/login-link', { token });
    expect(again.status).toBe(401);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
  });

  it('refuses an unknown token', async () => {
    const res = await t.post('/auth/sellers/login-link', { token: 'nope' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link token', async () => {
    const token = (await createLoginLink(t.db, 'owner@haat.test'))!;
    await t.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.post('/auth/sellers/login-link', { token });
    expect(res.status).toBe(401);
  });

  it('has no link for an unknown seller', async () => {
    expect(await createLoginLink(t.db, 'ghost@haat.test')).toBeNull();
  });
});
