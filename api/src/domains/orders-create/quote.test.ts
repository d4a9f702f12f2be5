/** Quote, sellable products and the pricing of a draft: POST /admin/orders/quote and GET /admin/orders/sellable. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { LOCATION_IDS } from '../../../../contract/bd-geo.ts';
import { code, draft, owner, product, quoteOf, stockOf, t, useOrdersCreateApp } from './test-kit.ts';

useOrdersCreateApp();

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
