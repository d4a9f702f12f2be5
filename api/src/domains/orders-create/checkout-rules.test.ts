/** Orders taken in the dashboard follow the shop's checkout settings: GET /admin/orders/checkout-rules and the refusals of POST /admin/orders. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerLines, orderEvents } from '../../db/schema/index.ts';
import { defaultZones } from '../../../../contract/shipping-defaults.ts';
import { draft, owner, product, quoteOf, stockOf, t, useOrdersCreateApp } from './test-kit.ts';

useOrdersCreateApp();

describe('checkout settings', () => {
  const CHECKOUT = '/admin/settings/checkout';
  const save = async (body: object) => {
    const current = (await (await t.get(CHECKOUT, owner)).json()) as { version: number };
    const res = await t.send('PUT', CHECKOUT, owner, { ...body, version: current.version });
    expect(res.status).toBe(200);
  };
  const fieldsOf = async (res: Response) => ((await res.json()) as { fields: Record<string, string> }).fields;

  it('are answered to order takers: which fields to show or require, cash on delivery and the advance', async () => {
    const res = await t.get('/admin/orders/checkout-rules', owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'optional',
      area: 'optional',
      addressLine: 'required',
      landmark: 'optional',
      cod: true,
      advanceDeliveryOutsideDhaka: false,
      orderNote: true,
    });
  });

  it('refuse an order that leaves out a required field or fills in a hidden one, and cash on delivery when it is off', async () => {
    const p = await product(10);
    await save({
      email: 'required',
      area: 'hidden',
      landmark: 'required',
      addressLine: 'optional',
      cod: false,
      bkash: true,
      orderNote: false,
    });
    const res = await t.send(
      'POST',
      '/admin/orders',
      owner,
      draft(p.id, { address: { location: 'sylhet', area: 'Sylhet Sadar', line1: '' }, note: 'Gift wrap' }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      'customer.email': 'Enter the customer’s e-mail',
      'address.area': 'This shop’s checkout does not ask for the area: leave it empty',
      'address.landmark': 'Enter a landmark',
      payment: 'Cash on delivery is turned off in the checkout settings',
      note: 'This shop’s checkout takes no order note: leave it empty',
    });
    expect(await stockOf(p.id)).toBe(10);
    const ok = await t.send(
      'POST',
      '/admin/orders',
      owner,
      draft(p.id, {
        customer: { phone: '01712345678', name: 'Rahima Begum', email: 'rahima@example.com' },
        address: { location: 'sylhet', landmark: 'Near the shrine' },
        payment: 'bkash',
      }),
    );
    expect(ok.status).toBe(201);
    await save({});
  });

  it('ask a cash-on-delivery order outside Dhaka for its delivery charge in advance, shown in the totals and on the order', async () => {
    const p = await product(10);
    // The default plan as shops start with it (tests above changed its zones).
    const plan = (await (await t.get('/admin/shipping/plans/default', owner)).json()) as { id: string; name: string; version: number };
    const reset = { name: plan.name, zones: defaultZones(), version: plan.version };
    expect((await t.send('PUT', `/admin/shipping/plans/${plan.id}`, owner, reset)).status).toBe(200);
    await save({ bkash: true, advanceDeliveryOutsideDhaka: true });
    const q = await quoteOf(draft(p.id));
    expect(q).toMatchObject({ total: 113000, advance: 13000, dueOnDelivery: 100000 });
    expect(await quoteOf(draft(p.id, { address: { location: 'dhaka-city', line1: 'Road 1' } }))).toMatchObject({ advance: 0 });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(event!.message).toBe(
      'Order taken by staff (cash on delivery): delivery charge ৳130.00 to be paid in advance by bKash, ৳1,000.00 to collect on delivery',
    );
    await save({});
  });
});

it('puts the money of an order paid when taken into the earnings ledger once, and nothing for cash on delivery', async () => {
  const p = await product(10);
  const paid = await t.send('POST', '/admin/orders', owner, draft(p.id, { payment: 'bkash' }));
  expect(paid.status).toBe(201);
  const { id, total } = (await paid.json()) as { id: string; total: number };
  const lines = await t.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ kind: 'online_payment', gross: total });
  expect(lines[0]!.fee).toBeGreaterThan(0);

  const cod = await t.send('POST', '/admin/orders', owner, draft(p.id));
  expect(cod.status).toBe(201);
  const { id: codId } = (await cod.json()) as { id: string };
  expect(await t.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, codId))).toHaveLength(0);
});
