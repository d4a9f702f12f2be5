import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { customerStats, ledgerLines, orderEvents, orders, products, promoCodes, shops } from '../../db/schema/index.ts';
import type { Quote } from '../../../../contract/pricing.ts';
import { LOCATION_IDS } from '../../../../contract/bd-geo.ts';
import { defaultZones } from '../../../../contract/shipping-defaults.ts';

let t: TestApp;
let owner: string;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
  shopId = shop!.id;
});
afterAll(() => t.close());

let n = 0;
/** A product of Dhaka Crafts with `quantity` in stock at ৳500. */
async function product(quantity: number, price = 50000) {
  n += 1;
  const [row] = await t.db
    .insert(products)
    .values({
      shopId,
      title: `Nakshi kantha ${n}`,
      handle: `nakshi-kantha-test-${n}`,
      status: 'active',
      price,
      priceMin: price,
      priceMax: price,
      quantity,
      stockTotal: quantity,
      weightGrams: 400,
    })
    .returning();
  return row!;
}
async function code(body: object) {
  const res = await t.send('POST', '/admin/promo-codes', owner, { type: 'percentage', value: 10, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; code: string };
}
const draft = (productId: string, over: Record<string, unknown> = {}) => ({
  customer: { phone: '+8801712345678', name: 'Rahima Begum' },
  items: [{ productId, quantity: 2 }],
  address: { location: 'sylhet', area: 'Zindabazar', line1: 'House 4, Road 2' },
  payment: 'cod',
  ...over,
});
const quoteOf = async (body: object) => {
  const res = await t.send('POST', '/admin/orders/quote', owner, body);
  expect(res.status).toBe(200);
  return (await res.json()) as Quote;
};
const stockOf = async (id: string) => (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
const usedOf = async (id: string) => (await t.db.select({ u: promoCodes.used }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.u;

it('finds products to sell by title or SKU, with what is left', async () => {
  const p = await product(7);
  const res = await t.get(`/admin/orders/sellable?q=${encodeURIComponent(p.title)}`, owner);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { response: unknown[] }).response).toEqual([
    { productId: p.id, variantId: null, title: p.title, variantTitle: null, sku: '', price: 50000, available: 7, tracked: true },
  ]);
});

describe('POST /admin/orders/quote', () => {
  it('prices a phone order to Sylhet: Outside Dhaka ৳130 and a 10% code', async () => {
    const p = await product(10);
    const c = await code({ code: 'SYL10' });
    const q = await quoteOf(draft(p.id, { code: 'syl10' }));
    expect(q.subtotal).toBe(100000);
    expect(q.discount).toMatchObject({ code: 'SYL10', applied: true, items: 10000 });
    expect(q.delivery.parts[0]).toMatchObject({ zoneName: 'Outside Dhaka', charge: 13000 });
    expect(q.total).toBe(100000 - 10000 + 13000);
    void c;
  });

  it.each([
    ['unknown', { code: 'NOPE' }, 'There is no such code'],
    ['disabled', { code: 'OFFCODE', disabled: true }, 'This code is disabled'],
    ['not started', { code: 'LATER', startsAt: '2099-01-01T00:00:00Z' }, 'This code is not active yet'],
    ['expired', { code: 'GONE', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' }, 'This code has expired'],
    [
      'minimum not met',
      { code: 'BIGSPEND', minimum: 'subtotal', minimumValue: 500000 },
      'The order does not reach the minimum of this code',
    ],
    [
      'not applicable',
      { code: 'OTHERPROD', appliesTo: 'products', productIds: ['someone-else'] },
      'Nothing in the cart is covered by this code',
    ],
  ])('says why a code does not apply (%s) and placing refuses it with that message', async (_name, body, message) => {
    const p = await product(10);
    if (body.code !== 'NOPE') await code(body);
    const q = await quoteOf(draft(p.id, { code: body.code }));
    expect(q.discount).toMatchObject({ applied: false, message });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: body.code }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, fields: { code: message } });
    expect(await stockOf(p.id)).toBe(10);
  });

  it('quotes before the customer is known', async () => {
    const p = await product(10);
    const q = await quoteOf({ ...draft(p.id), customer: { phone: '', name: '' } });
    expect(q.total).toBe(113000);
  });

  it.each([
    [{ customer: { phone: '12345', name: 'X' } }, 'customer.phone', 'Enter a Bangladeshi mobile number like 01711000000'],
    [{ address: { location: 'atlantis' } }, 'address.location', 'Choose the district'],
    [{ items: [] }, 'items', 'Add at least one product'],
    [{ items: [{ productId: 'nope', quantity: 1 }] }, 'items.0.productId', 'This product does not exist in this shop'],
    [{ payment: 'cheque' }, 'payment', 'Choose how the order is paid'],
  ])('refuses %o', async (over, field, message) => {
    const p = await product(10);
    const res = await t.send('POST', '/admin/orders/quote', owner, draft(p.id, over));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toMatchObject({ [field]: message });
  });
});

describe('automated collections', () => {
  it('count for a code on a collection, a custom shipping plan and a VAT override, like manual ones', async () => {
    const p = await product(10);
    await t.db
      .update(products)
      .set({ tags: ['auto-rule-test'] })
      .where(eq(products.id, p.id));
    const made = await t.send('POST', '/admin/collections', owner, {
      title: 'Auto rule test',
      kind: 'automatic',
      rules: [{ field: 'tag', operator: 'equals', value: 'auto-rule-test' }],
    });
    expect(made.status).toBe(201);
    const collectionId = ((await made.json()) as { id: string }).id;
    await code({ code: 'AUTOCOLL', value: 20, appliesTo: 'collections', collectionIds: [collectionId] });
    const plan = await t.send('POST', '/admin/shipping/plans', owner, {
      name: 'Auto plan',
      collectionIds: [collectionId],
      zones: [
        {
          id: 'all',
          name: 'All of Bangladesh',
          locations: [...LOCATION_IDS],
          rate: { kind: 'flat', amount: 5000 },
          deliveryTime: '2 days',
        },
      ],
    });
    expect(plan.status).toBe(201);
    const q = await quoteOf(draft(p.id, { code: 'AUTOCOLL' }));
    expect(q.discount).toMatchObject({ applied: true, items: 20000 });
    expect(q.delivery.parts).toMatchObject([{ planName: 'Auto plan', charge: 5000 }]);
    // A product the rule does not match is not covered.
    const other = await product(10);
    const refused = await quoteOf(draft(other.id, { code: 'AUTOCOLL' }));
    expect(refused.discount).toMatchObject({ applied: false, reason: 'not_applicable' });
    expect(refused.delivery.parts).toMatchObject([{ planName: 'Default plan' }]);
    expect((await t.send('DELETE', `/admin/shipping/plans/${((await plan.json()) as { id: string }).id}`, owner)).status).toBe(200);
  });
});

describe('POST /admin/orders', () => {
  it('places the order with its discount, delivery and COD lines, takes the stock and one use of the code', async () => {
    const p = await product(10);
    const c = await code({ code: 'PLACE10', usageLimit: 5 });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'place10', note: 'Call before delivery' }));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { id: string; number: number; total: number };
    expect(placed.total).toBe(103000);
    expect(await stockOf(p.id)).toBe(8);
    expect(await usedOf(c.id)).toBe(1);
    const order = (await (await t.get(`/admin/orders/${placed.id}`, owner)).json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      subtotal: 100000,
      discount: 10000,
      promoCode: 'PLACE10',
      shipping: 13000,
      total: 103000,
      status: 'pending',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      customerPhone: '01712345678',
      codFee: 0,
      paymentStatus: 'cod_pending',
      customerNote: 'Call before delivery',
    });
    expect(row!.shippingAddress).toMatchObject({ district: 'Sylhet', area: 'Zindabazar', line1: 'House 4, Road 2' });
    // Rollups follow by trigger: the customer's figures count the new order.
    const [stats] = await t.db.select().from(customerStats).where(eq(customerStats.customerId, row!.customerId!));
    expect(stats).toMatchObject({ ordersCount: expect.any(Number) as unknown });
    expect(stats!.ordersCount).toBeGreaterThanOrEqual(1);
  });

  it('cancelling gives back the stock and the code use', async () => {
    const p = await product(3);
    const c = await code({ code: 'BACK10', usageLimit: 1 });
    const placed = (await (await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10' }))).json()) as { id: string };
    expect(await stockOf(p.id)).toBe(1);
    expect(await usedOf(c.id)).toBe(1);
    const again = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10', items: [{ productId: p.id, quantity: 1 }] }));
    expect(await again.json()).toMatchObject({ message: 'This code has been used as many times as allowed' });
    expect((await t.send('POST', `/admin/orders/${placed.id}/cancel`, owner, { restock: true })).status).toBe(200);
    expect(await stockOf(p.id)).toBe(3);
    expect(await usedOf(c.id)).toBe(0);
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'BACK10' }))).status).toBe(201);
  });

  it('takes several codes when every one combines: each use is taken, and a cancel gives each back', async () => {
    const p = await product(10);
    const ten = await code({ code: 'COMBO10', combines: true });
    const off = await code({ code: 'COMBO50', type: 'fixed', value: 5000, combines: true });
    const q = await quoteOf(draft(p.id, { code: 'combo50, combo10' }));
    // The percentage first (10% of ৳1,000), then ৳50 off what is left.
    expect(q.discount.codes.map((c) => [c.code, c.items])).toEqual([
      ['COMBO50', 5000],
      ['COMBO10', 10000],
    ]);
    expect(q.total).toBe(100000 - 15000 + 13000);
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'combo50, combo10' }));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { id: string; total: number };
    expect(placed.total).toBe(98000);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ promoCode: 'COMBO50, COMBO10', discount: 15000 });
    expect([await usedOf(ten.id), await usedOf(off.id)]).toEqual([1, 1]);
    expect((await t.send('POST', `/admin/orders/${placed.id}/cancel`, owner, { restock: true })).status).toBe(200);
    expect([await usedOf(ten.id), await usedOf(off.id)]).toEqual([0, 0]);
  });

  it('refuses a code that does not combine with the others, naming it', async () => {
    const p = await product(10);
    await code({ code: 'WITHOTHERS', combines: true });
    await code({ code: 'ONLYME', value: 20 });
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'WITHOTHERS ONLYME' }));
    expect(res.status).toBe(400);
    const message = 'ONLYME: This code cannot be combined with other codes';
    expect(await res.json()).toMatchObject({ message, fields: { code: message } });
    expect(await stockOf(p.id)).toBe(10);
    const tooMany = await t.send('POST', '/admin/orders/quote', owner, draft(p.id, { code: 'A1 A2 A3 A4 A5 A6' }));
    expect(((await tooMany.json()) as { fields: Record<string, string> }).fields).toEqual({ code: 'At most 5 codes on one order' });
  });

  it('refuses a customer over the per-customer limit', async () => {
    const p = await product(10);
    await code({ code: 'ONCEEACH', perCustomerLimit: 1 });
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'ONCEEACH' }))).status).toBe(201);
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'ONCEEACH' }));
    expect(await res.json()).toMatchObject({ message: 'This customer has already used this code as many times as allowed' });
    const other = await t.send(
      'POST',
      '/admin/orders',
      owner,
      draft(p.id, { code: 'ONCEEACH', customer: { phone: '01812345678', name: 'Karim' } }),
    );
    expect(other.status).toBe(201);
  });

  it('sells exactly the last 5 units to 20 concurrent orders and refuses 15 with a clear message', async () => {
    const p = await product(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        t.send(
          'POST',
          '/admin/orders',
          owner,
          draft(p.id, {
            items: [{ productId: p.id, quantity: 1 }],
            customer: { phone: `0171100${String(i).padStart(4, '0')}`, name: `Buyer ${i}` },
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json() as Promise<{ message: string }>));
    for (const r of refused) expect(r.message).toMatch(/^(Only \d+ of Nakshi kantha \d+ left in stock|Nakshi kantha \d+ is out of stock)$/);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('uses a code limited to 3 uses exactly 3 times under 20 concurrent orders', async () => {
    const p = await product(100);
    const c = await code({ code: 'FIRST3', usageLimit: 3 });
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        t.send(
          'POST',
          '/admin/orders',
          owner,
          draft(p.id, {
            code: 'FIRST3',
            items: [{ productId: p.id, quantity: 1 }],
            customer: { phone: `0181100${String(i).padStart(4, '0')}`, name: `Buyer ${i}` },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(await r.json()).toMatchObject({ message: 'This code has been used as many times as allowed' });
    }
    expect(await usedOf(c.id)).toBe(3);
    expect(await stockOf(p.id)).toBe(97);
    const [withCode] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.promoCode, 'FIRST3'));
    expect(withCode!.n).toBe(3);
  });

  it('refuses cash on delivery where the zone does not allow it', async () => {
    const p = await product(10);
    const plan = (await (await t.get('/admin/shipping/plans/default', owner)).json()) as {
      id: string;
      name: string;
      version: number;
      zones: { name: string; codAllowed: boolean }[];
    };
    const zones = plan.zones.map((z) => (z.name === 'Outside Dhaka' ? { ...z, codAllowed: false } : z));
    expect((await t.send('PUT', `/admin/shipping/plans/${plan.id}`, owner, { name: plan.name, zones, version: plan.version })).status).toBe(
      200,
    );
    const res = await t.send('POST', '/admin/orders', owner, draft(p.id));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Cash on delivery is not available in Outside Dhaka' });
    expect((await t.send('POST', '/admin/orders', owner, draft(p.id, { payment: 'bkash' }))).status).toBe(201);
  });
});

it('places an order with a code that takes nothing off without counting a use', async () => {
  const p = await product(10);
  const c = await code({ code: 'SHIPFREE0', type: 'free_delivery' });
  const plan = (await (await t.get('/admin/shipping/plans/default', owner)).json()) as {
    id: string;
    name: string;
    version: number;
    zones: { name: string }[];
  };
  const zones = plan.zones.map((z) =>
    z.name === 'Outside Dhaka' ? { ...z, codAllowed: true, freeOver: { amount: 0, basis: 'before_discount' } } : z,
  );
  expect((await t.send('PUT', `/admin/shipping/plans/${plan.id}`, owner, { name: plan.name, zones, version: plan.version })).status).toBe(
    200,
  );
  const q = await quoteOf(draft(p.id, { code: 'SHIPFREE0' }));
  expect(q.discount).toMatchObject({ applied: false, reason: 'no_discount', amount: 0 });
  const res = await t.send('POST', '/admin/orders', owner, draft(p.id, { code: 'SHIPFREE0' }));
  expect(res.status).toBe(201);
  const placed = (await res.json()) as { id: string; total: number };
  expect(placed.total).toBe(100000);
  expect(await usedOf(c.id)).toBe(0);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
  expect(row!.promoCode).toBeNull();
});

it('refuses visitors and staff of another shop', async () => {
  expect((await t.send('POST', '/admin/orders/quote', undefined, {})).status).toBe(401);
  const lapsed = await t.login('lapsed@haat.test');
  expect((await t.send('POST', '/admin/orders', lapsed, {})).status).toBeGreaterThanOrEqual(400);
});

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
      draft(p.id, { address: { location: 'sylhet', area: 'Zindabazar', line1: '' }, note: 'Gift wrap' }),
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
