import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { shops } from '../../db/schema/index.ts';
import type { BusinessSettings } from '../../../../contract/shop-settings.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const PATH = '/admin/store/business-settings';
const send = (method: 'PUT' | 'PATCH', body: unknown, token = owner) => t.send(method, PATH, token, body);

const FORM = {
  name: 'Dhaka Crafts',
  legalName: 'Dhaka Crafts Trading',
  email: ' Hello@Dhaka-Crafts.test ',
  phone: '+8801811223344',
  addressLine1: 'House 12, Road 5',
  addressLine2: '',
  area: 'Dhanmondi',
  district: 'Dhaka',
  postcode: '1205',
  country: '',
  tradeLicence: 'TRAD/DSCC/045678/2024',
  bin: '000123456-0101',
};

describe('GET /admin/store/business-settings', () => {
  it('answers the seeded Bangladeshi address and phone of the active shop', async () => {
    const res = await t.get(PATH, owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Dhaka Crafts',
      phone: '01811223344',
      addressLine1: 'House 12, Road 5',
      district: 'Dhaka',
      postcode: '1205',
      country: 'Bangladesh',
    });
  });

  it('answers 403 to staff without the business-settings key, on every method', async () => {
    expect((await t.get(PATH, staff)).status).toBe(403);
    expect((await send('PUT', FORM, staff)).status).toBe(403);
    expect((await send('PATCH', { name: 'Stolen' }, staff)).status).toBe(403);
    expect((await t.get(PATH)).status).toBe(401);
  });
});

describe('PUT and PATCH /admin/store/business-settings', () => {
  it('saves the form: trims, lower-cases the email, drops +88, empty fields become null and the country Bangladesh', async () => {
    const res = await send('PUT', FORM);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as BusinessSettings;
    expect(saved).toMatchObject({
      name: 'Dhaka Crafts',
      email: 'hello@dhaka-crafts.test',
      phone: '01811223344',
      addressLine2: null,
      country: 'Bangladesh',
      bin: '000123456-0101',
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(await (await t.get(PATH, owner)).json()).toEqual(saved);
  });

  it('renames the shop itself, and PATCH leaves the other fields as they were', async () => {
    const res = await send('PATCH', { name: 'Dhaka Crafts & Co', tradeLicence: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Dhaka Crafts & Co', tradeLicence: null, district: 'Dhaka', phone: '01811223344' });
    const [shop] = await t.db.select({ name: shops.name }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    expect(shop!.name).toBe('Dhaka Crafts & Co');
    expect((await send('PATCH', { name: 'Dhaka Crafts' })).status).toBe(200);
  });

  it('refuses bad input with 400 and a message per field, changing nothing', async () => {
    const before = await (await t.get(PATH, owner)).json();
    const res = await send('PUT', {
      ...FORM,
      name: '  ',
      phone: '0171',
      email: 'not-an-email',
      postcode: '12050',
      bin: '12ab',
      district: 'x'.repeat(81),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      name: 'Enter your store name',
      phone: 'Enter a Bangladeshi mobile number like 01711000000',
      email: 'Enter a valid email address like name@example.com',
      postcode: 'Postcode is 4 digits, like 1205',
      bin: 'BIN is 13 digits, like 000123456-0101',
      district: 'City or district must be at most 80 characters',
    });
    expect(await (await t.get(PATH, owner)).json()).toEqual(before);
  });

  it('answers 400, never 500, to malformed bodies and wrong types', async () => {
    expect((await send('PUT', '{not json')).status).toBe(400);
    expect((await send('PUT', '[]')).status).toBe(400);
    const res = await send('PATCH', { phone: 1711000000, name: 42, country: ['BD'] });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields).sort()).toEqual(['country', 'name', 'phone']);
  });

  it('keeps each shop to itself', async () => {
    const token = await t.login('owner@haat.test');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token);
    const res = await t.get(PATH, token);
    expect(await res.json()).toMatchObject({ name: 'Sylhet Tea House', district: 'Sylhet', postcode: '3100' });
  });
});
