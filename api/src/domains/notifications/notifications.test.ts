/**
 * Notifications (issue 27 item 3): each kind reaches the members whose keys open it and no one else, a member is not
 * told of their own doing, mutes and read marks are per member, and the sources write them in their transaction.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notifications, products, sellers, shopMembers, shops, subscriptions } from '../../db/schema/index.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import {
  NOTIFICATION_ACCESS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationList,
} from '../../../../contract/notifications.ts';
import { PERMISSION_KEYS } from '../../../../contract/permissions.ts';
import { notify } from './notifications.ts';
import { remindPlans } from './plan-reminders.ts';
import { draft } from '../orders-create/test-kit.ts';

let t: TestApp;
let owner: string;
let staff: string;
let staffId: string;
let ownerId: string;
let dhaka: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  dhaka = (await t.db.select().from(shops)).find((s) => s.handle === 'dhaka-crafts')!.id;
  const people = await t.db.select({ id: sellers.id, email: sellers.email }).from(sellers);
  staffId = people.find((p) => p.email === 'staff@haat.test')!.id;
  ownerId = people.find((p) => p.email === 'owner@haat.test')!.id;
});
afterAll(() => t.close());

const setStaffKeys = (permissions: string[]) =>
  t.db
    .update(shopMembers)
    .set({ permissions })
    .where(and(eq(shopMembers.shopId, dhaka), eq(shopMembers.sellerId, staffId)));
const list = async (token: string, qs = '') => (await (await t.get(`/admin/notifications${qs}`, token)).json()) as NotificationList;
const unread = async (token: string) => ((await (await t.get('/admin/notifications/unread', token)).json()) as { unread: number }).unread;
const kinds = async (token: string) => (await list(token, '?limit=50')).response.map((n) => n.kind);
const clear = () => t.db.delete(notifications);

let made = 0;
async function product(quantity: number) {
  made += 1;
  const [row] = await t.db
    .insert(products)
    .values({
      shopId: dhaka,
      title: `Jamdani ${made}`,
      handle: `jamdani-notify-${made}`,
      status: 'active',
      price: 50000,
      priceMin: 50000,
      priceMax: 50000,
      quantity,
      stockTotal: quantity,
      weightGrams: 300,
    })
    .returning();
  return row!;
}

describe('who hears of what', () => {
  it.each(NOTIFICATION_KINDS)('%s reaches exactly the members whose keys open it', async (kind: NotificationKind) => {
    await clear();
    await notify(shopScope(t.db, dhaka), kind, { orderId: 'o1', number: 1001, amount: 12_500 });
    const access = NOTIFICATION_ACCESS[kind];
    // The shop admin hears of every kind.
    expect(await kinds(owner)).toEqual([kind]);
    for (const key of PERMISSION_KEYS) {
      await setStaffKeys([key]);
      expect({ key, heard: (await kinds(staff)).length }).toEqual({ key, heard: key === access ? 1 : 0 });
    }
    await setStaffKeys(['orders', 'customers', 'products-and-collections']);
  });

  it('a member is not told of their own doing, and not of what came before they joined', async () => {
    await clear();
    const shop = shopScope(t.db, dhaka);
    await notify(shop, 'order_placed', { orderId: 'o2', number: 1002, amount: 100 }, { actorId: staffId });
    expect(await kinds(staff)).toEqual([]);
    expect(await kinds(owner)).toEqual(['order_placed']);
    await t.db.update(notifications).set({ createdAt: new Date('2000-01-01') });
    expect(await kinds(owner)).toEqual([]);
  });
});

describe('read, unread and mute', () => {
  it('counts unread per member; marking some or all read is the member’s own', async () => {
    await clear();
    const shop = shopScope(t.db, dhaka);
    for (const number of [1, 2, 3]) await notify(shop, 'order_placed', { orderId: `o${number}`, number, amount: 100 });
    expect(await unread(staff)).toBe(3);
    const first = (await list(staff)).response[0]!;
    expect(first).toMatchObject({ href: '/orders/o3', read: false });
    const marked = await t.post('/admin/notifications/read', { ids: [first.id, 'not-an-id'] }, staff);
    expect(await marked.json()).toEqual({ unread: 2 });
    expect((await list(staff)).response[0]!.read).toBe(true);
    expect((await list(staff, '?unread=1')).response).toHaveLength(2);
    expect(await unread(owner)).toBe(3);
    await t.post('/admin/notifications/read', { all: true }, staff);
    expect(await unread(staff)).toBe(0);
    // What comes after "all read" is unread again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await notify(shop, 'payment_received', { orderId: 'o9', number: 9, amount: 100 });
    expect(await unread(staff)).toBe(1);
  });

  it('lists only what came after a given notification (what the panel has not seen)', async () => {
    const all = (await list(owner)).response;
    const newer = await list(owner, `?after=${all[1]!.id}`);
    expect(newer.response.map((n) => n.id)).toEqual([all[0]!.id]);
    expect((await list(owner, '?after=unknown')).response).toEqual([]);
  });

  it('a muted kind is neither listed nor counted; only kinds the member may hear can be muted', async () => {
    const res = await t.send('PUT', '/admin/notifications/settings', staff, { muted: ['payment_received', 'payout_sent'] });
    expect(res.status).toBe(200);
    const settings = (await res.json()) as { muted: string[]; available: string[]; vapidPublicKey: string };
    expect(settings.muted).toEqual(['payment_received']);
    expect(settings.available).toEqual(['order_placed', 'payment_received', 'order_cancelled']);
    expect(settings.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(await kinds(staff)).not.toContain('payment_received');
    expect(await unread(staff)).toBe(0);
    expect(await kinds(owner)).toContain('payment_received');
    expect((await t.send('PUT', '/admin/notifications/settings', staff, { muted: ['nope'] })).status).toBe(400);
    await t.send('PUT', '/admin/notifications/settings', staff, { muted: [] });
    expect(await unread(staff)).toBe(1);
  });

  it('lists notifications of the same moment in the order they were written', async () => {
    await clear();
    // One transaction: the database gives all three the same created_at (so does PGlite's millisecond clock outside
    // one), and the time-ordered id decides. With random ids the newest came first only by chance.
    await shopScope(t.db, dhaka).transaction(async (tx) => {
      for (const number of [11, 12, 13]) await notify(tx, 'order_placed', { orderId: `o${number}`, number, amount: 100 });
    });
    expect((await list(staff)).response.map((n) => n.href)).toEqual(['/orders/o13', '/orders/o12', '/orders/o11']);
  });
});

describe('the sources write them with the change', () => {
  it('a new order, and stock taken down to the threshold (5), on placing an order', async () => {
    await clear();
    const low = await product(6);
    const res = await t.post('/admin/orders', draft(low.id), owner);
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: string; number: number };
    const heard = (await list(staff)).response;
    expect(heard.map((n) => [n.kind, n.href])).toEqual([['order_placed', `/orders/${order.id}`]]);
    // The staff member lacks the inventory key; the owner placed it, so hears only of the stock.
    expect((await list(owner)).response.map((n) => [n.kind, n.params.quantity])).toEqual([['stock_low', 4]]);
    // Stock already under the threshold is not announced again.
    await t.post('/admin/orders', draft(low.id, { items: [{ productId: low.id, quantity: 1 }] }), owner);
    expect(await kinds(owner)).toEqual(['stock_low']);
  });

  it('a failed order rolls its notification back with it', async () => {
    await clear();
    const none = await product(1);
    expect((await t.post('/admin/orders', draft(none.id), staff)).status).toBe(409);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('cash collected and a cancellation by another member', async () => {
    await clear();
    const p = await product(50);
    const order = (await (await t.post('/admin/orders', draft(p.id), staff)).json()) as { id: string };
    await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner);
    await t.post(`/admin/orders/${order.id}/cancel`, {}, owner);
    expect(await kinds(staff)).toEqual(['order_cancelled']);
    const other = (await (await t.post('/admin/orders', draft(p.id), staff)).json()) as { id: string };
    for (const status of ['confirmed', 'processing']) await t.post(`/admin/orders/${other.id}/status`, { status }, owner);
    await t.post(`/admin/orders/${other.id}/fulfil`, { courier: 'Pathao', trackingNumber: 'PT1' }, owner);
    await t.post(`/admin/orders/${other.id}/status`, { status: 'delivered' }, owner);
    expect((await t.post(`/admin/orders/${other.id}/cash-collected`, {}, owner)).status).toBe(200);
    expect(await kinds(staff)).toEqual(['payment_received', 'order_cancelled']);
    expect(await kinds(owner)).toEqual(['order_placed', 'order_placed']);
  });

  it('the plan: ending in 3 days, then ended, each once', async () => {
    await clear();
    const now = new Date();
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, dhaka));
    const inTwoDays = new Date(now.getTime() + 2 * 86_400_000);
    await t.db.update(subscriptions).set({ endDate: inTwoDays }).where(eq(subscriptions.shopId, dhaka));
    await remindPlans(t.db, now);
    expect(await remindPlans(t.db, now)).toBe(0);
    expect(await kinds(owner)).toEqual(['plan_ending']);
    expect(await kinds(staff)).toEqual([]);
    await remindPlans(t.db, new Date(inTwoDays.getTime() + 1000));
    expect(await kinds(owner)).toEqual(['plan_ended', 'plan_ending']);
    await t.db.update(subscriptions).set({ endDate: sub!.endDate }).where(eq(subscriptions.id, sub!.id));
  });

  it('only the active shop’s notifications are listed', async () => {
    await clear();
    const sylhet = (await t.db.select().from(shops)).find((s) => s.handle === 'sylhet-tea-house')!.id;
    await notify(shopScope(t.db, sylhet), 'order_placed', { orderId: 'x', number: 1, amount: 1 });
    expect(await kinds(owner)).toEqual([]);
    const [row] = await t.db.select().from(notifications);
    expect((await t.post('/admin/notifications/read', { ids: [row!.id] }, owner)).status).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.shopId, sylhet))).toHaveLength(1);
    expect(ownerId).toBeTruthy();
  });
});

describe('the bell', () => {
  it('answers the bell the unread count and the newest id the member may see, read or not', async () => {
    await clear();
    const summary = async (token: string) => (await (await t.get('/admin/notifications/unread', token)).json()) as Record<string, unknown>;
    expect(await summary(staff)).toEqual({ unread: 0, latest: null });
    const shop = shopScope(t.db, dhaka);
    for (const number of [11, 12]) await notify(shop, 'order_placed', { orderId: `o${number}`, number, amount: 100 });
    const newest = (await list(staff)).response[0]!;
    expect(await summary(staff)).toEqual({ unread: 2, latest: newest.id });
    await t.post('/admin/notifications/read', { ids: [newest.id] }, staff);
    expect(await summary(staff)).toEqual({ unread: 1, latest: newest.id });
    await clear();
  });
});
