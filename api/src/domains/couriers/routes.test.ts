import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startCourierSandboxes, SANDBOX_COURIER_CREDENTIALS } from '../../platform/couriers/sandboxes.ts';
import { courierAccounts, consignments } from './tables.ts';
import { orderEvents, orders } from '../orders/tables.ts';
import { shops } from '../sellers/tables.ts';
import { refreshDue } from './status.ts';
import { quoteError } from './routes.ts';
import { CourierError } from '../../platform/couriers/courier.ts';
import type { CouriersConfig } from './booking.ts';

let t: TestApp;
let sandboxes: Awaited<ReturnType<typeof startCourierSandboxes>>;
let config: CouriersConfig;
let owner: string;
let staff: string;

beforeAll(async () => {
  sandboxes = await startCourierSandboxes(0);
  config = {
    endpoints: { pathao: sandboxes.env.PATHAO_BASE_URL, redx: sandboxes.env.REDX_BASE_URL, steadfast: sandboxes.env.STEADFAST_BASE_URL },
    // Long enough for a busy machine's ordinary calls; the timeout test holds its create until it has answered.
    driver: { timeoutMs: 2_000 },
  };
  t = await createTestApp({ couriers: config });
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  await t.post('/admin/profile/fresh-factor', { password: 'demo1234' }, owner);
});
afterAll(async () => {
  await t.close();
  await sandboxes.close();
});

/** Orders of the owner's active shop in `status`, newest first. */
async function ordersIn(status: 'confirmed' | 'processing' | 'pending', n: number): Promise<{ id: string; number: number }[]> {
  const res = await t.get(`/admin/orders?status=${status}&limit=${n}`, owner);
  const body = (await res.json()) as { response: { id: string; number: number }[] };
  expect(body.response.length).toBeGreaterThanOrEqual(n);
  return body.response.slice(0, n);
}

const connect = (courier: 'pathao' | 'redx' | 'steadfast', token = owner) =>
  t.send('PUT', `/admin/couriers/${courier}`, token, SANDBOX_COURIER_CREDENTIALS[courier]);

describe('courier credentials', () => {
  it('are write-only: saved, listed as connected, never answered back; staff without "shipping" cannot touch them', async () => {
    const res = await connect('steadfast');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(SANDBOX_COURIER_CREDENTIALS.steadfast.secretKey);
    expect((JSON.parse(text) as { response: { courier: string; connected: boolean }[] }).response).toContainEqual(
      expect.objectContaining({ courier: 'steadfast', connected: true }),
    );
    expect((await t.get('/admin/couriers', staff)).status).toBe(403);
    expect((await connect('redx', staff)).status).toBe(403);
    // Each courier's webhook address, to paste into its panel: the API's public address (API_PUBLIC_URL) when set.
    process.env.API_PUBLIC_URL = 'https://api.haat.example/';
    const { response } = (await (await t.get('/admin/couriers', owner)).json()) as { response: { courier: string; webhookUrl: string }[] };
    delete process.env.API_PUBLIC_URL;
    expect(response.find((a) => a.courier === 'pathao')?.webhookUrl).toBe('https://api.haat.example/couriers/pathao/webhook');
    // Stored sealed: the row itself does not hold the secret.
    const rows = await t.db.select().from(courierAccounts).where(eq(courierAccounts.courier, 'steadfast'));
    const saved = rows.filter((row) => row.updatedBy !== null); // the demo seed's (other shops') rows are plain sandbox keys
    expect(saved).toHaveLength(1);
    expect(JSON.stringify(saved)).not.toContain(SANDBOX_COURIER_CREDENTIALS.steadfast.secretKey);
    const listed = await (await t.get('/admin/couriers', owner)).text();
    expect(listed).not.toContain(SANDBOX_COURIER_CREDENTIALS.steadfast.apiKey);
  });

  it('refuses missing fields with the field named, and an unknown courier with 404', async () => {
    const res = await t.send('PUT', '/admin/couriers/pathao', owner, { clientId: 'x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { clientSecret: expect.any(String), storeId: expect.any(String) },
    });
    expect((await t.send('PUT', '/admin/couriers/dhl', owner, {})).status).toBe(404);
  });
});

