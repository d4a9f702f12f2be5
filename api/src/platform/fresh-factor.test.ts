/**
 * The fresh-factor rule (issue 22 items 11–12): money and access changes need a factor given in the last 5 minutes,
 * the payout method change holds payouts for 48 hours and mails every shop admin, and an impersonation session never
 * counts as fresh.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authenticators, outbox, payoutSettings, shops } from '../db/schema/index.ts';
import { createLoginLink } from '../domains/auth/login-links.ts';
import { ageFactor, codeAt, enableTwoStep } from '../domains/two-step/test-kit.ts';
import { sendPayouts } from '../domains/earnings/payout-jobs.ts';
import { giveAdminsTwoStep } from '../domains/earnings/earnings-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bkash = { method: 'bkash', walletNumber: '01811000009', schedule: 'manual', minimum: 10_000 };

/** Every change the rule guards, as (method, path, body); the rule answers before the body is read. */
const GUARDED: [string, string, unknown][] = [
  ['PUT', '/admin/earnings/payout-settings', bkash],
  ['POST', '/admin/earnings/payouts', {}],
  ['POST', '/admin/profile/email', { email: 'new@example.com', currentPassword: 'demo1234' }],
  ['POST', '/admin/profile/password', { currentPassword: 'demo1234', newPassword: 'another-pass-1' }],
  ['POST', '/admin/profile/two-step/setup', {}],
  ['POST', '/admin/team/invitations', { name: 'Packer', email: 'packer@example.com', permissions: ['orders'] }],
  ['PATCH', '/admin/team/members/x', { permissions: ['orders'] }],
  ['POST', '/admin/domains', { hostname: 'shop.example.com' }],
  ['DELETE', '/admin/domains/x', undefined],
  ['POST', '/admin/apps/facebook-catalogue/installation', {}],
];

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('a change to money or access', () => {
  it('is refused with 403 FRESH_FACTOR_REQUIRED on every guarded route once the factor is older than 5 minutes', async () => {
    const owner = await t.login('owner@haat.test');
    await ageFactor(t, owner);
    for (const [method, path, body] of GUARDED) {
      const res = await t.send(method, path, owner, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      const answer = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(answer.code).toBe('FRESH_FACTOR_REQUIRED');
      expect(answer.fields.password).toBeTruthy(); // two-step is off: the password is the factor
    }
  });

  it('goes through after the password is given again, and the wrong password is a field error', async () => {
    const owner = await t.login('owner@haat.test');
    await ageFactor(t, owner);
    const wrong = await t.post('/admin/profile/fresh-factor', { password: 'nope' }, owner);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.password).toBeTruthy();
    const given = await t.post('/admin/profile/fresh-factor', { password: 'demo1234' }, owner);
    expect(given.status).toBe(200);
    expect((await t.send('PUT', '/admin/earnings/payout-settings', owner, bkash)).status).toBe(200);
  });

  it('with two-step on asks for a code (the password is not enough), and a code makes it fresh', async () => {
    const { secret, token } = await enableTwoStep(t, 'staff@haat.test');
    await ageFactor(t, token);
    const refused = await t.post('/admin/profile/password', { currentPassword: 'demo1234', newPassword: 'another-pass-1' }, token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.code).toBeTruthy();
    expect((await t.post('/admin/profile/fresh-factor', { password: 'demo1234' }, token)).status).toBe(400);
    expect((await t.post('/admin/profile/fresh-factor', { code: await codeAt(secret, 30) }, token)).status).toBe(200);
    const ok = await t.post('/admin/profile/password', { currentPassword: 'demo1234', newPassword: 'another-pass-1' }, token);
    expect(ok.status).toBe(200);
  });

  it('is refused to an impersonation session (a one-time sign-in link), whatever it gives', async () => {
    const link = (await createLoginLink(t.db, 'owner@haat.test'))!;
    const { access_token } = (await (await t.post('/auth/sellers/login-link', { token: link })).json()) as { access_token: string };
    expect((await t.get('/admin/earnings', access_token)).status).toBe(200); // the link still signs in
    const refused = await t.send('PUT', '/admin/earnings/payout-settings', access_token, bkash);
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('IMPERSONATION_NOT_ALLOWED');
    const given = await t.post('/admin/profile/fresh-factor', { password: 'demo1234' }, access_token);
    expect(given.status).toBe(403);
    expect((await t.send('PUT', '/admin/earnings/payout-settings', access_token, bkash)).status).toBe(403);
  });
});

describe('a changed payout method', () => {
  it('holds payouts for 48 hours, says why on the earnings summary, and mails every shop admin', async () => {
    const owner = await t.login('owner@haat.test');
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    await t.db.delete(outbox);
    const res = await t.send('PUT', '/admin/earnings/payout-settings', owner, { ...bkash, walletNumber: '01911000007' });
    expect(res.status).toBe(200);
    const [settings] = await t.db.select().from(payoutSettings).where(eq(payoutSettings.shopId, shop!.id));
    const hours = (settings!.holdUntil!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const mails = await t.db.select().from(outbox).where(like(outbox.subject, '%payout method%'));
    expect(mails.map((m) => m.to)).toEqual(['owner@haat.test']); // the demo shop's one admin
    expect(mails[0]!.body).toContain('0191');

    const summary = (await (await t.get('/admin/earnings', owner)).json()) as { nextPayout: { reason: string } };
    expect(summary.nextPayout.reason).toMatch(/held until .*48 hours/);
    const refused = await t.post('/admin/earnings/payouts', {}, owner);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/held until/);

    // A payout scheduled before the change is not sent while the hold lasts, and is sent after it.
    await t.db.update(payoutSettings).set({ holdUntil: null }).where(eq(payoutSettings.shopId, shop!.id));
    const requested = await t.post('/admin/earnings/payouts', {}, owner);
    expect(requested.status).toBe(201);
    const payout = (await requested.json()) as { payAt: string };
    await t.send('PUT', '/admin/earnings/payout-settings', owner, { ...bkash, walletNumber: '01611000005' });
    await giveAdminsTwoStep(t.db); // payouts are sent only when every admin has two-step (two-step-payouts.test.ts)
    const due = new Date(new Date(payout.payAt).getTime() + 1);
    expect(await sendPayouts(t.db, due)).toBe(0);
    expect(await sendPayouts(t.db, new Date(Date.now() + 49 * 3_600_000))).toBe(1);
    await t.db.delete(authenticators); // the next test signs the owner in with the password alone
  });

  it('changing only the schedule holds nothing and mails nobody', async () => {
    const owner = await t.login('owner@haat.test');
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    await t.db.update(payoutSettings).set({ holdUntil: null }).where(eq(payoutSettings.shopId, shop!.id));
    await t.db.delete(outbox);
    const current = (await (await t.get('/admin/earnings', owner)).json()) as { settings: { walletNumber: string; method: string } };
    const res = await t.send('PUT', '/admin/earnings/payout-settings', owner, {
      method: current.settings.method,
      walletNumber: current.settings.walletNumber,
      schedule: 'monthly',
      minimum: 10_000,
    });
    expect(res.status).toBe(200);
    const [settings] = await t.db
      .select()
      .from(payoutSettings)
      .where(and(eq(payoutSettings.shopId, shop!.id)));
    expect(settings!.holdUntil).toBeNull();
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });
});
