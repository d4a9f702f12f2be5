/**
 * Issue 22 item 10: a payout is never sent for a shop whose admins are not all on two-step sign-in, and the earnings
 * summary says why; once every admin has it, the same payout goes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { authenticators, sellers } from '../../db/schema/index.ts';
import type { EarningsSummary, PayoutDetail } from '../../../../contract/earnings.ts';
import { earningsTestApp, endHold, giveAdminsTwoStep } from './earnings-test-app.ts';
import { sendPayouts } from './payout-jobs.ts';

let t: TestApp;
let owner: string;
let dhaka: string;

beforeAll(async () => {
  ({ t, owner, dhaka } = await earningsTestApp());
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.email, 'owner@haat.test'));
  await t.db.delete(authenticators).where(eq(authenticators.sellerId, seller!.id)); // Dhaka Crafts' admin without two-step
});
afterAll(() => t.close());

describe('payouts and two-step sign-in of the shop admins', () => {
  it('holds a scheduled payout while an admin has no two-step, says why, and sends it once they all have', async () => {
    await t.send('PUT', '/admin/earnings/payout-settings', owner, {
      method: 'bkash',
      walletNumber: '01811000009',
      schedule: 'manual',
      minimum: 10_000,
    });
    await endHold(t.db, dhaka);
    const res = await t.post('/admin/earnings/payouts', {}, owner);
    expect(res.status).toBe(201);
    const payout = (await res.json()) as PayoutDetail;

    const summary = (await (await t.get('/admin/earnings', owner)).json()) as EarningsSummary;
    expect(summary.nextPayout.reason).toMatch(/every shop admin signs in with two-step: 1 admin has not set it up/);
    // The count goes with it, so the dashboard says it in the reader's language.
    expect(summary.nextPayout.adminsWithoutTwoStep).toBe(1);
    expect(summary.nextPayout.block).toEqual({ kind: 'two_step', admins: 1 });
    const due = new Date(new Date(payout.payAt).getTime() + 1000);
    expect(await sendPayouts(t.db, due)).toBe(0);

    await giveAdminsTwoStep(t.db);
    const after = ((await (await t.get('/admin/earnings', owner)).json()) as EarningsSummary).nextPayout;
    expect(after.reason).toBeNull();
    expect(after.block ?? null).toBeNull();
    expect(after.adminsWithoutTwoStep).toBeUndefined();
    expect(await sendPayouts(t.db, due)).toBe(1);
    const paid = (await (await t.get(`/admin/earnings/payouts/${payout.id}`, owner)).json()) as PayoutDetail;
    expect(paid.status).toBe('paid');
  });
});
