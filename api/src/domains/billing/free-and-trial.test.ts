/**
 * Issue 25 items 8 and 9: a lapsed shop moves to Free, paying during the trial keeps the trial's days, and a payment
 * abandoned on bKash's page expires with its checkout instead of waiting for bKash forever.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { BkashSandbox } from '../../platform/bkash/sandbox.ts';
import { billingTestApp, json, type BillingTestApp, type Json } from './billing-test-app.ts';
import { activityLog, shops } from '../../db/schema/index.ts';
import { subscriptionInvoices, subscriptions } from './tables.ts';

let b: BillingTestApp;
let t: TestApp;
let sandbox: BkashSandbox;
let owner: string;
let staff: string;
let lapsed: string;
const DAY = 86_400_000;

beforeAll(async () => {
  b = await billingTestApp();
  ({ t, sandbox, owner, staff, lapsed } = b);
});
afterAll(() => b.close());

const planId = (name: string) => b.planId(name);
const shopId = async (handle: string) => (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, handle)))[0]!.id;

describe('moving to Free', () => {
  it('ends the lapse of a shop whose plan ended: its orders open again, and it has what Free has', async () => {
    expect((await t.get('/admin/orders', lapsed)).status).toBe(402);
    const moved = await json(await t.post('/admin/subscription/free', {}, lapsed));
    expect(moved).toEqual({
      plan: 'Free',
      limits: { staffAccounts: 0, products: 25, storageMb: 500 },
      features: ['online_store', 'hosting_bandwidth', 'ssl'],
    });
    expect((await t.get('/admin/orders', lapsed)).status).toBe(200);
    expect(await json(await t.get('/admin/subscription/active', lapsed))).toBeNull();
    expect((await json(await t.get('/admin/plan-features', lapsed))).plan).toBe('Free');
    const shop = await shopId('khulna-fabrics');
    const [line] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.shopId, shop), eq(activityLog.action, 'billing.free')));
    expect(line?.summary).toBe('moved the shop to the Free plan');
  });

  it('refuses a plan still running (its paid days would be lost) and staff', async () => {
    expect((await json(await t.post('/admin/subscription/free', {}, owner), 409)).code).toBe('PLAN_STILL_RUNNING');
    expect((await json(await t.post('/admin/subscription/free', {}, staff), 403)).code).toBe('SHOP_ADMIN_ONLY');
  });
});

describe('paying during the free trial', () => {
  it('starts the paid period when the trial ends, so no trial day is lost', async () => {
    const shop = await shopId('sylhet-tea-house');
    const trialEnd = new Date(Date.now() + 10 * DAY);
    await t.db
      .update(subscriptions)
      .set({ planId: await planId('Free Trial'), status: 'trialing', endDate: trialEnd })
      .where(and(eq(subscriptions.shopId, shop), ne(subscriptions.status, 'canceled')));
    expect((await t.post('/admin/seller/change-shop', { shopId: shop }, owner)).status).toBe(200);
    try {
      const quote = await json(await t.post('/admin/subscription/token', { planId: await planId('Growth'), tier: 'monthly' }, owner));
      expect(quote).toMatchObject({ kind: 'after_trial', credit: 0, amount: 249_900, periodStart: trialEnd.toISOString() });
      const init = await json(await t.post('/admin/subscription/init', { token: quote.token }, owner));
      sandbox.control.approve(init.paymentID);
      const paid = await json(await t.post('/admin/bkash/callback', { paymentID: init.paymentID, status: 'success' }, owner));
      expect(paid.state).toBe('completed');
      expect(paid.endDate).toBe(new Date(trialEnd.getTime() + 30 * DAY).toISOString());
      const active = await json(await t.get('/admin/subscription/active', owner));
      expect(active).toMatchObject({ plan: { name: 'Growth' }, endDate: paid.endDate });
    } finally {
      const dhaka = await shopId('dhaka-crafts');
      await t.post('/admin/seller/change-shop', { shopId: dhaka }, owner);
    }
  });
});

describe('an abandoned bKash payment', () => {
  it('expires with its checkout after 30 minutes instead of waiting for bKash forever', async () => {
    const quote = await json(await t.post('/admin/subscription/token', { planId: await planId('Pro'), tier: 'monthly' }, owner));
    const init = await json(await t.post('/admin/subscription/init', { token: quote.token }, owner));
    const fresh = await json(await t.post('/admin/subscription/bkash-session', { paymentID: init.paymentID }, owner));
    expect(fresh.state).toBe('initiated');
    await t.db
      .update(subscriptionInvoices)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(subscriptionInvoices.id, init.invoiceId));
    const session = await json(await t.post('/admin/subscription/bkash-session', { paymentID: init.paymentID }, owner));
    expect(session).toMatchObject({ state: 'expired', bkashURL: null, reason: expect.stringContaining('expired') });
    const list = await json(await t.get('/admin/subscription/invoices', owner));
    expect((list.response as Json[]).find((row) => row.id === init.invoiceId)).toMatchObject({ status: 'unpaid', paymentState: 'expired' });
  });
});
