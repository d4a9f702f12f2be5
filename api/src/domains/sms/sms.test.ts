import { serve, type ServerType } from '@hono/node-server';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_PART_PRICE_POISHA, type SmsSettingsInput } from '../../../../contract/sms.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { msisdnOf } from '../../platform/sms/gateway.ts';
import { createSslWirelessGateway } from '../../platform/sms/ssl-wireless.ts';
import { SSL_WIRELESS_SANDBOX_TOKEN, startSslWirelessSandbox, type SslWirelessSandbox } from '../../platform/sms/ssl-wireless-sandbox.ts';
import { products } from '../products/tables.ts';
import { orders } from '../orders/tables.ts';
import { shops } from '../sellers/tables.ts';
import { sendDueSms } from './send-job.ts';
import { smsMessages, smsOptOuts } from './tables.ts';

const TOKEN = 'inbound-test-token';
let t: TestApp;
let sandbox: SslWirelessSandbox;
let server: ServerType;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ smsInboundToken: TOKEN });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  sandbox = await startSslWirelessSandbox({ inboundUrl: `http://127.0.0.1:${port}/sms/ssl-wireless/inbound?token=${TOKEN}` });
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const gateway = (timeoutMs = 2000) => createSslWirelessGateway({ baseUrl: sandbox.url, apiToken: SSL_WIRELESS_SANDBOX_TOKEN, timeoutMs });
const json = async <T>(res: Response) => (await res.json()) as T;
let now = new Date();
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

async function turnOn(events: Partial<Record<'confirmed' | 'shipped' | 'delivered', boolean>>) {
  const current = await json<SmsSettingsInput & { version: number }>(await t.get('/admin/sms-settings', owner));
  const body: SmsSettingsInput = {
    senderName: 'DhakaCrafts',
    language: 'bn',
    confirmed: { ...current.confirmed, enabled: events.confirmed ?? false },
    shipped: { ...current.shipped, enabled: events.shipped ?? false },
    delivered: { ...current.delivered, enabled: events.delivered ?? false },
    version: current.version,
  };
  const res = await t.send('PUT', '/admin/sms-settings', owner, body);
  expect(res.status).toBe(200);
}

async function pendingOrder(): Promise<{ id: string; number: number; phone: string }> {
  const res = await t.get('/admin/orders?status=pending&limit=50', owner);
  const list = (await json<{ response: { id: string; number: number; customerPhone: string }[] }>(res)).response;
  const used = new Set((await t.db.select({ orderId: smsMessages.orderId }).from(smsMessages)).map((r) => r.orderId));
  const order = list.find((o) => !used.has(o.id) && msisdnOf(o.customerPhone));
  expect(order).toBeDefined();
  return { id: order!.id, number: order!.number, phone: order!.customerPhone };
}

describe('SMS settings', () => {
  it('are in Bangla with the default templates and no usage, every event on for the demo shop Dhaka Crafts', async () => {
    const res = await t.get('/admin/sms-settings', owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      language: 'bn',
      senderName: 'DhakaCrafts',
      delivered: { enabled: true },
      confirmed: { enabled: true, bn: expect.stringContaining('{order}') },
      shipped: { en: expect.stringContaining('{tracking}') },
      usage: { monthParts: 0, totalCost: 0 },
      optOuts: 0,
    });
  });

  it('refuse an unknown placeholder and a long sender name with the fields named; staff without the key get 403', async () => {
    const current = await json<SmsSettingsInput>(await t.get('/admin/sms-settings', owner));
    const res = await t.send('PUT', '/admin/sms-settings', owner, {
      ...current,
      senderName: 'A sender name too long',
      confirmed: { ...current.confirmed, en: 'Order {number}' },
    });
    expect(res.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(res);
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['senderName', 'confirmed.en']));
    expect((await t.get('/admin/sms-settings', staff)).status).toBe(403);
  });
});

