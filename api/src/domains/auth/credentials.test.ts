import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink } from './login-links.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The token of the newest mail to `to` whose link matches `path`. */
async function lastLinkToken(to: string, path: string): Promise<string> {
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, to));
  const pattern = new RegExp(`${DASHBOARD_URL}${path.replace('?', '\\?')}([\\w-]+)`);
  const body = mails.map((mail) => mail.body).findLast((text) => pattern.test(text));
  return pattern.exec(body!)![1]!;
}

const askReset = async (email: string) => {
  expect((await t.post('/auth/password/forgot', { email })).status).toBe(200);
  return lastLinkToken(email, '/reset-password?token=');
};
const askEmailChange = async (token: string, email: string, currentPassword: string) => {
  expect((await t.send('POST', '/admin/profile/email', token, { email, currentPassword })).status).toBe(200);
  return lastLinkToken(email, '/my-profile?email-token=');
};

describe("a password or e-mail change ends the account's outstanding links", () => {
  it('refuses a reset link asked for before the password was changed on the profile', async () => {
    const resetToken = await askReset('owner@haat.test');
    const session = await t.login('owner@haat.test');
    const loginToken = (await createLoginLink(t.db, 'owner@haat.test'))!;
    const emailToken = await askEmailChange(session, 'rahim@example.com', 'demo1234');

    const changed = await t.send('POST', '/admin/profile/password', session, { currentPassword: 'demo1234', newPassword: 'owner-pass-2' });
    expect(changed.status).toBe(200);

    const reset = await t.post('/auth/password/reset', { token: resetToken, password: 'attacker-pass' });
    expect(reset.status).toBe(400);
    expect((await reset.json()).code).toBe('TOKEN_EXPIRED');
    expect((await t.post('/auth/sellers/login', { email: 'owner@haat.test', password: 'attacker-pass' })).status).toBe(401);
    expect((await t.post('/auth/sellers/login', { email: 'owner@haat.test', password: 'owner-pass-2' })).status).toBe(200);

    expect((await t.post('/auth/sellers/login-link', { token: loginToken })).status).toBe(401);
    const confirm = await t.send('POST', '/admin/profile/email/confirm', session, { token: emailToken });
    expect(confirm.status).toBe(400);
    expect((await (await t.get('/admin/profile', session)).json()).email).toBe('owner@haat.test');
  });

  it('ends the sign-in and e-mail-change links when a reset link sets a new password', async () => {
    const session = await t.login('staff@haat.test');
    const emailToken = await askEmailChange(session, 'karim@example.com', 'demo1234');
    const loginToken = (await createLoginLink(t.db, 'staff@haat.test'))!;
    const resetToken = await askReset('staff@haat.test');

    expect((await t.post('/auth/password/reset', { token: resetToken, password: 'staff-pass-2' })).status).toBe(200);

    expect((await t.post('/auth/sellers/login-link', { token: loginToken })).status).toBe(401);
    const fresh = await t.login('staff@haat.test', 'staff-pass-2');
    expect((await t.send('POST', '/admin/profile/email/confirm', fresh, { token: emailToken })).status).toBe(400);
  });

  it('ends the reset and sign-in links when a new e-mail address is confirmed', async () => {
    const session = await t.login('lapsed@haat.test');
    const resetToken = await askReset('lapsed@haat.test');
    const loginToken = (await createLoginLink(t.db, 'lapsed@haat.test'))!;
    const emailToken = await askEmailChange(session, 'nasrin@example.com', 'demo1234');

    expect((await t.send('POST', '/admin/profile/email/confirm', session, { token: emailToken })).status).toBe(200);

    const reset = await t.post('/auth/password/reset', { token: resetToken, password: 'attacker-pass' });
    expect(reset.status).toBe(400);
    expect((await reset.json()).code).toBe('TOKEN_EXPIRED');
    expect((await t.post('/auth/sellers/login-link', { token: loginToken })).status).toBe(401);
  });
});