describe('booking an order with a courier', () => {
  it('books a confirmed order once: consignment, charge and status on the order and its timeline', async () => {
    await connect('pathao');
    const [order] = await ordersIn('confirmed', 1);
    const res = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao' }, staff);
    expect(res.status).toBe(201);
    const booked = (await res.json()) as { state: string; consignmentId: string; charge: number | null; status: string };
    expect(booked).toMatchObject({ state: 'booked', status: 'booked' });
    expect(booked.charge).toBeGreaterThan(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(row).toMatchObject({ status: 'shipped', courier: 'Pathao', trackingNumber: booked.consignmentId });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'courier')));
    expect(events.map((e) => e.message)).toContainEqual(expect.stringContaining(`consignment ${booked.consignmentId}`));
    // Stored as a kind and its params, so the dashboard words it in the reader's language (issue 23).
    expect(events.find((e) => e.kind === 'courier_booked')?.params).toEqual({
      courier: 'pathao',
      consignment: booked.consignmentId,
      charge: booked.charge,
    });

    const again = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao' }, staff);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'COURIER_ALREADY_BOOKED' });
    expect(sandboxes.pathao.control.parcels().filter((p) => p.consignment_id === booked.consignmentId)).toHaveLength(1);
  });

  it('two bookings of one order at once call the courier once', async () => {
    const [order] = await ordersIn('confirmed', 1);
    const before = sandboxes.pathao.control.createCalls();
    const answers = await Promise.all(
      [1, 2, 3].map(async () => t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao' }, owner)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(sandboxes.pathao.control.createCalls() - before).toBe(1);
  });

  it('a timeout leaves the order at "check with the courier", never retried; retry and mark-booked are the seller’s', async () => {
    await connect('steadfast');
    const [first, second] = await ordersIn('confirmed', 2);
    const before = sandboxes.steadfast.control.createCalls();
    const release = sandboxes.steadfast.control.holdNextCreate();
    const res = await t.post(`/admin/consignments/orders/${first!.id}`, { courier: 'steadfast' }, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'check', consignmentId: null });
    const [unclear] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, first!.id), eq(orderEvents.type, 'courier')));
    expect(unclear).toMatchObject({ kind: 'courier_unclear', params: { courier: 'steadfast' } });
    release();
    expect(sandboxes.steadfast.control.createCalls() - before).toBe(1);
    // Booking again without saying "retry" is refused: the seller must check first.
    const blind = await t.post(`/admin/consignments/orders/${first!.id}`, { courier: 'steadfast' }, owner);
    expect(await blind.json()).toMatchObject({ code: 'COURIER_CHECK_FIRST' });
    // The parcel was booked at Steadfast: the seller finds it and marks the order booked.
    const parcel = sandboxes.steadfast.control.parcels().at(-1)!;
    const marked = await t.post(
      `/admin/consignments/orders/${first!.id}/mark-booked`,
      { consignmentId: String(parcel.consignment_id) },
      owner,
    );
    expect(await marked.json()).toMatchObject({ state: 'booked', consignmentId: String(parcel.consignment_id) });
    expect(sandboxes.steadfast.control.createCalls() - before).toBe(1);

    // A 500 on the second order: a retry the seller asks for books it (the invoice was never taken).
    sandboxes.steadfast.control.failNextCreate(500);
    expect(await (await t.post(`/admin/consignments/orders/${second!.id}`, { courier: 'steadfast' }, owner)).json()).toMatchObject({
      state: 'check',
    });
    const retried = await t.post(`/admin/consignments/orders/${second!.id}`, { courier: 'steadfast', retry: true }, owner);
    expect(retried.status).toBe(201);
  });

  it('a refusal is a 422 with the courier’s message, nothing booked, and the order can be booked again', async () => {
    await connect('redx');
    const [order] = await ordersIn('confirmed', 1);
    await t.db
      .update(orders)
      .set({
        shippingAddress: {
          name: 'Abdul Karim',
          phone: '01711000111',
          line1: 'Thanchi bazar',
          line2: '',
          area: 'Thanchi',
          district: 'Bandarban',
          postcode: '',
        } as never,
      })
      .where(eq(orders.id, order!.id));
    const res = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'redx' }, owner);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'COURIER_REFUSED', fields: { courierPlace: 'Choose the courier’s area' } });
    const [row] = await t.db.select().from(consignments).where(eq(consignments.orderId, order!.id));
    expect(row).toMatchObject({ state: 'failed' });
    const [refusal] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'courier')));
    expect(refusal).toMatchObject({ kind: 'courier_refused', params: { courier: 'redx', message: expect.any(String) } });
    expect((await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao' }, owner)).status).toBe(201);
  });

  it('refuses a pending order, an unconnected courier, and another shop’s order', async () => {
    const [pending] = await ordersIn('pending', 1);
    expect(await (await t.post(`/admin/consignments/orders/${pending!.id}`, { courier: 'pathao' }, owner)).json()).toMatchObject({
      code: 'TRANSITION_REFUSED',
    });
    await t.db.delete(courierAccounts).where(eq(courierAccounts.courier, 'redx'));
    const [order] = await ordersIn('confirmed', 1);
    const res = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'redx' }, owner);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'COURIER_NOT_CONNECTED' });
    // An order of Sylhet Tea House (the owner's other shop, not the active one) is not found.
    const [sylhet] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(shops.handle, 'sylhet-tea-house'))
      .limit(1);
    expect((await t.post(`/admin/consignments/orders/${sylhet!.id}`, { courier: 'pathao' }, owner)).status).toBe(404);
    expect((await t.get(`/admin/consignments/orders/${sylhet!.id}`, owner)).status).toBe(404);
  });

  it('books ten orders in bulk, one answer each, and skips the already booked', async () => {
    const ten = await ordersIn('confirmed', 10);
    const res = await t.post('/admin/consignments/orders/bulk', { courier: 'pathao', ids: ten.map((o) => o.id) }, staff);
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as { response: { state: string }[] };
    expect(response).toHaveLength(10);
    expect(response.filter((r) => r.state !== 'booked')).toEqual([]);
    const again = (await (
      await t.post('/admin/consignments/orders/bulk', { courier: 'pathao', ids: ten.slice(0, 2).map((o) => o.id) }, staff)
    ).json()) as {
      response: { state: string; error: string; code: string | null }[];
    };
    expect(again.response.map((r) => r.state)).toEqual(['booked', 'booked']);
    expect(again.response[0]!.error).toMatch(/already booked/);
    // The refusal's code too, for the dashboard to say it in the reader's language (issue 23).
    expect(again.response.map((r) => r.code)).toEqual(['COURIER_ALREADY_BOOKED', 'COURIER_ALREADY_BOOKED']);
  });
});