describe('messages through the outbox', () => {
  it('queue nothing for an event that is off, and the order’s page is told it was off', async () => {
    await turnOn({});
    const order = await pendingOrder();
    expect((await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner)).status).toBe(200);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id))).toHaveLength(0);
    expect(await json(await t.get(`/admin/sms/orders/${order.id}`, owner))).toEqual({ response: [], off: ['confirmed'] });
  });

  it('keep the message of an order without a mobile number as skipped, said by its reason; an unknown order is a 404', async () => {
    await turnOn({ confirmed: true });
    const order = await pendingOrder();
    await t.db.update(orders).set({ customerPhone: '' }).where(eq(orders.id, order.id));
    expect((await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner)).status).toBe(200);
    const listed = await json<{ response: object[]; off: string[] }>(await t.get(`/admin/sms/orders/${order.id}`, owner));
    expect(listed).toEqual({ response: [expect.objectContaining({ status: 'skipped', reason: 'no-mobile', error: null })], off: [] });
    expect((await t.get('/admin/sms/orders/no-such-order', owner)).status).toBe(404);
  });

  it('text a confirmed order once, even with two workers at it, and count its cost for the shop', async () => {
    await turnOn({ confirmed: true });
    const order = await pendingOrder();
    const before = sandbox.control.messages().length;
    expect((await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner)).status).toBe(200);
    const [row] = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    expect(row).toMatchObject({ event: 'confirmed', status: 'queued', sender: 'DhakaCrafts', msisdn: msisdnOf(order.phone) });
    expect(row!.body).toContain(`#${order.number}`);
    await Promise.all([sendDueSms(t.db, later(1), gateway()), sendDueSms(t.db, now, gateway())]);
    await sendDueSms(t.db, later(10), gateway());
    const sent = sandbox.control.messages().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ csms_id: row!.id, sid: 'DhakaCrafts', sms: row!.body });
    const [after] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', cost: row!.parts * SMS_PART_PRICE_POISHA });
    const settings = await json<{ usage: { totalParts: number; totalCost: number } }>(await t.get('/admin/sms-settings', owner));
    expect(settings.usage.totalCost).toBeGreaterThanOrEqual(row!.parts * SMS_PART_PRICE_POISHA);
    const listed = await json<{ response: { event: string; status: string }[]; off: string[] }>(
      await t.get(`/admin/sms/orders/${order.id}`, owner),
    );
    expect(listed).toEqual({
      response: [expect.objectContaining({ event: 'confirmed', status: 'sent', body: row!.body, parts: row!.parts, reason: null })],
      off: [],
    });
    expect(settings).toMatchObject({ usage: { monthMessages: expect.any(Number), totalMessages: expect.any(Number) } });
    expect((settings as unknown as { usage: { totalMessages: number } }).usage.totalMessages).toBeGreaterThanOrEqual(1);
  });

  it('after a timeout that reached the gateway, the retry is its duplicate: sent once, counted once', async () => {
    await turnOn({ confirmed: true });
    const order = await pendingOrder();
    await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner);
    const before = sandbox.control.messages().length;
    const release = sandbox.control.holdNextCreate();
    await sendDueSms(t.db, later(1), gateway(150));
    const [waiting] = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    release();
    await sendDueSms(t.db, later(5), gateway());
    expect(sandbox.control.messages().slice(before)).toHaveLength(1);
    const [done] = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    expect(done).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('text the shipped order its tracking link, and nothing is sent without a gateway', async () => {
    await turnOn({ shipped: true });
    const order = await pendingOrder();
    for (const status of ['confirmed', 'processing']) await t.post(`/admin/orders/${order.id}/status`, { status }, owner);
    await t.post(`/admin/orders/${order.id}/fulfil`, { courier: 'Pathao', trackingNumber: 'DL1' }, owner);
    const [row] = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    expect(row).toMatchObject({ event: 'shipped', status: 'queued' });
    expect(row!.body).toContain('https://merchant.pathao.com/tracking?consignment_id=DL1');
    expect(await sendDueSms(t.db, later(1), null)).toBe(0);
    await sendDueSms(t.db, later(1), gateway());
  });

  it('text an order’s messages in the order they were queued: confirmed before shipped, claimed in one pass', async () => {
    await turnOn({ confirmed: true, shipped: true });
    await sendDueSms(t.db, later(1), gateway());
    // Six orders confirmed and then shipped before the next pass, so it claims their twelve messages together.
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const order = await pendingOrder();
      for (const status of ['confirmed', 'processing']) await t.post(`/admin/orders/${order.id}/status`, { status }, owner);
      await t.post(`/admin/orders/${order.id}/fulfil`, { courier: 'Pathao', trackingNumber: `DL-ORDER-${i}` }, owner);
      ids.push(order.id);
    }
    const before = sandbox.control.messages().length;
    await sendDueSms(t.db, later(1), gateway());
    const rows = await t.db
      .select({ id: smsMessages.id, orderId: smsMessages.orderId, event: smsMessages.event })
      .from(smsMessages)
      .where(inArray(smsMessages.orderId, ids));
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    const sent = sandbox.control
      .messages()
      .slice(before)
      .map((m) => rowOf.get(m.csms_id)!);
    expect(sent).toHaveLength(12);
    for (const id of ids) expect(sent.filter((row) => row.orderId === id).map((row) => row.event)).toEqual(['confirmed', 'shipped']);
  });

  it('does not text "confirmed" after "shipped": a message overtaken while it waited for a retry is skipped, said why', async () => {
    await turnOn({ confirmed: true, shipped: true });
    await sendDueSms(t.db, later(1), gateway());
    const order = await pendingOrder();
    await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner);
    const before = sandbox.control.messages().length;
    sandbox.control.failNextCreate(500);
    await sendDueSms(t.db, later(1), gateway()); // the gateway is down: "confirmed" waits a minute for its retry
    await t.post(`/admin/orders/${order.id}/status`, { status: 'processing' }, owner);
    await t.post(`/admin/orders/${order.id}/fulfil`, { courier: 'Pathao', trackingNumber: 'DL-OVERTAKEN' }, owner);
    await sendDueSms(t.db, now, gateway()); // "shipped" is due at once
    await sendDueSms(t.db, later(5), gateway()); // "confirmed"'s retry comes after it
    const rows = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    const byEvent = new Map(rows.map((row) => [row.event, row]));
    expect(
      sandbox.control
        .messages()
        .slice(before)
        .map((m) => m.csms_id),
    ).toEqual([byEvent.get('shipped')!.id]);
    expect(byEvent.get('confirmed')).toMatchObject({ status: 'skipped', cost: 0 });
    const listed = await json<{ response: { event: string; status: string; reason: string | null }[] }>(
      await t.get(`/admin/sms/orders/${order.id}`, owner),
    );
    expect(listed.response.map(({ event, status, reason }) => ({ event, status, reason }))).toEqual(
      expect.arrayContaining([
        { event: 'confirmed', status: 'skipped', reason: 'superseded' },
        { event: 'shipped', status: 'sent', reason: null },
      ]),
    );
  });
});

