import { describe, expect, it } from 'vitest';
import { quote, rateCharge, type ShippingPlan } from './pricing.ts';
import { defaultPlan } from './shipping-defaults.ts';
import { buyer, cart, code, mug, outside, settings, sylhet, tea } from './pricing-test-fixtures.ts';

describe('delivery', () => {
  it.each([
    ['dhaka-city', 'Inside Dhaka', 7000],
    ['dhaka-suburbs', 'Dhaka suburbs', 10000],
    ['gazipur', 'Dhaka suburbs', 10000],
    ['sylhet', 'Outside Dhaka', 13000],
    ['coxs-bazar', 'Outside Dhaka', 13000],
  ])('charges %s the %s rate (%i)', (location, zoneName, charge) => {
    const q = quote(cart([{ ...tea, quantity: 2 }]), buyer, { location }, null, settings());
    expect(q.delivery.parts[0]).toMatchObject({ zoneName, charge, planName: 'Default plan' });
    expect(q.total).toBe(100000 + charge);
  });

  it.each([
    // first kg 120, each further kg 25: 0 g → 1 kg, 1250 g → 2 kg, 2001 g → 3 kg
    [0, 12000],
    [1250, 14500],
    [2001, 17000],
  ])('bills %i g by weight as %i', (grams, charge) => {
    expect(rateCharge({ kind: 'weight', firstKg: 12000, extraKg: 2500 }, grams, 0)).toBe(charge);
  });

  it('bills by weight from the cart: 5 teas of 250 g are 2 kg', () => {
    const plans = [outside({ rate: { kind: 'weight', firstKg: 12000, extraKg: 2500 } })];
    const q = quote(cart([{ ...tea, quantity: 5 }]), buyer, sylhet, null, settings({ plans }));
    expect(q.delivery.amount).toBe(14500);
  });

  it.each([
    [50000, 13000],
    [100000, 8000],
    [300000, 0],
  ])('picks the order-amount band for a subtotal of %i: %i', (subtotal, charge) => {
    const bands = [
      { from: 100000, amount: 8000 },
      { from: 0, amount: 13000 },
      { from: 300000, amount: 0 },
    ];
    expect(rateCharge({ kind: 'amount', bands }, 0, subtotal)).toBe(charge);
  });

  it('is free over an amount before the discount, and charged when the basis is after the discount', () => {
    const lines = [{ ...tea, quantity: 2 }, mug]; // 220000; 10% code → 198000
    const before = quote(
      cart(lines),
      buyer,
      sylhet,
      code(),
      settings({ plans: [outside({ freeOver: { amount: 200000, basis: 'before_discount' } })] }),
    );
    expect(before.delivery).toMatchObject({ amount: 0, parts: [{ freeOver: true }] });
    expect(before.total).toBe(198000);
    const after = quote(
      cart(lines),
      buyer,
      sylhet,
      code(),
      settings({ plans: [outside({ freeOver: { amount: 200000, basis: 'after_discount' } })] }),
    );
    expect(after.delivery.amount).toBe(13000);
    expect(after.total).toBe(211000);
  });

  it('sums the charge of each plan in a cart mixing plans', () => {
    const fragile: ShippingPlan = {
      ...outside({ rate: { kind: 'flat', amount: 20000 } }),
      id: 'fragile',
      name: 'Fragile',
      isDefault: false,
      collectionIds: ['c-kitchen'],
    };
    const q = quote(cart([tea, mug]), buyer, sylhet, null, settings({ plans: [defaultPlan(), fragile] }));
    expect(q.delivery.parts.map((p) => [p.planName, p.charge])).toEqual([
      ['Default plan', 13000],
      ['Fragile', 20000],
    ]);
    expect(q.lines.map((l) => l.planId)).toEqual(['default', 'fragile']);
    expect(q.total).toBe(170000 + 33000);
  });

  it('reports a location no zone holds and a cart without a district', () => {
    const plan = defaultPlan();
    const partial = { ...plan, zones: plan.zones.filter((z) => z.id !== 'outside-dhaka') };
    expect(quote(cart([tea]), buyer, sylhet, null, settings({ plans: [partial] })).problems).toEqual([
      'Default plan does not deliver to Sylhet',
    ]);
    expect(quote(cart([tea]), buyer, { location: 'atlantis' }, null, settings()).problems).toEqual([
      'Choose the district the order goes to',
    ]);
    expect(quote(cart([]), buyer, sylhet, null, settings()).problems).toEqual(['Add at least one product']);
  });
});

describe('cash on delivery', () => {
  it.each([
    // 100000 + 13000 collected; 1% = 1130
    [{ kind: 'percent' as const, value: 1 }, 'cod' as const, 1130],
    [{ kind: 'fixed' as const, value: 2000 }, 'cod' as const, 2000],
    [{ kind: 'percent' as const, value: 1 }, 'bkash' as const, 0],
  ])('charges a COD fee of %o when paying by %s: %i', (codFee, payment, fee) => {
    const q = quote(cart([{ ...tea, quantity: 2 }], payment), buyer, sylhet, null, settings({ plans: [outside({ codFee })] }));
    expect(q.codFee).toBe(fee);
    expect(q.total).toBe(113000 + fee);
  });

  it('refuses COD where the zone does not allow it', () => {
    const q = quote(cart([tea]), buyer, sylhet, null, settings({ plans: [outside({ codAllowed: false })] }));
    expect(q.problems).toEqual(['Cash on delivery is not available in Outside Dhaka']);
    expect(quote(cart([tea], 'bkash'), buyer, sylhet, null, settings({ plans: [outside({ codAllowed: false })] })).problems).toEqual([]);
  });
});

describe('advance delivery charge for cash on delivery outside Dhaka', () => {
  const on = settings({ advanceDeliveryOutsideDhaka: true });
  it.each([
    // location, payment, setting, advance, due on delivery (2 teas = ৳1,000)
    ['sylhet', 'cod', on, 13000, 100000],
    ['gazipur', 'cod', on, 0, 110000],
    ['chattogram', 'cod', on, 13000, 100000],
    ['dhaka-city', 'cod', on, 0, 107000],
    ['dhaka-suburbs', 'cod', on, 0, 110000],
    ['sylhet', 'cod', settings(), 0, 113000],
    ['sylhet', 'bkash', on, 0, 0],
  ] as const)('%s, %s: advance %i, %i collected on delivery', (location, payment, s, advance, due) => {
    const q = quote(cart([{ ...tea, quantity: 2 }], payment), buyer, { location }, null, s);
    expect(q.advance).toBe(advance);
    expect(q.dueOnDelivery).toBe(due);
  });

  it('is what is left of the delivery charge after a free-delivery code: nothing', () => {
    const q = quote(cart([tea]), buyer, sylhet, code({ type: 'free_delivery' }), on);
    expect(q.discount.delivery).toBe(13000);
    expect(q.advance).toBe(0);
    expect(q.dueOnDelivery).toBe(q.total);
  });

  it('does not take in the COD fee, which stays with what the courier collects', () => {
    const q = quote(
      cart([tea]),
      buyer,
      sylhet,
      null,
      settings({ advanceDeliveryOutsideDhaka: true, plans: [outside({ codFee: { kind: 'fixed', value: 1000 } })] }),
    );
    expect(q).toMatchObject({ codFee: 1000, advance: 13000, total: 64000, dueOnDelivery: 51000 });
  });
});
