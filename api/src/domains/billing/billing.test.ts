import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { BkashSandbox } from '../../platform/bkash/sandbox.ts';
import { billingTestApp, json, type BillingTestApp, type Json } from './billing-test-app.ts';
import { activityLog, outbox } from '../../db/schema/index.ts';
import { plans, subscriptionInvoices } from './tables.ts';

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
const active = async (token: string) => json(await t.get('/admin/subscription/active', token));
const tokenFor = async (token: string, plan: string, tier: 'monthly' | 'yearly') =>
  json(await t.post('/admin/subscription/token', { planId: await planId(plan), tier }, token));
const pay = async (token: string, plan: string, tier: 'monthly' | 'yearly') => {
  const quote = await tokenFor(token, plan, tier);
  const init = await json(await t.post('/admin/subscription/init', { token: quote.token }, token));
  return { quote, init };
};
const callback = (token: string, paymentID: string, status: string) => t.post('/admin/bkash/callback', { paymentID, status }, token);

describe('plans', () => {
  it('GET /auth/packages answers the public plans with monthly and yearly prices, savings and features, without sign-in', async () => {
    const body = await json(await t.get('/auth/packages'));
    expect((body.plans as Json[]).map((p: Json) => p.name)).toEqual(['Free', 'Starter', 'Growth', 'Pro']);
    const growth = (body.plans as Json[]).find((p: Json) => p.name === 'Growth')!;
    expect(growth.pricingTiers).toEqual([
      { tier: 'monthly', price: 249_900, days: 30, saving: 0 },
      { tier: 'yearly', price: 2_499_000, days: 365, saving: 499_800 },
    ]);
    expect(growth.features).toEqual(['online_store', 'custom_domain', 'builder', 'product_filter', 'blog', 'hosting_bandwidth', 'ssl']);
    expect(growth.limits).toEqual({ staffAccounts: 5, products: 5000, storageMb: 10_240 });
    expect(body.plans[0].purchasable).toBe(false);
  });

  it('GET /admin/packages/plans answers the same with pricingTiers, for staff too', async () => {
    const body = await json(await t.get('/admin/packages/plans', staff));
    expect(body.pricingTiers).toEqual(['monthly', 'yearly']);
    expect(body.plans).toHaveLength(4);
    expect((await t.get('/admin/packages/plans')).status).toBe(401);
  });

  it('GET /admin/plan-features: Growth has custom_domain; a lapsed shop has what Free has, and learns which plan adds it', async () => {
    expect((await json(await t.get('/admin/plan-features', owner))).features).toContain('custom_domain');
    const lapsedFeatures = await json(await t.get('/admin/plan-features', lapsed));
    expect(lapsedFeatures).toMatchObject({ plan: 'Free', features: ['online_store', 'hosting_bandwidth', 'ssl'] });
    expect(lapsedFeatures.upgrades).toMatchObject({ custom_domain: 'Growth', blog: 'Starter', buy_theme: 'Pro' });
  });
});

