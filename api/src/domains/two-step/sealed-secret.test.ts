/**
 * The authenticator secret is stored sealed (platform/secret-box.ts): the column never holds the secret, signing in
 * with a code still works, and a row stored before sealing is read and sealed when next used.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authenticators, sellers } from '../../db/schema/index.ts';
import { codeAt, enableTwoStep } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedOf = async (email: string) => {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.email, email));
  const [row] = await t.db.select().from(authenticators).where(eq(authenticators.sellerId, seller!.id));
  return { sellerId: seller!.id, stored: row!.secret };
};

async function signInWithCode(email: string, code: string) {
  const first = (await (await t.post('/auth/sellers/login', { email, password: 'demo1234' })).json()) as { pending_token: string };
  return t.post('/auth/sellers/login/two-step', { pendingToken: first.pending_token, code });
}

describe('the stored authenticator secret', () => {
  it('is sealed from setup on, and signing in with a code still works', async () => {
    const token = await t.login('staff@haat.test');
    const { secret } = (await (await t.post('/admin/profile/two-step/setup', {}, token)).json()) as { secret: string };
    const pending = await storedOf('staff@haat.test');
    expect(pending.stored).not.toContain(secret);
    expect(pending.stored).toMatch(/^aes256gcm:/);
    // The setup page still shows the secret as text, opened from the sealed row.
    expect(((await (await t.get('/admin/profile/two-step', token)).json()) as { setup: { secret: string } }).setup.secret).toBe(secret);
    expect((await t.post('/admin/profile/two-step/confirm', { code: await codeAt(secret) }, token)).status).toBe(200);
    expect((await storedOf('staff@haat.test')).stored).not.toContain(secret);

    const res = await signInWithCode('staff@haat.test', await codeAt(secret, 30));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('of a row stored as it is before sealing is read, and sealed when next used', async () => {
    const { secret } = await enableTwoStep(t, 'lapsed@haat.test');
    const { sellerId } = await storedOf('lapsed@haat.test');
    await t.db.update(authenticators).set({ secret, lastTimeStep: null }).where(eq(authenticators.sellerId, sellerId));
    const res = await signInWithCode('lapsed@haat.test', await codeAt(secret, 30));
    expect(res.status).toBe(200);
    const after = (await storedOf('lapsed@haat.test')).stored;
    expect(after).toMatch(/^aes256gcm:/);
    expect(after).not.toContain(secret);
  });
});
