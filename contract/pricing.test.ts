import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_IDS } from './bd-geo.ts';
import { allocate, quote, rateCharge, roundDiv, VAT_RATES } from './pricing.ts';
import type { Cart, CartLine, CodeInput, PricingSettings, PromoRule, ShippingPlan, VatSettings, Zone } from './pricing.ts';
import { defaultPlan } from './shipping-defaults.ts';

// Figures in poisha: ৳500 = 50000.
const tea: CartLine = { productId: 'tea', title: 'Tea', unitPrice: 50000, quantity: 1, weightGrams: 250, collectionIds: ['c-tea'] };
const mug: CartLine = { productId: 'mug', title: 'Mug', unitPrice: 120000, quantity: 1, weightGrams: 600, collectionIds: ['c-kitchen'] };
const now = new Date('2026-11-22T12:00:00Z');
const vatOff: VatSettings = { enabled: false, rate: 15, pricesIncludeVat: true, vatOnDelivery: false, collectionRates: {} };

const settings = (over: Partial<PricingSettings> = {}): PricingSettings => ({ now, vat: vatOff, plans: [defaultPlan()], ...over });
const cart = (lines: CartLine[], payment: Cart['payment'] = 'cod'): Cart => ({ lines, payment });
const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  code: 'SAVE',
  type: 'percentage',
  value: 10,
  cap: null,
  appliesTo: 'order',
  productIds: [],
  collectionIds: [],
  minimum: 'none',
  minimumValue: 0,
  usageLimit: null,
  used: 0,
  perCustomerLimit: null,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  disabled: false,
  combines: false,
  ...over,
});
const code = (over: Partial<PromoRule> = {}, customerUses = 0): CodeInput => ({ entered: 'save', rule: rule(over), customerUses });
const sylhet = { location: 'sylhet' };
const buyer = { phone: '01711000000' };
/** The default plan with its Outside Dhaka zone changed. */
const outside = (over: Partial<Zone>): ShippingPlan => {
  const plan = defaultPlan();
  return { ...plan, zones: plan.zones.map((z) => (z.id === 'outside-dhaka' ? { ...z, ...over } : z)) };
};

describe('roundDiv and allocate', () => {
  it('rounds halves up', () => {
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(4, 3)).toBe(1);
    expect(roundDiv(0, 7)).toBe(0);
  });
  it('splits a discount in proportion so the shares add up', () => {
    // 10000 over 50000 : 120000 = 2941.18 : 7058.82 → 2941 : 7059
    expect(allocate(10000, [50000, 120000])).toEqual([2941, 7059]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });
});

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