describe('an order that confirms itself', () => {
  /** Places a bKash-paid order of one new product through POST /admin/orders (the checkout's path), as Dhaka Crafts. */
  async function place(phone: string) {
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const handle = `sms-auto-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
    const [product] = await t.db
      .insert(products)
      .values({
        shopId: shop!.id,
        title: 'Jamdani',
        handle,
        status: 'active',
        price: 90000,
        priceMin: 90000,
        priceMax: 90000,
        quantity: 5,
        stockTotal: 5,
      })
      .returning({ id: products.id });
    const res = await t.send('POST', '/admin/orders', owner, {
      customer: { phone, name: 'Nasrin Akter' },
      items: [{ productId: product!.id, quantity: 1 }],
      address: { location: 'sylhet', area: 'Sylhet Sadar', line1: 'House 4, Road 2, Zindabazar' },
      payment: 'bkash',
    });
    expect(res.status).toBe(201);
    return json<{ id: string; number: number }>(res);
  }

  it('is texted "confirmed" once, queued in the placing transaction, and sent once', async () => {
    await turnOn({ confirmed: true });
    const checkout = await json<Record<string, unknown>>(await t.get('/admin/settings/checkout', owner));
    expect((await t.send('PUT', '/admin/settings/checkout', owner, { ...checkout, autoConfirm: true })).status).toBe(200);
    const order = await place('01712000461');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('confirmed');
    const queued = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id));
    expect(queued).toEqual([expect.objectContaining({ event: 'confirmed', status: 'queued', msisdn: '8801712000461' })]);
    expect(queued[0]!.body).toContain(`#${order.number}`);
    // Two workers at it: the customer gets the one text.
    const before = sandbox.control.messages().length;
    await Promise.all([sendDueSms(t.db, later(1), gateway()), sendDueSms(t.db, now, gateway())]);
    expect(
      sandbox.control
        .messages()
        .slice(before)
        .filter((m) => m.csms_id === queued[0]!.id),
    ).toHaveLength(1);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id))).toHaveLength(1);
  });
});

describe('STOP', () => {
  it('a customer who replies STOP is not texted again by that shop', async () => {
    await turnOn({ confirmed: true, delivered: true });
    const order = await pendingOrder();
    await t.post(`/admin/orders/${order.id}/status`, { status: 'confirmed' }, owner);
    await sendDueSms(t.db, later(1), gateway());
    const msisdn = msisdnOf(order.phone)!;
    expect(await sandbox.control.reply(msisdn, 'STOP')).toBe(200);
    const stops = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.msisdn, msisdn));
    expect(stops.length).toBeGreaterThanOrEqual(1);
    // Another order to the same number: its message is kept on the order as skipped, and never reaches the gateway.
    const [other] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, (await pendingOrder()).id));
    await t.db.update(orders).set({ customerPhone: order.phone }).where(eq(orders.id, other!.id));
    await t.post(`/admin/orders/${other!.id}/status`, { status: 'confirmed' }, owner);
    const before = sandbox.control.messages().length;
    await sendDueSms(t.db, later(1), gateway());
    expect(sandbox.control.messages().length).toBe(before);
    const [skipped] = await t.db.select().from(smsMessages).where(eq(smsMessages.orderId, other!.id));
    expect(skipped).toMatchObject({ status: 'skipped', error: 'The customer replied STOP.' });
    const listed = await json<{ response: object[] }>(await t.get(`/admin/sms/orders/${other!.id}`, owner));
    expect(listed.response).toEqual([expect.objectContaining({ status: 'skipped', reason: 'opted-out' })]);
    expect((await json<{ optOuts: number }>(await t.get('/admin/sms-settings', owner))).optOuts).toBeGreaterThanOrEqual(1);
  });

  it('ignores other replies, and the callback without its token is not found', async () => {
    const res = await t.post('/sms/ssl-wireless/inbound', { msisdn: '8801711000009', sms: 'STOP' });
    expect(res.status).toBe(404);
    const ok = await t.post(`/sms/ssl-wireless/inbound?token=${TOKEN}`, { msisdn: '8801711000009', sms: 'Thanks!' });
    expect(await ok.json()).toEqual({ ok: true, stopped: 0 });
  });
});
