import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { activityLog, ledgerLines, payouts, payoutSettings, shopMembers, sellers } from '../../db/schema/index.ts';
import { nextPayoutDate, type EarningsSummary, type PayoutDetail } from '../../../../contract/earnings.ts';
import { readCsv } from '../../../../contract/csv.ts';
import { ErrorBodySchema, type ErrorBody } from '../../../../contract/errors.ts';
import { earningsTestApp, endHold } from './earnings-test-app.ts';
import { balances } from './ledger.ts';
import { syncLedger } from './ledger-sync.ts';
import { schedulePayoutsJob, sendPayouts } from './payout-jobs.ts';
import { summary } from './payouts.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { notificationsOf } from '../notifications/test-kit.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let khulna: string;
let makeOrder: Awaited<ReturnType<typeof earningsTestApp>>['makeOrder'];

beforeAll(async () => {
  ({ t, owner, dhaka, khulna, makeOrder } = await earningsTestApp());
});
afterAll(() => t.close());

const bkashSettings = { method: 'bkash', walletNumber: '01711000001', schedule: 'weekly', minimum: 50_000 };

describe('GET /admin/earnings', () => {
  it('shows the demo shop balances, its payouts and the next payout', async () => {
    const res = await t.get('/admin/earnings', owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EarningsSummary;
    expect(body.balances.paidOut).toBeGreaterThan(0);
    expect(body.settings).toMatchObject({ method: 'bkash', methodLabel: 'bKash wallet 0177•••8575', canEdit: true, schedule: 'weekly' });
    expect(body.nextPayout.reason ?? body.nextPayout.date).toBeTruthy();
    const list = (await (await t.get('/admin/earnings/payouts', owner)).json()) as { response: { status: string }[]; count: number };
    expect(list.response.map((p) => p.status)).toEqual(expect.arrayContaining(['paid', 'failed']));
  });

  it('is refused to staff without the earnings key', async () => {
    const staff = await t.login('staff@haat.test');
    expect((await t.get('/admin/earnings', staff)).status).toBe(403);
  });

  it('shows staff with the key the method masked, and refuses them every change (shop admins only)', async () => {
    const [staffRow] = await t.db.select().from(sellers).where(eq(sellers.email, 'staff@haat.test'));
    await t.db
      .update(shopMembers)
      .set({ permissions: ['orders', 'earnings'] })
      .where(and(eq(shopMembers.sellerId, staffRow!.id), eq(shopMembers.shopId, dhaka)));
    const staff = await t.login('staff@haat.test');
    const body = (await (await t.get('/admin/earnings', staff)).json()) as EarningsSummary;
    expect(body.settings).toMatchObject({ canEdit: false, walletNumber: null, methodLabel: 'bKash wallet 0177•••8575' });
    expect((await t.send('PUT', '/admin/earnings/payout-settings', staff, bkashSettings)).status).toBe(403);
    expect((await t.post('/admin/earnings/payouts', {}, staff)).status).toBe(403);
    expect((await t.post('/admin/earnings/adjustments', { amount: 100, reason: 'Test' }, staff)).status).toBe(403);
  });
});

describe('payout method', () => {
  it.each([
    [{ ...bkashSettings, walletNumber: '12345' }, 'walletNumber'],
    [{ ...bkashSettings, method: 'bank', accountName: 'Shop', accountNumber: '12', routingNumber: '015270581' }, 'accountNumber'],
    [{ ...bkashSettings, method: 'bank', accountName: 'Shop', accountNumber: '1234567890', routingNumber: '1234' }, 'routingNumber'],
    [{ ...bkashSettings, minimum: 100 }, 'minimum'],
  ])('refuses %o with an error on %s', async (body, field) => {
    const res = await t.send('PUT', '/admin/earnings/payout-settings', owner, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBeTruthy();
  });

  it('saves a Nagad wallet (typed with +88), logs the change, and refuses a stale version', async () => {
    const current = ((await (await t.get('/admin/earnings', owner)).json()) as EarningsSummary).settings;
    const res = await t.send('PUT', '/admin/earnings/payout-settings', owner, {
      ...bkashSettings,
      method: 'nagad',
      walletNumber: '+8801812345678',
      version: current.version,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ method: 'nagad', walletNumber: '01812345678', methodLabel: 'Nagad wallet 0181•••5678' });
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.shopId, dhaka), eq(activityLog.action, 'payouts.settings_changed')));
    expect(log.map((l) => l.summary)).toContain('changed the payout method to Nagad wallet 0181•••5678');
    expect(log.map((l) => l.params)).toContainEqual({ changes: [{ what: 'method', account: { method: 'nagad', masked: '0181•••5678' } }] });
    const stale = await t.send('PUT', '/admin/earnings/payout-settings', owner, { ...bkashSettings, version: current.version });
    expect(stale.status).toBe(409);
  });
});

