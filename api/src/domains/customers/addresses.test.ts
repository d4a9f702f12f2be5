/** A customer's addresses, district and area from the lists (issue 24 item 6): PUT /admin/customers/:id/addresses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop, insertSales, makeSales, type Sales } from '../../../test/sales-fixture.ts';
import type { CustomerDetail } from '../../../../contract/customer.ts';

let t: TestApp;
let token: string;
let staffToken: string;
let sales: Sales;

beforeAll(async () => {
  t = await createTestApp();
  const shopId = await createShop(t.db, 'Addresses Test', [
    { email: 'owner@haat.test', isShopAdmin: true },
    { email: 'staff@haat.test', isShopAdmin: false, permissions: ['orders'] },
  ]);
  sales = makeSales(shopId, { customers: 3, orders: 3, days: 10, seed: 5 });
  await insertSales(t.db, sales);
  token = await t.login('owner@haat.test');
  staffToken = await t.login('staff@haat.test');
  for (const tok of [token, staffToken]) expect((await t.post('/admin/seller/change-shop', { shopId }, tok)).status).toBe(200);
});
afterAll(() => t?.close());

const path = () => `/admin/customers/${sales.customers[0]!.id}/addresses`;
const put = (body: unknown, tok = token) => t.send('PUT', path(), tok, body);
const ADDRESS = { name: 'Rahima Begum', phone: '01712345678', line1: 'House 4, Road 2', district: 'dhaka', area: 'মিরপুর' };

describe('PUT /admin/customers/:id/addresses', () => {
  it('adds an address with its district and area stored by their English names', async () => {
    const res = await put(ADDRESS);
    expect(res.status).toBe(200);
    const customer = (await res.json()) as CustomerDetail;
    expect(customer.addresses.at(-1)).toMatchObject({ district: 'Dhaka', area: 'Mirpur', line1: 'House 4, Road 2', country: 'Bangladesh' });
  });

  it('replaces the address at an index, leaving the others as they were', async () => {
    const before = (await (await t.get(path().replace('/addresses', ''), token)).json()) as CustomerDetail;
    const res = await put({ ...ADDRESS, index: 0, district: 'Sylhet', area: 'Sylhet Sadar' });
    expect(res.status).toBe(200);
    const after = (await res.json()) as CustomerDetail;
    expect(after.addresses[0]).toMatchObject({ district: 'Sylhet', area: 'Sylhet Sadar' });
    expect(after.addresses.slice(1)).toEqual(before.addresses.slice(1));
  });

  it.each([
    [{ ...ADDRESS, area: 'Debidwar' }, { area: 'Choose the area from the district’s list' }],
    [{ ...ADDRESS, district: 'Chittagong', area: '' }, { district: 'Choose a district from the list' }],
    [{ ...ADDRESS, index: 9 }, { index: 'Not an address of this customer' }],
  ])('refuses %o with a 400 and the field %o', async (body, fields) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });

  it('is for members with the customers key only', async () => {
    expect((await put(ADDRESS, staffToken)).status).toBe(403);
  });
});
