import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_IDS } from './bd-geo.ts';
import { quote, VAT_RATES, type ShippingPlan } from './pricing.ts';
import { defaultPlan } from './shipping-defaults.ts';
import { buyer, cart, code, outside, settings, sylhet } from './pricing-test-fixtures.ts';

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