describe('checkout token', () => {
  it('credits the unused days of Growth when switching to Pro yearly, and computes the amount itself', async () => {
    const quote = await tokenFor(owner, 'Pro', 'yearly');
    expect(quote).toMatchObject({ kind: 'change', price: 4_999_000, creditPlan: 'Growth', creditDays: 29 });
    expect(quote.credit).toBe(Math.floor((249_900 * 29) / 30));
    expect(quote.amount).toBe(4_999_000 - quote.credit);
    expect(quote.token).toMatch(/^[\w-]{20,}$/);
    expect(Date.parse(quote.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(quote.periodEnd) - Date.parse(quote.periodStart)).toBe(365 * DAY);
  });

  it('renews the same plan from its end date without credit', async () => {
    const sub = await active(owner);
    const quote = await tokenFor(owner, 'Growth', 'monthly');
    expect(quote).toMatchObject({ kind: 'renewal', credit: 0, amount: 249_900, periodStart: sub.endDate });
  });

  it('refuses an amount from the client, a free plan, an unknown plan and staff', async () => {
    const withAmount = await t.post('/admin/subscription/token', { planId: await planId('Pro'), tier: 'monthly', amount: 1 }, owner);
    expect(withAmount.status).toBe(400);
    expect(
      (await json(await t.post('/admin/subscription/token', { planId: await planId('Free'), tier: 'monthly' }, owner), 400)).code,
    ).toBe('PLAN_NOT_PURCHASABLE');
    expect((await t.post('/admin/subscription/token', { planId: 'nope', tier: 'monthly' }, owner)).status).toBe(404);
    const refused = await json(await t.post('/admin/subscription/token', { planId: await planId('Pro'), tier: 'monthly' }, staff), 403);
    expect(refused).toEqual({ code: 'SHOP_ADMIN_ONLY', message: expect.stringContaining('Ask a shop admin') });
  });
});

describe('init', () => {
  it('creates an unpaid invoice and a bKash payment whose callback is the dashboard', async () => {
    const { quote, init } = await pay(owner, 'Pro', 'monthly');
    expect(init.bkashURL).toContain(`${sandbox.url}/payment?paymentId=${init.paymentID}`);
    expect(init.amount).toBe(quote.amount);
    expect(init.invoiceNumber).toMatch(/^SUB-\d{4}-\d{6}$/);
    expect(sandbox.control.payment(init.paymentID)).toMatchObject({ callbackURL: 'http://dashboard.test/checkout/thanks' });
    const invoice = await json(await t.get(`/admin/subscription/invoices/${init.invoiceId}`, owner));
    expect(invoice).toMatchObject({ status: 'unpaid', paymentState: 'initiated', amount: quote.amount, plan: 'Pro' });
  });

  it('uses a token once', async () => {
    const quote = await tokenFor(owner, 'Pro', 'monthly');
    await json(await t.post('/admin/subscription/init', { token: quote.token }, owner));
    expect((await json(await t.post('/admin/subscription/init', { token: quote.token }, owner), 409)).code).toBe('CHECKOUT_TOKEN_USED');
  });

  it('refuses when the plan or tier sent differ from the token', async () => {
    const quote = await tokenFor(owner, 'Pro', 'monthly');
    const res = await t.post('/admin/subscription/init', { token: quote.token, tier: 'yearly' }, owner);
    expect((await json(res, 409)).code).toBe('CHECKOUT_CHANGED');
    const other = await t.post('/admin/subscription/init', { token: quote.token, planId: await planId('Starter') }, owner);
    expect((await json(other, 409)).code).toBe('CHECKOUT_CHANGED');
  });

  it('refuses when the price changed between the token and init', async () => {
    const quote = await tokenFor(owner, 'Pro', 'monthly');
    await t.db.update(plans).set({ monthlyPrice: 599_900 }).where(eq(plans.name, 'Pro'));
    try {
      expect((await json(await t.post('/admin/subscription/init', { token: quote.token }, owner), 409)).code).toBe('CHECKOUT_CHANGED');
    } finally {
      await t.db.update(plans).set({ monthlyPrice: 499_900 }).where(eq(plans.name, 'Pro'));
    }
  });

  it('refuses a token of another shop, an unknown token and staff', async () => {
    const quote = await tokenFor(lapsed, 'Starter', 'monthly');
    expect((await json(await t.post('/admin/subscription/init', { token: quote.token }, owner), 403)).code).toBe('CHECKOUT_OTHER_SHOP');
    expect((await t.post('/admin/subscription/init', { token: 'made-up' }, owner)).status).toBe(400);
    expect((await t.post('/admin/subscription/init', { token: quote.token }, staff)).status).toBe(403);
  });
});

describe('bKash callback', () => {
  it('cancel leaves the invoice unpaid with the reason and changes nothing', async () => {
    const before = await active(owner);
    const { init } = await pay(owner, 'Pro', 'yearly');
    const state = await json(await callback(owner, init.paymentID, 'cancel'));
    expect(state).toMatchObject({ state: 'cancelled', reason: expect.stringContaining('cancelled'), trxID: null });
    expect(await active(owner)).toEqual(before);
    expect((await json(await t.get(`/admin/subscription/invoices/${init.invoiceId}`, owner))).status).toBe('unpaid');
  });

  it('success whose execute says failed leaves it unpaid with bKash’s reason', async () => {
    const before = await active(owner);
    const { init } = await pay(owner, 'Pro', 'yearly');
    sandbox.control.approve(init.paymentID);
    sandbox.control.failNextExecute('Insufficient Balance');
    const state = await json(await callback(owner, init.paymentID, 'success'));
    expect(state).toMatchObject({ state: 'failed', reason: expect.stringContaining('Insufficient Balance') });
    expect(await active(owner)).toEqual(before);
  });

  it('success without the payer’s approval is not paid', async () => {
    const { init } = await pay(owner, 'Pro', 'yearly');
    const state = await json(await callback(owner, init.paymentID, 'success'));
    expect(state.state).not.toBe('completed');
  });

  it('a paymentID of another shop is refused', async () => {
    const { init } = await pay(owner, 'Pro', 'yearly');
    expect((await json(await callback(lapsed, init.paymentID, 'success'), 404)).code).toBe('PAYMENT_NOT_FOUND');
    expect((await callback(staff, init.paymentID, 'success')).status).toBe(403);
    expect((await callback(owner, 'TR0011NOPE', 'success')).status).toBe(404);
  });

  it('success switches Growth → Pro yearly from now; a replay changes nothing', async () => {
    const { quote, init } = await pay(owner, 'Pro', 'yearly');
    sandbox.control.approve(init.paymentID);
    const state = await json(await callback(owner, init.paymentID, 'success'));
    expect(state).toMatchObject({ state: 'completed', plan: 'Pro', tier: 'yearly', amount: quote.amount, trxID: expect.any(String) });
    const sub = await active(owner);
    expect(sub.plan).toEqual({ name: 'Pro' });
    expect(Math.abs(Date.parse(sub.endDate) - (Date.now() + 365 * DAY))).toBeLessThan(60_000);
    expect(state.endDate).toBe(sub.endDate);

    const replay = await json(await callback(owner, init.paymentID, 'success'));
    expect(replay).toEqual(state);
    expect(await active(owner)).toEqual(sub);

    const invoice = await json(await t.get(`/admin/subscription/invoices/${init.invoiceId}`, owner));
    expect(invoice).toMatchObject({ status: 'paid', payment: { method: 'bKash', trxID: state.trxID, wallet: '017•••••575' } });
    expect(invoice.refundableUntil).toBeTruthy();

    const session = await json(await t.post('/admin/subscription/bkash-session', {}, owner));
    expect(session).toMatchObject({ paymentID: init.paymentID, state: 'completed' });

    const receipts = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Receipt for invoice ${init.invoiceNumber}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'owner@haat.test', body: expect.stringContaining(state.trxID as string) });
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'billing.paid'));
    expect(logged.map((row) => row.summary)).toContainEqual(expect.stringContaining(`for Pro, yearly (invoice ${init.invoiceNumber})`));
  });

  it('renewing the same plan extends from the current end date', async () => {
    const before = await active(owner);
    const { init } = await pay(owner, 'Pro', 'monthly');
    sandbox.control.approve(init.paymentID);
    expect((await json(await callback(owner, init.paymentID, 'success'))).state).toBe('completed');
    const after = await active(owner);
    expect(Date.parse(after.endDate) - Date.parse(before.endDate)).toBe(30 * DAY);
  });

  it('execute that times out, then a query that says Completed, marks it paid: the lapsed shop is back', async () => {
    const { init } = await pay(lapsed, 'Starter', 'monthly');
    sandbox.control.approve(init.paymentID);
    const release = sandbox.control.holdNextExecute();
    b.hurryNext('execute');
    const state = await json(await callback(lapsed, init.paymentID, 'success'));
    release();
    expect(state.state).toBe('completed');
    const sub = await active(lapsed);
    expect(sub.plan).toEqual({ name: 'Starter' });
    expect(Math.abs(Date.parse(sub.endDate) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await json(await t.get('/admin/plan-features', lapsed))).plan).toBe('Starter');
  });

  it('bkash-session tells an initiated payment with its bKash page', async () => {
    const { init } = await pay(lapsed, 'Growth', 'monthly');
    const session = await json(await t.post('/admin/subscription/bkash-session', { paymentID: init.paymentID }, lapsed));
    expect(session).toMatchObject({ state: 'initiated', bkashURL: init.bkashURL, plan: 'Growth' });
    expect(await json(await t.post('/admin/subscription/bkash-session', '', lapsed))).toMatchObject({ paymentID: init.paymentID });
  });
});