describe('promo codes', () => {
  const two = [{ ...tea, quantity: 2 }, mug]; // 100000 + 120000 = 220000, Sylhet delivery 13000
  it.each([
    ['10% off the order', {}, 22000, 0],
    ['20% capped at ৳200', { value: 20, cap: 20000 }, 20000, 0],
    ['৳100 off', { type: 'fixed' as const, value: 10000 }, 10000, 0],
    [
      '৳1000 off the tea only (the tea is ৳1000)',
      { type: 'fixed' as const, value: 100000, appliesTo: 'products' as const, productIds: ['tea'] },
      100000,
      0,
    ],
    [
      '৳5000 off the tea only, no more than the tea',
      { type: 'fixed' as const, value: 500000, appliesTo: 'products' as const, productIds: ['tea'] },
      100000,
      0,
    ],
    ['10% off the kitchen collection', { appliesTo: 'collections' as const, collectionIds: ['c-kitchen'] }, 12000, 0],
    ['free delivery', { type: 'free_delivery' as const }, 0, 13000],
    ['minimum subtotal ৳2000 met', { minimum: 'subtotal' as const, minimumValue: 200000 }, 22000, 0],
    ['minimum quantity 3 met', { minimum: 'quantity' as const, minimumValue: 3 }, 22000, 0],
  ])('%s', (_name, over, items, delivery) => {
    const q = quote(cart(two), buyer, sylhet, code(over), settings());
    expect(q.discount).toMatchObject({ code: 'SAVE', applied: true, reason: null, items, delivery, amount: items + delivery });
    expect(q.lines.reduce((s, l) => s + l.discount, 0)).toBe(items);
    expect(q.total).toBe(220000 - items + 13000 - delivery);
  });

  it.each([
    ['unknown', null, 0],
    ['disabled', { disabled: true }, 0],
    ['not_started', { startsAt: new Date('2026-12-01T00:00:00Z') }, 0],
    ['not_started', { startsAt: null }, 0],
    ['expired', { endsAt: new Date('2026-11-22T12:00:00Z') }, 0],
    ['limit_reached', { usageLimit: 3, used: 3 }, 0],
    ['customer_limit_reached', { perCustomerLimit: 1 }, 1],
    ['minimum_not_met', { minimum: 'subtotal' as const, minimumValue: 300000 }, 0],
    ['minimum_not_met', { minimum: 'quantity' as const, minimumValue: 4 }, 0],
    ['not_applicable', { appliesTo: 'products' as const, productIds: ['saree'] }, 0],
    ['not_applicable', { appliesTo: 'collections' as const, collectionIds: ['c-saree'] }, 0],
  ])('does not apply a code when %s', (reason, over, customerUses) => {
    const input: CodeInput = over === null ? { entered: 'nope', rule: null, customerUses } : code(over, customerUses);
    const q = quote(cart(two), buyer, sylhet, input, settings());
    expect(q.discount).toMatchObject({ applied: false, reason, amount: 0 });
    expect(q.discount.message).toBeTruthy();
    expect(q.total).toBe(233000);
  });

  it('counts a code that takes nothing off as not applied (free delivery on a free delivery)', () => {
    const plans = [outside({ freeOver: { amount: 0, basis: 'before_discount' } })];
    const q = quote(cart(two), buyer, sylhet, code({ type: 'free_delivery' }), settings({ plans }));
    expect(q.discount).toMatchObject({ applied: false, reason: 'no_discount', amount: 0 });
  });

  it('still applies a code typed in lower case and a limited code with uses left', () => {
    const q = quote(cart(two), buyer, sylhet, code({ usageLimit: 3, used: 2, perCustomerLimit: 2 }, 1), settings());
    expect(q.discount).toMatchObject({ code: 'SAVE', applied: true, items: 22000 });
  });
});

