import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const TAX = '/admin/settings/tax';
const CHECKOUT = '/admin/settings/checkout';
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

describe('VAT settings', () => {
  it('starts off, 15 %, prices including VAT, no VAT on delivery, with the BIN of the business settings', async () => {
    const res = await t.get(TAX, owner);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      enabled: false,
      rate: 15,
      pricesIncludeVat: true,
      vatOnDelivery: false,
      collectionRates: [],
      bin: expect.any(String) as unknown,
      version: 0,
    });
  });

  it('saves every field and refuses the same version twice with 409', async () => {
    const body = {
      enabled: true,
      rate: 7.5,
      pricesIncludeVat: false,
      vatOnDelivery: true,
      collectionRates: [{ collectionId: 'c1', rate: 0 }],
      version: 0,
    };
    const saved = await t.send('PUT', TAX, owner, body);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      enabled: true,
      rate: 7.5,
      pricesIncludeVat: false,
      vatOnDelivery: true,
      collectionRates: [{ collectionId: 'c1', rate: 0 }],
      version: 1,
    });
    const stale = await t.send('PUT', TAX, owner, { ...body, rate: 5 });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(/Someone else changed the VAT settings/);
    expect((await t.send('PUT', TAX, owner, { ...body, rate: 5, version: 1 })).status).toBe(200);
  });

  it.each([
    [{ rate: 12, version: 0 }, 'rate', 'Choose 15, 10, 7.5, 5 or 0 %'],
    [
      {
        collectionRates: [
          { collectionId: 'a', rate: 5 },
          { collectionId: 'a', rate: 0 },
        ],
        version: 0,
      },
      'collectionRates.1.collectionId',
      'This collection already has a rate',
    ],
  ])('refuses %o', async (body, field, message) => {
    const res = await t.send('PUT', TAX, owner, body);
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({ [field]: message });
  });
});

describe('checkout settings', () => {
  it('starts with phone-first defaults: email optional, COD on, bKash off, orders wait for confirmation', async () => {
    expect(await json(await t.get(CHECKOUT, owner))).toEqual({
      email: 'optional',
      area: 'optional',
      addressLine: 'required',
      landmark: 'optional',
      customerAccounts: 'optional',
      cod: true,
      bkash: false,
      advanceDeliveryOutsideDhaka: false,
      autoConfirm: false,
      unpaidExpiryMinutes: 60,
      orderNote: true,
      codHoldBelowRate: null,
      terms: false,
      termsUrl: null,
      version: 0,
    });
  });

  it('saves every field', async () => {
    const body = {
      email: 'hidden',
      area: 'required',
      addressLine: 'required',
      landmark: 'hidden',
      customerAccounts: 'off',
      cod: true,
      bkash: true,
      advanceDeliveryOutsideDhaka: true,
      autoConfirm: true,
      unpaidExpiryMinutes: 30,
      orderNote: false,
      codHoldBelowRate: 60,
      terms: true,
      termsUrl: 'https://dhaka-crafts.test/terms',
      version: 0,
    };
    const res = await t.send('PUT', CHECKOUT, owner, body);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ...body, version: 1 });
  });

  it.each([
    [{ cod: false, bkash: false }, 'cod', 'Keep at least one way to pay'],
    [{ terms: true, termsUrl: '' }, 'termsUrl', 'Add the link to your terms'],
    [{ terms: true, termsUrl: 'javascript:alert(1)' }, 'termsUrl', 'Enter a link starting with https://'],
    [{ advanceDeliveryOutsideDhaka: true }, 'advanceDeliveryOutsideDhaka', 'The advance is paid by bKash: turn bKash on first'],
    [{ unpaidExpiryMinutes: 2 }, 'unpaidExpiryMinutes', 'At least 5 minutes'],
    [{ email: 'maybe' }, 'email', 'Choose hidden, optional or required for email'],
  ])('refuses %o', async (body, field, message) => {
    const res = await t.send('PUT', CHECKOUT, owner, { ...body, version: 1 });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({ [field]: message });
  });
});

describe('access', () => {
  it('refuses staff without the taxes or checkout permission, and visitors', async () => {
    expect((await t.get(TAX, staff)).status).toBe(403);
    expect((await t.send('PUT', TAX, staff, { version: 0 })).status).toBe(403);
    expect((await t.get(CHECKOUT, staff)).status).toBe(403);
    expect((await t.send('PUT', CHECKOUT, staff, { version: 0 })).status).toBe(403);
    expect((await t.get(TAX)).status).toBe(401);
  });
});
