import { describe, expect, it } from 'vitest';
import { checkoutBody, vatBody } from './selling-settings-form.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('selling settings forms', () => {
  it('reads the VAT form: ticked boxes, the rate and each collection that has its own rate', () => {
    const body = vatBody(
      form([
        ['enabled', 'on'],
        ['rate', '7.5'],
        ['collectionRate:c1', '0'],
        ['collectionRate:c2', ''],
        ['version', '2'],
      ]),
    );
    expect(body).toEqual({
      enabled: true,
      rate: 7.5,
      pricesIncludeVat: false,
      vatOnDelivery: false,
      collectionRates: [{ collectionId: 'c1', rate: 0 }],
      version: 2,
    });
  });

  it('reads the checkout form; an empty number is NaN so the API names the field', () => {
    const body = checkoutBody(
      form([
        ['email', 'hidden'],
        ['cod', 'on'],
        ['unpaidExpiryMinutes', ''],
        ['termsUrl', ' https://x.test/t '],
        ['version', '0'],
      ]),
    );
    expect(body).toMatchObject({ email: 'hidden', cod: true, bkash: false, termsUrl: 'https://x.test/t', version: 0 });
    expect(body.unpaidExpiryMinutes).toBeNaN();
  });
});