describe('payouts', () => {
  it('says why no payout will happen: no method, then below the minimum', async () => {
    const [row] = await t.db.select().from(payoutSettings).where(eq(payoutSettings.shopId, khulna));
    expect(row).toBeUndefined();
    // Khulna Fabrics (lapsed, so read through the domain) has no payout method: the summary names it.
    const s = await summary(shopScope(t.db, khulna), true);
    expect(s.nextPayout).toMatchObject({ date: null, amount: null, reason: expect.stringContaining('No payout method') });
    expect(s.nextPayout.block).toEqual({ kind: 'no_method' }); // the same reason as data, for the reader's language
    await t.db
      .update(payoutSettings)
      .set({ method: 'bkash', walletNumber: '01711000001', minimum: 2_000_000_000 })
      .where(eq(payoutSettings.shopId, khulna));
    const s2 = await summary(shopScope(t.db, khulna), true);
    expect(s2.nextPayout.reason).toContain('below your minimum payout of ৳20,000,000.00');
    expect(s2.nextPayout.block).toEqual({ kind: 'below_minimum', minimum: 2_000_000_000 });
  });

  it('on request: pays out every available line once, then refuses below the minimum with the reason (409)', async () => {
    await t.send('PUT', '/admin/earnings/payout-settings', owner, { ...bkashSettings, schedule: 'manual', minimum: 10_000 });
    // The new method holds payouts for 48 hours: the refusal says so, with the moment as data.
    const held = (await (await t.post('/admin/earnings/payouts', {}, owner)).json()) as ErrorBody;
    expect(held).toMatchObject({ code: 'PAYOUT_REFUSED', reason: { kind: 'held', params: { until: expect.stringMatching(/^\d{4}-/) } } });
    await endHold(t.db, dhaka);
    const before = await balances(shopScope(t.db, dhaka));
    const res = await t.post('/admin/earnings/payouts', {}, owner);
    expect(res.status).toBe(201);
    const payout = (await res.json()) as PayoutDetail;
    expect(payout).toMatchObject({ status: 'scheduled', amount: before.available });
    expect(payout.lines.reduce((s, l) => s + l.net, 0)).toBe(payout.amount);
    expect(payout.lines.every((l) => l.state === 'in_payout')).toBe(true);
    const after = await balances(shopScope(t.db, dhaka));
    expect(after).toMatchObject({ available: 0, scheduled: before.scheduled + payout.amount });
    // Nothing left: a second request is refused with the reason.
    const refused = await t.post('/admin/earnings/payouts', {}, owner);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body.message).toContain('below your minimum');
    // The reason as data too, for the dashboard to word in the reader's language (issue 23).
    expect(body).toMatchObject({ code: 'PAYOUT_REFUSED', reason: { kind: 'below_minimum', params: { minimum: 10_000 } } });
    expect(ErrorBodySchema.parse(body)).toEqual(body);

    // The send job pays it once, however often it runs.
    const sendAt = new Date(new Date(payout.payAt).getTime() + 1000);
    expect(await sendPayouts(t.db, sendAt)).toBe(1);
    expect(await sendPayouts(t.db, sendAt)).toBe(0);
    const paid = (await (await t.get(`/admin/earnings/payouts/${payout.id}`, owner)).json()) as PayoutDetail;
    expect(paid).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^SBX/) });
    expect((await notificationsOf(t.db, dhaka))[0]).toEqual({
      kind: 'payout_sent',
      params: { payoutId: payout.id, amount: payout.amount },
    });
    expect(paid.lines.every((l) => l.state === 'paid')).toBe(true);
    expect((await t.post(`/admin/earnings/payouts/${payout.id}/cancel`, {}, owner)).status).toBe(409);
  });

  it('cancelling a scheduled payout gives its lines back', async () => {
    const paidAt = new Date(Date.now() - 10 * 86_400_000); // cleared
    await syncLedger(t.db, { orderId: await makeOrder({ shopId: dhaka, status: 'delivered', method: 'bkash', total: 100_000, paidAt }) });
    await t.post('/admin/earnings/adjustments', { amount: -2_500, reason: 'Courier damage charge' }, owner);
    const payout = (await (await t.post('/admin/earnings/payouts', {}, owner)).json()) as PayoutDetail;
    expect(payout.amount).toBe(100_000 - 1_850 - 2_500);
    const res = await t.post(`/admin/earnings/payouts/${payout.id}/cancel`, {}, owner);
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as PayoutDetail;
    expect(cancelled.status).toBe('cancelled');
    const [line] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.shopId, dhaka), eq(activityLog.action, 'payouts.cancelled')));
    expect(line?.params).toMatchObject({ amount: payout.amount, account: { method: 'bkash' } });
    expect(cancelled.lines.every((l) => l.state === 'available')).toBe(true);
    expect((await balances(shopScope(t.db, dhaka))).available).toBeGreaterThanOrEqual(payout.amount);
  });

  it('a refused transfer fails with its reason and the lines return to the balance', async () => {
    await t.send('PUT', '/admin/earnings/payout-settings', owner, {
      ...bkashSettings,
      walletNumber: '01711110000',
      schedule: 'manual',
      minimum: 10_000,
    });
    await endHold(t.db, dhaka);
    const payout = (await (await t.post('/admin/earnings/payouts', {}, owner)).json()) as PayoutDetail;
    await sendPayouts(t.db, new Date(new Date(payout.payAt).getTime() + 1));
    const failed = (await (await t.get(`/admin/earnings/payouts/${payout.id}`, owner)).json()) as PayoutDetail;
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('refused') });
    // The reason and the account as data too, worded by the dashboard in the reader's language (issue 23).
    expect(failed).toMatchObject({ failureCode: 'account_not_found', account: { method: 'bkash', masked: '0171•••0000' } });
    expect((await notificationsOf(t.db, dhaka))[0]).toMatchObject({ kind: 'payout_failed', params: { payoutId: payout.id } });
    expect(failed.lines.map((l) => l.kind)).toContain('adjustment');
    expect((await balances(shopScope(t.db, dhaka))).available).toBeGreaterThanOrEqual(failed.amount);
  });

  it('the schedule job makes the weekly payout on its date, once, and moves the date on', async () => {
    await t.send('PUT', '/admin/earnings/payout-settings', owner, { ...bkashSettings, schedule: 'weekly', minimum: 10_000 });
    await endHold(t.db, dhaka);
    const [settings] = await t.db.select().from(payoutSettings).where(eq(payoutSettings.shopId, dhaka));
    const due = new Date(settings!.nextRunAt!.getTime() + 60_000);
    const made = await schedulePayoutsJob.run(t.db, due);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await schedulePayoutsJob.run(t.db, due)).toBe(0);
    const scheduled = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.shopId, dhaka), eq(payouts.status, 'scheduled')));
    expect(scheduled).toHaveLength(1);
    const [moved] = await t.db.select().from(payoutSettings).where(eq(payoutSettings.shopId, dhaka));
    expect(moved!.nextRunAt).toEqual(nextPayoutDate('weekly', due));
  });

  it('does not show or cancel another shop’s payout (404)', async () => {
    const [other] = await t.db.insert(payouts).values({ shopId: khulna, amount: 1, methodLabel: 'x', payAt: new Date() }).returning();
    expect((await t.get(`/admin/earnings/payouts/${other!.id}`, owner)).status).toBe(404);
    expect((await t.post(`/admin/earnings/payouts/${other!.id}/cancel`, {}, owner)).status).toBe(404);
  });
});

