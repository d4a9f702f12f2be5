/**
 * Web Push (issue 27 item 4), against the local push service over HTTP (platform/push/sandbox.ts), which checks the
 * VAPID signature (RFC 8292) and decrypts the payload with the subscription's own keys (RFC 8291): what arrives is
 * what a phone would show, in the member's language; a gone device is deleted; each notification is sent once.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { notifications, pushSubscriptions, sellers, shops } from '../../db/schema/index.ts';
import { startPushSandbox, type PushSandbox, type SandboxSubscription } from '../../platform/push/sandbox.ts';
import { sendPush } from '../../platform/push/sender.ts';
import { vapidFromEnv } from '../../platform/push/vapid.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { notify } from './notifications.ts';
import { sendPushes } from './push-job.ts';

let t: TestApp;
let push: PushSandbox;
let owner: string;
let staff: string;
let staffId: string;
let ownerId: string;
let dhaka: string;

beforeAll(async () => {
  push = await startPushSandbox();
  process.env.PUSH_SANDBOX_URL = push.url;
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  dhaka = (await t.db.select().from(shops)).find((s) => s.handle === 'dhaka-crafts')!.id;
  const people = await t.db.select({ id: sellers.id, email: sellers.email }).from(sellers);
  staffId = people.find((p) => p.email === 'staff@haat.test')!.id;
  ownerId = people.find((p) => p.email === 'owner@haat.test')!.id;
});
afterAll(async () => {
  delete process.env.PUSH_SANDBOX_URL;
  await t.close();
  await push.close();
});
beforeEach(async () => {
  await t.db.delete(notifications);
  await t.db.delete(pushSubscriptions);
});

const device = async (token: string, sub: SandboxSubscription = push.subscribe()) => {
  const res = await t.post('/admin/notifications/push-subscriptions', { endpoint: sub.endpoint, keys: sub.keys }, token);
  expect(res.status).toBe(201);
  return sub;
};
const payloads = (sub: SandboxSubscription) =>
  push.messages(sub.id).map((m) => ({ ...m, data: JSON.parse(m.payload) as Record<string, string> }));
const order = (actorId: string | null = ownerId) =>
  notify(shopScope(t.db, dhaka), 'order_placed', { orderId: 'o-1', number: 1457, amount: 125_000 }, { actorId });

describe('push to the devices', () => {
  it('arrives decrypted, signed, in the member’s language, with TTL 3600, urgency high and the order’s link', async () => {
    await t.db.update(sellers).set({ language: 'bn' }).where(eq(sellers.id, staffId));
    const phone = await device(staff);
    await order();
    expect(await sendPushes(t.db, new Date())).toBe(1);
    const [got] = payloads(phone);
    expect(got).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(got!.data).toMatchObject({ title: 'নতুন অর্ডার #১৪৫৭', body: '৳১,২৫০.০০-এর একটি অর্ডার এসেছে।', lang: 'bn' });
    const [row] = await t.db.select().from(notifications);
    expect(got!.data.url).toBe(`/notifications/${row!.id}?to=${encodeURIComponent('/orders/o-1')}`);
    await t.db.update(sellers).set({ language: 'en' }).where(eq(sellers.id, staffId));
  });

  it('works with keys made by the caller (as the end-to-end test makes them), and a normal urgency for other kinds', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const sub = push.subscribe({
      ...keys,
      privateKey: ecdh.getPrivateKey().toString('base64url'),
      applicationServerKey: vapidFromEnv().publicKey,
    });
    await device(owner, sub);
    await notify(shopScope(t.db, dhaka), 'payout_sent', { payoutId: 'p1', amount: 500_000 });
    await sendPushes(t.db, new Date());
    expect(payloads(sub).map((m) => [m.urgency, m.data.title, m.data.url])).toEqual([
      ['normal', 'Payout sent', expect.stringContaining('to=%2Fearnings')],
    ]);
  });

  it('sends each notification once, however many processes run the job at once', async () => {
    const phone = await device(staff);
    await order();
    await order();
    const handled = await Promise.all([sendPushes(t.db, new Date()), sendPushes(t.db, new Date()), sendPushes(t.db, new Date())]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendPushes(t.db, new Date())).toBe(0);
    expect(payloads(phone)).toHaveLength(2);
  });

  it('skips members who may not hear of it, muted it, or did it themselves', async () => {
    const staffPhone = await device(staff);
    const ownerPhone = await device(owner);
    await t.send('PUT', '/admin/notifications/settings', staff, { muted: ['order_placed'] });
    await order(ownerId);
    await notify(shopScope(t.db, dhaka), 'stock_low', { productId: 'p', title: 'Shawl', quantity: 2 });
    await sendPushes(t.db, new Date());
    expect(payloads(staffPhone)).toEqual([]); // muted orders, no inventory key
    expect(payloads(ownerPhone).map((m) => m.data.title)).toEqual(['Low stock: Shawl']); // own order not pushed
    await t.send('PUT', '/admin/notifications/settings', staff, { muted: [] });
  });

  it('deletes a subscription the push service answers 410 for, and keeps the others', async () => {
    const gone = await device(staff);
    const kept = await device(staff);
    push.expire(gone.id);
    await order();
    await sendPushes(t.db, new Date());
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((s) => s.endpoint)).toEqual([kept.endpoint]);
    expect(payloads(kept)).toHaveLength(1);
  });

  it('does not ring out a backlog older than the TTL', async () => {
    const phone = await device(staff);
    await order();
    expect(await sendPushes(t.db, new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect(payloads(phone)).toEqual([]);
  });
});

describe('the push sandbox checks the protocol', () => {
  it('refuses a push signed with another VAPID key (403), unsigned (401), or without TTL (400)', async () => {
    const vapid = vapidFromEnv();
    const sub = push.subscribe({
      ...(() => {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        return { p256dh: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
      })(),
      auth: randomBytes(16).toString('base64url'),
      applicationServerKey: vapid.publicKey,
    });
    const other = webpush.generateVAPIDKeys();
    const wrong = await sendPush(sub, 'x', { ...other, subject: 'mailto:a@b.test' }, { ttl: 60, urgency: 'normal' });
    expect(wrong).toMatchObject({ ok: false, status: 403, gone: false });
    const right = await sendPush(sub, 'hello', vapid, { ttl: 60, urgency: 'normal' });
    expect(right).toMatchObject({ ok: true, status: 201 });
    expect(push.messages(sub.id).map((m) => m.payload)).toEqual(['hello']);
    const bare = await fetch(sub.endpoint, { method: 'POST', headers: { ttl: '60' }, body: 'plain' });
    expect(bare.status).toBe(401);
    const noTtl = await fetch(sub.endpoint, { method: 'POST', body: 'plain' });
    expect(noTtl.status).toBe(400);
  });

  it('cannot decrypt a payload made for other keys (400)', async () => {
    const a = push.subscribe();
    const b = push.subscribe();
    const res = await sendPush({ endpoint: a.endpoint, keys: b.keys }, 'secret', vapidFromEnv(), { ttl: 60, urgency: 'normal' });
    expect(res).toMatchObject({ ok: false, status: 400 });
    expect(push.messages(a.id)).toEqual([]);
  });
});

describe('devices', () => {
  it('refuses a plain-http endpoint that is not the push sandbox, and removes a device', async () => {
    const res = await t.post(
      '/admin/notifications/push-subscriptions',
      { endpoint: 'http://10.0.0.1/push/x', keys: push.subscribe().keys },
      staff,
    );
    expect(res.status).toBe(400);
    const sub = await device(staff);
    const settings = (await (await t.get('/admin/notifications/settings', staff)).json()) as { devices: number };
    expect(settings.devices).toBe(1);
    const del = await t.send('DELETE', `/admin/notifications/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`, owner);
    expect(await del.json()).toEqual({ devices: 0 }); // the owner's devices: the staff member's stays
    await t.send('DELETE', `/admin/notifications/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`, staff);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.sellerId, staffId), eq(pushSubscriptions.shopId, dhaka))),
    ).toEqual([]);
  });
});
