import { describe, expect, it } from 'vitest';
import { allocate, quote, roundDiv, type VatSettings } from './pricing.ts';
import { buyer, cart, code, mug, settings, sylhet, tea, vatOff } from './pricing-test-fixtures.ts';

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