describe('several codes', () => {
  const two = [{ ...tea, quantity: 2 }, mug]; // 100000 + 120000 = 220000, Sylhet delivery 13000
  const c = (entered: string, over: Partial<PromoRule>) => ({ ...code({ combines: true, ...over }), entered });
  it.each([
    [
      '10% then ৳100: the percentage first, on the whole, then the amount',
      [c('TEN', {}), c('HUNDRED', { type: 'fixed', value: 10000 })],
      { TEN: 22000, HUNDRED: 10000 },
      0,
    ],
    [
      'the same two entered the other way round give the same figures',
      [c('HUNDRED', { type: 'fixed', value: 10000 }), c('TEN', {})],
      { TEN: 22000, HUNDRED: 10000 },
      0,
    ],
    [
      '10% and 20%: the second on what the first left (220000 → 198000 → 158400)',
      [c('TEN', {}), c('TWENTY', { value: 20 })],
      { TEN: 22000, TWENTY: 39600 },
      0,
    ],
    [
      '50% off the tea and ৳2000 off the order: the amount stops at what is left (220000 − 50000)',
      [c('HALFTEA', { value: 50, appliesTo: 'products', productIds: ['tea'] }), c('BIG', { type: 'fixed', value: 200000 })],
      { HALFTEA: 50000, BIG: 170000 },
      0,
    ],
    ['10% and free delivery', [c('TEN', {}), c('SHIP', { type: 'free_delivery' })], { TEN: 22000, SHIP: 0 }, 13000],
  ])('%s', (_name, codes, items, delivery) => {
    const q = quote(cart(two), buyer, sylhet, codes, settings());
    expect(Object.fromEntries(q.discount.codes.map((x) => [x.code, x.items]))).toEqual(items);
    const off = Object.values(items).reduce((a, b) => a + b, 0);
    expect(q.discount).toMatchObject({ applied: true, reason: null, items: off, delivery, amount: off + delivery });
    expect(q.total).toBe(220000 - off + 13000 - delivery);
    expect(q.lines.reduce((s, l) => s + l.discount, 0)).toBe(off);
  });

  it('names the applied codes together', () => {
    const q = quote(cart(two), buyer, sylhet, [c('TEN', {}), c('SHIP', { type: 'free_delivery' })], settings());
    expect(q.discount.code).toBe('TEN, SHIP');
  });

  it('refuses a code that does not combine when there are others, and keeps the ones that do', () => {
    const q = quote(cart(two), buyer, sylhet, [c('TEN', {}), c('ALONE', { value: 20, combines: false })], settings());
    expect(q.discount.codes.map((x) => [x.code, x.applied, x.message])).toEqual([
      ['TEN', true, null],
      ['ALONE', false, 'This code cannot be combined with other codes'],
    ]);
    expect(q.discount).toMatchObject({ code: 'TEN', applied: true, reason: 'not_combinable', items: 22000 });
  });

  it('takes a code that does not combine when it is the only one', () => {
    expect(quote(cart(two), buyer, sylhet, [c('ALONE', { combines: false })], settings()).discount).toMatchObject({
      applied: true,
      items: 22000,
    });
  });

  it('takes one free-delivery code only', () => {
    const q = quote(cart(two), buyer, sylhet, [c('SHIP', { type: 'free_delivery' }), c('SHIP2', { type: 'free_delivery' })], settings());
    expect(q.discount.codes.map((x) => x.reason)).toEqual([null, 'one_free_delivery']);
    expect(q.discount.delivery).toBe(13000);
  });

  it('checks each code on its own: a code that is not started does not stop the others', () => {
    const q = quote(cart(two), buyer, sylhet, [c('TEN', {}), c('LATER', { startsAt: new Date('2099-01-01') })], settings());
    expect(q.discount.codes.map((x) => x.reason)).toEqual([null, 'not_started']);
    expect(q.discount).toMatchObject({ applied: true, reason: 'not_started', items: 22000 });
  });
});

describe('VAT', () => {
  const vat = (over: Partial<VatSettings>): VatSettings => ({ ...vatOff, enabled: true, ...over });
  const teas = [{ ...tea, quantity: 2 }]; // 100000, Sylhet delivery 13000
  it.each([
    // inclusive 15%: 100000 × 15/115 = 13043.48 → 13043; total unchanged
    ['15% included', { pricesIncludeVat: true }, null, 13043, 113000],
    // with delivery: 113000 × 15/115 = 14739.13 → 14739
    ['15% included, on delivery', { pricesIncludeVat: true, vatOnDelivery: true }, null, 14739, 113000],
    ['15% added', { pricesIncludeVat: false }, null, 15000, 128000],
    ['15% added, on delivery', { pricesIncludeVat: false, vatOnDelivery: true }, null, 16950, 129950],
    // 7.5% included: 100000 × 7.5/107.5 = 6976.74 → 6977
    ['7.5% included', { rate: 7.5, pricesIncludeVat: true }, null, 6977, 113000],
    ['7.5% added', { rate: 7.5, pricesIncludeVat: false }, null, 7500, 120500],
    // 10% code: 90000 taxable × 15% = 13500; total 100000 − 10000 + 13000 + 13500
    ['15% added after a 10% discount', { pricesIncludeVat: false }, code(), 13500, 116500],
    ['0% rate', { rate: 0, pricesIncludeVat: false }, null, 0, 113000],
  ])('%s', (_name, over, input, amount, total) => {
    const q = quote(cart(teas), buyer, sylhet, input, settings({ vat: vat(over) }));
    expect(q.vat.amount).toBe(amount);
    expect(q.total).toBe(total);
  });

  it('takes a per-collection rate: tea at 5%, the mug at 15%, added', () => {
    const q = quote(
      cart([...teas, mug]),
      buyer,
      sylhet,
      null,
      settings({ vat: vat({ pricesIncludeVat: false, collectionRates: { 'c-tea': 5 } }) }),
    );
    expect(q.vat.groups).toEqual([
      { rate: 15, taxable: 120000, amount: 18000 },
      { rate: 5, taxable: 100000, amount: 5000 },
    ]);
    expect(q.total).toBe(220000 + 13000 + 23000);
  });

  it('rounds once per order, not per line: three lines of ৳0.10 at 15% added are 4.5 → 5 poisha', () => {
    const dime = { ...tea, unitPrice: 10 };
    const q = quote(
      cart([dime, { ...dime, productId: 'b' }, { ...dime, productId: 'c' }], 'bkash'),
      buyer,
      sylhet,
      null,
      settings({ vat: vat({ pricesIncludeVat: false }) }),
    );
    expect(q.vat.amount).toBe(5); // per line: 1.5 → 2 each = 6
  });
});