describe('choosing the courier’s area', () => {
  it('bulk leaves an order whose area matches no Pathao zone unbooked and unsent; its page books it with the chosen zone', async () => {
    await connect('pathao');
    const [order] = await ordersIn('confirmed', 1);
    await t.db
      .update(orders)
      .set({
        shippingAddress: {
          name: 'Rahima Akter',
          phone: '01711000222',
          line1: 'House 9, Lamabazar',
          area: 'Sylhet Sadar',
          district: 'Sylhet',
          postcode: '3100',
        } as never,
      })
      .where(eq(orders.id, order!.id));
    const calls = sandboxes.pathao.control.createCalls();
    const res = await t.post('/admin/consignments/orders/bulk', { courier: 'pathao', ids: [order!.id] }, owner);
    expect(((await res.json()) as { response: unknown[] }).response).toEqual([
      expect.objectContaining({ orderId: order!.id, needsPlace: true, error: expect.stringContaining('Sylhet Sadar') }),
    ]);
    expect(sandboxes.pathao.control.createCalls()).toBe(calls);
    expect(await t.db.select().from(consignments).where(eq(consignments.orderId, order!.id))).toEqual([]);

    // The order's page: a booking is refused with the field to choose, the zones are listed, the chosen one books.
    const refused = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao' }, owner);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fields: { courierPlace: 'Choose the courier’s area' } });
    expect(sandboxes.pathao.control.createCalls()).toBe(calls);
    const zones = (await (await t.get(`/admin/consignments/orders/${order!.id}/places?courier=pathao`, owner)).json()) as {
      response: { id: number; name: string }[];
    };
    const zindabazar = zones.response.find((z) => z.name === 'Zindabazar')!;
    const booked = await t.post(`/admin/consignments/orders/${order!.id}`, { courier: 'pathao', courierPlace: zindabazar.id }, owner);
    expect(booked.status).toBe(201);
    const answer = (await booked.json()) as { state: string; consignmentId: string };
    expect(answer.state).toBe('booked');
    expect(sandboxes.pathao.control.parcels().find((p) => p.consignment_id === answer.consignmentId)).toMatchObject({
      recipient_zone: zindabazar.id,
    });
    expect(sandboxes.pathao.control.createCalls()).toBe(calls + 1);
  });
});