describe('statement and chart', () => {
  it('answers the statement of a range as CSV whose total row adds up the lines', async () => {
    const res = await t.get('/admin/earnings/statement.csv?from=2020-01-01&to=2020-12-31', owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text.split('\n')[0]).toContain('Date,Type,Order,Description');
    expect(text).toContain('Total');

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const csv = await (await t.get(`/admin/earnings/statement.csv?from=${from}&to=${today}`, owner)).text();
    const rows: string[][] = [];
    for await (const row of readCsv(csv)) rows.push(row);
    const nets = rows.slice(1, -1).map((r) => Number(r[6]));
    const total = Number(rows.at(-1)![6]);
    expect(rows.length).toBeGreaterThan(2);
    expect(Math.round(nets.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
  });

  it('refuses a range that ends before it starts (400 on to)', async () => {
    const res = await t.get('/admin/earnings/statement.csv?from=2026-02-01&to=2026-01-01', owner);
    expect(res.status).toBe(400);
  });

  it('answers every day of the range by day, zeros included', async () => {
    const res = await t.get('/admin/earnings/by-day?from=2026-01-01&to=2026-01-07', owner);
    const body = (await res.json()) as { days: { day: string }[] };
    expect(body.days.map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });

  it('lists lines filtered by kind', async () => {
    const body = (await (await t.get('/admin/earnings/lines?kind=adjustment&limit=5', owner)).json()) as {
      response: { kind: string; description: string }[];
    };
    expect(body.response[0]).toMatchObject({ kind: 'adjustment', description: 'Adjustment: Courier damage charge' });
    const [line] = await t.db.select().from(ledgerLines).where(eq(ledgerLines.kind, 'adjustment'));
    expect(line!.net).toBe(-2_500);
  });
});