// ---------- properties ----------

const lineArb = fc.record({
  productId: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
  title: fc.constant('Item'),
  unitPrice: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  weightGrams: fc.integer({ min: 0, max: 5000 }),
  collectionIds: fc.subarray(['c1', 'c2', 'c3']),
});
const zoneRateArb = fc.oneof(
  fc.record({ kind: fc.constant('flat' as const), amount: fc.integer({ min: 0, max: 50000 }) }),
  fc.record({
    kind: fc.constant('weight' as const),
    firstKg: fc.integer({ min: 0, max: 20000 }),
    extraKg: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    bands: fc.array(fc.record({ from: fc.integer({ min: 0, max: 1_000_000 }), amount: fc.integer({ min: 0, max: 30000 }) }), {
      maxLength: 4,
    }),
  }),
);
const planArb = fc.record({
  rate: zoneRateArb,
  freeOver: fc.option(
    fc.record({
      amount: fc.integer({ min: 0, max: 3_000_000 }),
      basis: fc.constantFrom('before_discount' as const, 'after_discount' as const),
    }),
  ),
  codFee: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 500 }).map((v) => v / 100) }),
      fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 5000 }) }),
    ),
  ),
  custom: fc.boolean(),
});
const ruleArb = fc.record({
  type: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_delivery' as const),
  value: fc.integer({ min: 0, max: 500_000 }),
  cap: fc.option(fc.integer({ min: 0, max: 100_000 })),
  appliesTo: fc.constantFrom('order' as const, 'products' as const, 'collections' as const),
  productIds: fc.subarray(['p1', 'p2', 'p3', 'p4']),
  collectionIds: fc.subarray(['c1', 'c2', 'c3']),
  minimum: fc.constantFrom('none' as const, 'subtotal' as const, 'quantity' as const),
  minimumValue: fc.integer({ min: 0, max: 500_000 }),
  combines: fc.boolean(),
});
const vatArb = fc.record({
  enabled: fc.boolean(),
  rate: fc.constantFrom(...VAT_RATES),
  pricesIncludeVat: fc.boolean(),
  vatOnDelivery: fc.boolean(),
  collectionRates: fc.dictionary(fc.constantFrom('c1', 'c2', 'c3'), fc.constantFrom(...VAT_RATES)),
});

const inputArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  payment: fc.constantFrom('cod' as const, 'bkash' as const, 'cash' as const),
  location: fc.constantFrom(...LOCATION_IDS),
  rules: fc.array(ruleArb, { maxLength: 4 }),
  vat: vatArb,
  plan: planArb,
  advance: fc.boolean(),
});

type Input = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