describe('reading parcel statuses', () => {
  it('the job re-reads open parcels, records a change on the timeline, and skips them until they are due again', async () => {
    const parcel = sandboxes.pathao.control.parcels()[0]!;
    sandboxes.pathao.control.setStatus(parcel.consignment_id, 'Delivered');
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await refreshDue(t.db, config, later)).toBeGreaterThan(0);
    const [row] = await t.db.select().from(consignments).where(eq(consignments.consignmentId, parcel.consignment_id));
    expect(row).toMatchObject({ status: 'delivered', courierStatus: 'Delivered' });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.orderId), eq(orderEvents.type, 'courier')));
    expect(events.map((e) => e.message)).toContainEqual(expect.stringContaining('is Delivered'));
    expect(events.find((e) => e.kind === 'courier_status')?.params).toMatchObject({
      courier: 'pathao',
      consignment: parcel.consignment_id,
      status: 'delivered',
      courierStatus: 'Delivered',
    });
    expect(await refreshDue(t.db, config, later)).toBe(0);
    // The shipped order moved to delivered once, by the domain's status change, with its timeline line and no author.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, row!.orderId));
    expect(order).toMatchObject({ status: 'delivered' });
    expect(order!.deliveredAt).not.toBeNull();
    const moves = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.orderId), eq(orderEvents.type, 'status')));
    const delivered = moves.filter((e) => e.message === 'Status changed from Shipped to Delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.authorId).toBeNull();
  });

  it('a webhook only triggers a re-read: what it claims is not written', async () => {
    const parcel = sandboxes.pathao.control.parcels()[1]!;
    sandboxes.pathao.control.setStatus(parcel.consignment_id, 'Picked');
    // A parcel read in the last minute is not read again for a webhook: make this one older.
    await t.db
      .update(consignments)
      .set({ checkedAt: new Date(Date.now() - 120_000) })
      .where(eq(consignments.consignmentId, parcel.consignment_id));
    const res = await t.post('/couriers/pathao/webhook', { consignment_id: parcel.consignment_id, order_status: 'Delivered' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(consignments).where(eq(consignments.consignmentId, parcel.consignment_id));
    expect(row).toMatchObject({ status: 'picked', courierStatus: 'Picked' });
    expect((await t.post('/couriers/pathao/webhook', { consignment_id: 'nope' })).status).toBe(200);
    expect((await t.post('/couriers/dhl/webhook', {})).status).toBe(404);
  });
});

describe('a price quote', () => {
  const quote = (orderId: string) => t.get(`/admin/consignments/orders/${orderId}/quote?courier=pathao`, owner);

  it('answers a courier that refused this parcel as COURIER_QUOTE_REFUSED (422), not as the courier being down', async () => {
    const [order] = await ordersIn('confirmed', 1);
    expect((await connect('pathao')).status).toBe(200);
    expect(await (await quote(order!.id)).json()).toMatchObject({ quote: { charge: expect.any(Number) } });
    // Pathao refuses the price call of a store that is not the merchant's (its 422): nothing wrong with Pathao itself.
    await t.send('PUT', '/admin/couriers/pathao', owner, { ...SANDBOX_COURIER_CREDENTIALS.pathao, storeId: '999' });
    const refused = await quote(order!.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'COURIER_QUOTE_REFUSED', message: 'The selected recipient zone is invalid.' });
    expect((await connect('pathao')).status).toBe(200);
  });

  it('answers a courier that did not answer as COURIER_UNAVAILABLE (502)', () => {
    const timeout = quoteError(new CourierError('Pathao: no answer in time', 'unknown', null));
    expect({ status: timeout.status, code: timeout.code }).toEqual({ status: 502, code: 'COURIER_UNAVAILABLE' });
    expect(quoteError(new CourierError('Pathao: invalid zone', 'none', 422)).code).toBe('COURIER_QUOTE_REFUSED');
  });
});
