/**
 * The customers search (trigram index over name, e-mail and phone) and its capped count: "contains" with three
 * characters or more, "starts with" below, and a count that stops past COUNT_CAP.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop } from '../../../test/sales-fixture.ts';
import { customers } from '../../db/schema/index.ts';
import { COUNT_CAP } from '../../../../contract/list.ts';
import type { CustomerListItem } from '../../../../contract/customer.ts';

let t: TestApp;
let token: string;
let shopId: string;

const names = (answer: { response: CustomerListItem[] }) => answer.response.map((r) => r.name).sort();
const list = async (queryString: string) => {
  const res = await t.get(`/admin/customers${queryString}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as { response: CustomerListItem[]; count: number; capped: boolean };
};

beforeAll(async () => {
  t = await createTestApp();
  shopId = await createShop(t.db, 'Search Test', [{ email: 'owner@haat.test', isShopAdmin: true }]);
  await t.db.insert(customers).values([
    { shopId, name: 'Abdul Rahman', phone: '01712345678', email: 'abdul@example.com' },
    { shopId, name: 'Nasrin Akter', phone: '01898765432', email: 'nasrin.rahmanova@example.com' },
    { shopId, name: 'Rahim Uddin', phone: '01911122233', email: null },
    { shopId, name: 'Karim Ahmed', phone: '01555566677', email: 'karim@example.com' },
  ]);
  token = await t.login('owner@haat.test');
  expect((await t.post('/admin/seller/change-shop', { shopId }, token)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('customers search', () => {
  it('finds text anywhere in the name, e-mail or phone, in any case', async () => {
    expect(names(await list('?q=RAHMAN'))).toEqual(['Abdul Rahman', 'Nasrin Akter']);
    expect(names(await list('?q=ahm'))).toEqual(['Abdul Rahman', 'Karim Ahmed', 'Nasrin Akter']);
    expect(names(await list('?q=45678'))).toEqual(['Abdul Rahman']);
    expect(names(await list(`?q=${encodeURIComponent('+88 01911-122')}`))).toEqual(['Rahim Uddin']);
    expect(names(await list('?q=karim%40example'))).toEqual(['Karim Ahmed']);
  });

  it('never matches across two fields', async () => {
    // "Rahman" ends the name and "abdul@" starts the e-mail: the search text keeps them on separate lines.
    expect((await list(`?q=${encodeURIComponent('rahmanabdul')}`)).count).toBe(0);
    expect((await list(`?q=${encodeURIComponent('rahman abdul')}`)).count).toBe(0);
  });

  it('finds names starting with a text shorter than three characters', async () => {
    expect(names(await list('?q=ra'))).toEqual(['Rahim Uddin']);
    expect(names(await list('?q=K'))).toEqual(['Karim Ahmed']);
  });

  it('finds names starting with a text that has no three letters or digits in a row', async () => {
    // "%_%" has no trigram: "contains" would read every customer of the shop (bench:search saw 200 ms at 1M orders).
    await t.db.insert(customers).values([
      { shopId, name: '%_% Traders', phone: '01322233344' },
      { shopId, name: 'Big 50%_% Sale', phone: '01322233355' },
    ]);
    expect(names(await list(`?q=${encodeURIComponent('%_%')}`))).toEqual(['%_% Traders']);
    // With three letters in a row the same characters are found anywhere again.
    expect(names(await list(`?q=${encodeURIComponent('50%_% sale')}`))).toEqual(['Big 50%_% Sale']);
    await t.db.delete(customers).where(inArray(customers.phone, ['01322233344', '01322233355'])); // counted below
  });

  it('counts matches up to COUNT_CAP + 1, and exactly below', async () => {
    await t.db.execute(sql`
      insert into ${customers} (id, shop_id, name, phone)
      select gen_random_uuid()::text, ${shopId}, 'Manymatch Customer ' || g, '016' || lpad(g::text, 8, '0')
      from generate_series(1, ${COUNT_CAP + 50}) g`);
    const many = await list('?q=manymatch&limit=5');
    expect(many.count).toBe(COUNT_CAP + 1);
    expect(many.capped).toBe(true);
    expect(many.response).toHaveLength(5);
    expect((await list('?q=manymatch customer 1000')).count).toBe(11); // 1000 and 10000–10009
    const whole = await list('?limit=1');
    expect([whole.count, whole.capped]).toEqual([COUNT_CAP + 54, false]); // the whole shop: exact
  }, 120_000);
});
