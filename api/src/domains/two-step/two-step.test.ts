/**
 * Two-step sign-in (issue 22 item 8): setting up the authenticator, signing in with a code or a recovery code,
 * replays refused, renewal, the lockout, and turning it off. Codes are computed here with otplib.
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authenticators, sellers } from '../../db/schema/index.ts';
import { enableTwoStep, codeAt } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string) => t.post('/auth/sellers/login', { email, password: 'demo1234' });

describe('setting up the authenticator', () => {
  it('shows the secret until the first code confirms it, then gives ten recovery codes once', async () => {
    const token = await t.login('staff@haat.test');
    const setup = await t.post('/admin/profile/two-step/setup', {}, token);
    expect(setup.status).toBe(201);
    const { secret, uri } = (await setup.json()) as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Haat:staff%40haat\.test\?/);
    const status = (await (await t.get('/admin/profile/two-step', token)).json()) as { enabled: boolean; setup: { secret: string } };
    expect(status).toMatchObject({ enabled: false, setup: { secret } });

    const wrong = await t.post('/admin/profile/two-step/confirm', { code: '000000' }, token);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.code).toBeTruthy();

    const ok = await t.post('/admin/profile/two-step/confirm', { code: await generate({ secret }) }, token);
    expect(ok.status).toBe(200);
    const { recoveryCodes } = (await ok.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = (await (await t.get('/admin/profile/two-step', token)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ enabled: true, setup: null, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the table.
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.email, 'staff@haat.test'));
    const stored = JSON.stringify(await t.db.execute(`select * from recovery_codes where seller_id = '${seller!.id}'`));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });
});

describe('signing in with two-step', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enableTwoStep(t, 'lapsed@haat.test'));
  });

  it('answers a pending token, not a session, after the right password', async () => {
    const res = await login('lapsed@haat.test');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ twoStep: true, expires_in: 300 });
    expect(body.access_token).toBeUndefined();
    expect((await t.get('/admin/sellers/user', body.pending_token as string)).status).toBe(401);
  });

  it('gives a session for the pending token and a code, once; the same code is refused the second time', async () => {
    const code = await codeAt(secret, 30); // the next step: the setup already used this one
    const first = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    const ok = await t.post('/auth/sellers/login/two-step', { pendingToken: first.pending_token, code });
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as { access_token: string };
    expect((await t.get('/admin/sellers/user', session.access_token)).status).toBe(200);
    // The pending token is spent, and the code cannot be replayed within its window.
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: first.pending_token, code })).status).toBe(401);
    const second = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    const replay = await t.post('/auth/sellers/login/two-step', { pendingToken: second.pending_token, code });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('WRONG_CODE');
  });

  it('takes a recovery code once (typed in capitals with spaces too)', async () => {
    const code = recoveryCodes[0]!;
    const a = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    const typed = code.toUpperCase().replaceAll('-', ' ');
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: a.pending_token, code: typed })).status).toBe(200);
    const b = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: b.pending_token, code })).status).toBe(400);
  });

  it('renewing the recovery codes ends the old ones', async () => {
    const a = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    const res = await t.post('/auth/sellers/login/two-step', { pendingToken: a.pending_token, code: recoveryCodes[1]! });
    const { access_token } = (await res.json()) as { access_token: string };
    const renewed = await t.post('/admin/profile/two-step/recovery-codes', {}, access_token);
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    const b = (await (await login('lapsed@haat.test')).json()) as { pending_token: string };
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: b.pending_token, code: recoveryCodes[2]! })).status).toBe(400);
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: b.pending_token, code: fresh[0]! })).status).toBe(200);
    recoveryCodes = fresh.slice(1);
  });

  it('refuses a pending token that expired or never existed', async () => {
    expect((await t.post('/auth/sellers/login/two-step', { pendingToken: 'nope', code: '123456' })).status).toBe(401);
  });
});

describe('the second-step lockout', () => {
  it('locks the second step after 5 wrong codes in 15 minutes, even for the right code', async () => {
    const { secret } = await enableTwoStep(t, 'owner@haat.test');
    const start = (await (await login('owner@haat.test')).json()) as { pending_token: string };
    for (let i = 0; i < 5; i++) {
      const wrong = await t.post('/auth/sellers/login/two-step', { pendingToken: start.pending_token, code: '000000' });
      expect(wrong.status).toBe(400);
    }
    const locked = await t.post('/auth/sellers/login/two-step', { pendingToken: start.pending_token, code: await codeAt(secret, 30) });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe('SECOND_STEP_LOCKED');
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // Let the owner go on in the next tests.
    await t.db.execute(`delete from rate_limits where key like 'secondStep:%'`);
    await t.db.delete(authenticators);
  });
});

describe('turning two-step off', () => {
  it('needs a current code', async () => {
    const { secret, token } = await enableTwoStep(t, 'owner@haat.test');
    const wrong = await t.post('/admin/profile/two-step/disable', { code: '000000' }, token);
    expect(wrong.status).toBe(400);
    const off = await t.post('/admin/profile/two-step/disable', { code: await codeAt(secret, 30) }, token);
    expect(off.status).toBe(200);
    expect(((await (await t.get('/admin/profile/two-step', token)).json()) as { enabled: boolean }).enabled).toBe(false);
    expect(((await (await login('owner@haat.test')).json()) as { access_token?: string }).access_token).toBeTruthy();
  });
});