const build = (input: Input) => {
  const base = defaultPlan();
  const zones = base.zones.map((z) => ({ ...z, rate: input.plan.rate, freeOver: input.plan.freeOver, codFee: input.plan.codFee }));
  const plans: ShippingPlan[] = input.plan.custom
    ? [base, { ...base, id: 'custom', name: 'Custom', isDefault: false, collectionIds: ['c2'], zones }]
    : [{ ...base, zones }];
  const codeInput = input.rules.length === 0 ? null : input.rules.length === 1 ? code(input.rules[0]) : input.rules.map((r) => code(r));
  const s = settings({ vat: input.vat, plans, advanceDeliveryOutsideDhaka: input.advance });
  return quote(cart(input.lines, input.payment), buyer, { location: input.location }, codeInput, s);
};

describe('properties', () => {
  it('total is the sum of the parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = build(input);
        const addedVat = q.vat.enabled && !q.vat.inclusive ? q.vat.amount : 0;
        expect(q.total).toBe(q.subtotal - q.discount.amount + q.delivery.amount + q.codFee + addedVat);
        expect(q.subtotal).toBe(q.lines.reduce((s, l) => s + l.total, 0));
        expect(q.delivery.amount).toBe(q.delivery.parts.reduce((s, p) => s + p.charge, 0));
        expect(q.discount.items).toBe(q.lines.reduce((s, l) => s + l.discount, 0));
        expect(q.discount.items).toBe(q.discount.codes.reduce((s, c) => s + c.items, 0));
        expect(q.discount.delivery).toBe(q.discount.codes.reduce((s, c) => s + c.delivery, 0));
        // Cash on delivery: the advance and what the courier collects make the total; a paid order collects nothing.
        expect(q.advance + q.dueOnDelivery).toBe(input.payment === 'cod' ? q.total : 0);
        expect(q.advance).toBeLessThanOrEqual(q.delivery.amount - q.discount.delivery);
      }),
    );
  });

  it('nothing is negative and every figure is whole poisha', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = build(input);
        for (const n of [
          q.subtotal,
          q.discount.amount,
          q.discount.items,
          q.discount.delivery,
          q.delivery.amount,
          q.codFee,
          q.vat.amount,
          q.total,
          q.advance,
          q.dueOnDelivery,
        ]) {
          expect(n).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(n)).toBe(true);
        }
        for (const l of q.lines) expect(l.discount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a discount is never more than what it applies to', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = build(input);
        for (const l of q.lines) expect(l.discount).toBeLessThanOrEqual(l.total);
        expect(q.discount.items).toBeLessThanOrEqual(q.subtotal);
        expect(q.discount.delivery).toBeLessThanOrEqual(q.delivery.amount);
        if (!q.discount.applied) expect(q.discount.amount).toBe(0);
      }),
    );
  });

  it('several codes that combine never take the total below zero nor more than the subtotal off the items', () => {
    fc.assert(
      fc.property(inputArb, fc.array(ruleArb, { minLength: 2, maxLength: 5 }), (input, rules) => {
        const q = build({ ...input, rules: rules.map((r) => ({ ...r, combines: true })) });
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.discount.items).toBeLessThanOrEqual(q.subtotal);
        expect(q.discount.delivery).toBeLessThanOrEqual(q.delivery.amount);
        expect(q.discount.codes.filter((c) => c.delivery > 0).length).toBeLessThanOrEqual(1);
        for (const l of q.lines) expect(l.discount).toBeLessThanOrEqual(l.total);
      }),
    );
  });

  it('with prices including VAT and nothing else added, the total is the sum of the line prices', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), vatArb, (lines, v) => {
        const free = outside({ rate: { kind: 'flat', amount: 0 } });
        const plans = [{ ...free, zones: free.zones.map((z) => ({ ...z, rate: { kind: 'flat' as const, amount: 0 } })) }];
        const q = quote(
          cart(lines, 'bkash'),
          buyer,
          sylhet,
          null,
          settings({ plans, vat: { ...v, enabled: true, pricesIncludeVat: true } }),
        );
        expect(q.total).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
        expect(q.vat.amount).toBeLessThanOrEqual(q.total);
      }),
    );
  });
});
