import { describe, expect, it } from 'vitest';
import { dhakaToIso, isoToDhaka, promoBody, promoDraft } from './promo-form.ts';
import type { PromoCode } from '../../contract/promo-codes.ts';

describe('promo form', () => {
  it('reads Dhaka local time (UTC+6) and writes it back', () => {
    expect(dhakaToIso('2026-12-01T09:30')).toBe('2026-12-01T03:30:00.000Z');
    expect(isoToDhaka('2026-12-01T03:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(dhakaToIso('')).toBeNull();
    expect(dhakaToIso('tomorrow')).toBeUndefined();
  });

  it('turns taka into poisha, blank limits into unlimited and checkboxes into booleans', () => {
    const result = promoBody({
      code: ' eid10 ',
      type: 'percentage',
      value: '10',
      cap: '200',
      appliesTo: 'collections',
      collectionIds: ['c1', 'c2'],
      minimum: 'subtotal',
      minimumValue: '1,000',
      usageLimit: '',
      perCustomerLimit: '2',
      startsAt: '2026-12-01T00:00',
      endsAt: '',
      combines: 'on',
      version: '3',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        code: 'eid10',
        generate: false,
        title: '',
        type: 'percentage',
        value: 10,
        cap: 20000,
        appliesTo: 'collections',
        productIds: [],
        collectionIds: ['c1', 'c2'],
        minimum: 'subtotal',
        minimumValue: 100000,
        usageLimit: null,
        perCustomerLimit: 2,
        startsAt: '2026-11-30T18:00:00.000Z',
        endsAt: null,
        combines: true,
        disabled: false,
        version: 3,
      },
    });
  });

  it('names the fields that are not amounts, counts or dates', () => {
    const result = promoBody({ code: 'X', type: 'fixed', value: 'ten', usageLimit: '1.5', startsAt: 'soon' });
    expect(result).toEqual({
      ok: false,
      fields: {
        value: 'Enter an amount in taka, like 150 or 150.50',
        usageLimit: 'Enter a whole number, or leave it empty for unlimited',
        startsAt: 'Enter a date and time',
      },
    });
  });

  it('shows a saved fixed code in taka with blank for unlimited', () => {
    const code = {
      code: 'FLAT150',
      title: '',
      type: 'fixed',
      value: 15050,
      cap: null,
      appliesTo: 'order',
      productIds: [],
      collectionIds: [],
      minimum: 'quantity',
      minimumValue: 3,
      usageLimit: null,
      perCustomerLimit: 1,
      startsAt: null,
      endsAt: null,
      combines: false,
      disabled: true,
      version: 2,
    } as unknown as PromoCode;
    expect(promoDraft(code)).toMatchObject({
      value: '150.50',
      minimumValue: '3',
      usageLimit: '',
      perCustomerLimit: '1',
      startsAt: '',
      disabled: 'on',
      version: '2',
    });
  });
});
