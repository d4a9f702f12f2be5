import { describe, expect, it } from 'vitest';
import { quote, type CodeInput, type PromoRule } from './pricing.ts';
import { buyer, cart, code, mug, outside, settings, sylhet, tea } from './pricing-test-fixtures.ts';

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