describe('invoices', () => {
  it('pages 10 at a time, newest first, only the shop’s own', async () => {
    for (let i = 0; i < 5; i++) await pay(owner, 'Pro', 'monthly');
    const first = await json(await t.get('/admin/subscription/invoices', owner));
    expect(first.count).toBeGreaterThan(10);
    expect(first.response).toHaveLength(10);
    const dates = (first.response as Json[]).map((i: Json) => Date.parse(i.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await json(await t.get('/admin/subscription/invoices?page=2', owner));
    expect(second.response).toHaveLength(first.count - 10);
    expect(second.response[0].id).not.toBe(first.response[9].id);
    expect((await t.get('/admin/subscription/invoices?limit=0', owner)).status).toBe(400);
    const lapsedList = await json(await t.get('/admin/subscription/invoices', lapsed));
    expect((lapsedList.response as Json[]).every((i: Json) => !(first.response as Json[]).some((o: Json) => o.id === i.id))).toBe(true);
    expect((await t.get(`/admin/subscription/invoices/${first.response[0].id}`, lapsed)).status).toBe(404);
  });

  it('staff read invoices but cannot refund', async () => {
    const list = await json(await t.get('/admin/subscription/invoices', staff));
    const paid = (list.response as Json[]).find((i: Json) => i.status === 'paid')!;
    expect(paid).toBeTruthy();
    expect((await t.post(`/admin/subscription/invoices/${paid.id}/refund`, { reason: 'mistake' }, staff)).status).toBe(403);
  });

  it('a shop admin refunds a paid invoice within 15 days; the paid period comes off the plan', async () => {
    const list = await json(await t.get('/admin/subscription/invoices?limit=100', owner));
    const paid = (list.response as Json[]).find((i: Json) => i.status === 'paid' && i.tier === 'monthly')!;
    const before = await active(owner);
    const refunded = await json(await t.post(`/admin/subscription/invoices/${paid.id}/refund`, { reason: 'Bought by mistake' }, owner));
    expect(refunded).toMatchObject({ status: 'refunded', refund: { amount: paid.amount, reason: 'Bought by mistake' } });
    expect(Date.parse(before.endDate) - Date.parse((await active(owner)).endDate)).toBe(30 * DAY);
    expect((await t.post(`/admin/subscription/invoices/${paid.id}/refund`, { reason: 'again' }, owner)).status).toBe(409);
  });

  it('refuses a refund after 15 days', async () => {
    const list = await json(await t.get('/admin/subscription/invoices?limit=100', owner));
    const paid = (list.response as Json[]).find((i: Json) => i.status === 'paid')!;
    await t.db
      .update(subscriptionInvoices)
      .set({ paidAt: new Date(Date.now() - 16 * DAY) })
      .where(eq(subscriptionInvoices.id, paid.id));
    expect((await json(await t.post(`/admin/subscription/invoices/${paid.id}/refund`, { reason: 'late' }, owner), 409)).code).toBe(
      'REFUND_WINDOW_PASSED',
    );
  });
});
