/**
 * GET /admin/search: each group found by what a seller types (order number, phone in any form, name, e-mail, SKU,
 * barcode, title), each group only for the keys that open it (every key swept), the jump to the one record an order
 * number or a whole phone number finds, another shop's records never, and odd input answered normally.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop } from '../../../test/sales-fixture.ts';
import { collections, contentEntries, customers, orders, products, sellers, shopMembers, variants } from '../../db/schema/index.ts';
import { PERMISSION_KEYS, type PermissionKey } from '../../../../contract/permissions.ts';
import { SEARCH_GROUP_NAMES, SEARCH_GROUPS, SEARCH_MAX_LENGTH, type SearchAnswer } from '../../../../contract/search.ts';
import type { Address } from '../../../../contract/order-enums.ts';

let t: TestApp;
let owner: string;
let staff: string;
let shopId: string;
let otherShopId: string;
let staffId: string;
const ids: Record<string, string> = {};

const address = (name: string, phone: string): Address => ({ name, phone, line1: 'House 1', district: 'Dhaka', country: 'Bangladesh' });
const order = (shop: string, number: number, name: string, phone: string, daysAgo: number) => ({
  shopId: shop,
  number,
  customerName: name,
  customerPhone: phone,
  shippingAddress: address(name, phone),
  billingAddress: address(name, phone),
  total: 120_000,
  placedAt: new Date(Date.now() - daysAgo * 86_400_000),
});

async function search(q: string, token = owner): Promise<SearchAnswer> {
  const res = await t.get(`/admin/search?q=${encodeURIComponent(q)}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchAnswer;
}

const setStaffKeys = (keys: PermissionKey[]) =>
  t.db.update(shopMembers).set({ permissions: keys }).where(eq(shopMembers.sellerId, staffId)).execute();

beforeAll(async () => {
  t = await createTestApp();
  shopId = await createShop(t.db, 'Padma Search', [
    { email: 'owner@haat.test', isShopAdmin: true },
    { email: 'staff@haat.test', isShopAdmin: false },
  ]);
  otherShopId = await createShop(t.db, 'Other Search', [{ email: 'owner@haat.test', isShopAdmin: true }]);
  const [seller] = await t.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, 'staff@haat.test'));
  staffId = seller!.id;

  const [abdul, nasrin, rahim] = await t.db
    .insert(customers)
    .values([
      { shopId, name: 'Padma Abdul Rahman', phone: '01712345678', email: 'abdul@example.com' },
      { shopId, name: 'Nasrin Padma', phone: '01898765432', email: null },
      { shopId, name: 'Rahim Uddin', phone: '01911122233', email: 'rahim@example.com' },
    ])
    .returning({ id: customers.id });
  Object.assign(ids, { abdul: abdul!.id, nasrin: nasrin!.id, rahim: rahim!.id });
  const [o1, o2, o3] = await t.db
    .insert(orders)
    .values([
      { ...order(shopId, 10457, 'Padma Abdul Rahman', '01712345678', 3), customerId: abdul!.id },
      { ...order(shopId, 10458, 'Nasrin Padma', '01898765432', 2), customerId: nasrin!.id },
      { ...order(shopId, 10459, 'Nasrin Padma', '01898765432', 1), customerId: nasrin!.id },
    ])
    .returning({ id: orders.id });
  Object.assign(ids, { order10457: o1!.id, order10458: o2!.id, order10459: o3!.id });
  // Another shop: the same phone and a number of its own that this shop lacks.
  const [foreign] = await t.db
    .insert(orders)
    .values([
      order(otherShopId, 20001, 'Padma Abdul Rahman', '01712345678', 1),
      order(otherShopId, 20002, 'Nasrin Padma', '01898765432', 1),
    ])
    .returning({ id: orders.id });
  ids.foreign = foreign!.id;

  const [saree, kantha] = await t.db
    .insert(products)
    .values([
      { shopId, title: 'Padma Jamdani Saree', handle: 'saree', sku: 'JS-100%', barcode: '8901234567890', status: 'active' },
      { shopId, title: 'Nakshi Kantha', handle: 'kantha', sku: '', status: 'draft' },
    ])
    .returning({ id: products.id });
  Object.assign(ids, { saree: saree!.id, kantha: kantha!.id });
  await t.db.insert(variants).values({ shopId, productId: kantha!.id, position: 1, title: 'Red', price: 50_000, sku: 'NK-RED' });
  const [eid] = await t.db
    .insert(collections)
    .values({ shopId, title: 'Padma Eid Collection', handle: 'eid' })
    .returning({ id: collections.id });
  ids.eid = eid!.id;
  const [page, post] = await t.db
    .insert(contentEntries)
    .values([
      { shopId, kind: 'page', title: 'Padma return policy', handle: 'returns' },
      { shopId, kind: 'post', title: 'How to wear a Padma saree', handle: 'wear' },
    ])
    .returning({ id: contentEntries.id });
  Object.assign(ids, { page: page!.id, post: post!.id });

  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  for (const token of [owner, staff]) expect((await t.post('/admin/seller/change-shop', { shopId }, token)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const hitIds = (answer: SearchAnswer, group: keyof SearchAnswer['groups']) => answer.groups[group]?.hits.map((hit) => hit.id) ?? [];

describe('each group', () => {
  it('finds a word in every group, exact matches first, at most five per group', async () => {
    const answer = await search('padma');
    expect(hitIds(answer, 'orders').sort()).toEqual([ids.order10457, ids.order10458, ids.order10459].sort());
    expect(hitIds(answer, 'customers').sort()).toEqual([ids.abdul, ids.nasrin].sort());
    expect(hitIds(answer, 'products')).toEqual([ids.saree]);
    expect(hitIds(answer, 'collections')).toEqual([ids.eid]);
    expect(hitIds(answer, 'pages')).toEqual([ids.page]);
    expect(hitIds(answer, 'posts')).toEqual([ids.post]);
    expect(answer.jump).toBeNull();
  });

  it('finds orders newest first, customers by e-mail and name, exact first', async () => {
    expect(hitIds(await search('nasrin'), 'orders')).toEqual([ids.order10459, ids.order10458]);
    const byEmail = await search('abdul@example.com');
    expect(byEmail.groups.customers?.hits).toMatchObject([{ id: ids.abdul, exact: true }]);
    const byName = await search('rahim uddin');
    expect(byName.groups.customers?.hits[0]).toMatchObject({ id: ids.rahim, exact: true });
  });

  it('finds products by title, SKU, barcode and a variant’s SKU', async () => {
    expect((await search('jamdani')).groups.products?.hits).toMatchObject([{ id: ids.saree, exact: false }]);
    expect((await search('js-100%')).groups.products?.hits).toMatchObject([{ id: ids.saree, exact: true }]);
    expect((await search('8901234567890')).groups.products?.hits).toMatchObject([{ id: ids.saree, exact: true }]);
    expect((await search('nk-red')).groups.products?.hits).toMatchObject([{ id: ids.kantha, exact: true }]);
    expect(hitIds(await search('eid coll'), 'collections')).toEqual([ids.eid]);
    expect(hitIds(await search('RETURN'), 'pages')).toEqual([ids.page]);
    expect(hitIds(await search('wear'), 'posts')).toEqual([ids.post]);
  });

  it('says there are more than five', async () => {
    await t.db.insert(collections).values(Array.from({ length: 6 }, (_, i) => ({ shopId, title: `Monsoon ${i}`, handle: `monsoon-${i}` })));
    const answer = await search('monsoon');
    expect(answer.groups.collections).toMatchObject({ more: true });
    expect(answer.groups.collections?.hits).toHaveLength(5);
  });
});

describe('the jump to one record', () => {
  it.each(['#10457', '10457', '#১০৪৫৭', ' # 10457 '])('an order number (%j) opens the order', async (q) => {
    const answer = await search(q);
    expect(answer.jump).toEqual({ group: 'orders', id: ids.order10457 });
    expect(answer.groups.orders?.hits).toMatchObject([{ id: ids.order10457, exact: true }]);
  });

  it.each(['01712345678', '০১৭১২৩৪৫৬৭৮', '+880 1712-345678', '8801712345678', '+৮৮০ ১৭১২ ৩৪৫ ৬৭৮', '1712345678', '(017) 1234-5678'])(
    'a phone with one order (%j) opens that order of this shop',
    async (q) => {
      expect((await search(q)).jump).toEqual({ group: 'orders', id: ids.order10457 });
    },
  );

  it('a phone with several orders opens its one customer; one with no order opens the customer', async () => {
    const several = await search('০১৮৯৮-৭৬৫৪৩২');
    expect(hitIds(several, 'orders')).toHaveLength(2);
    expect(several.jump).toEqual({ group: 'customers', id: ids.nasrin });
    expect((await search('01911122233')).jump).toEqual({ group: 'customers', id: ids.rahim });
  });

  it('no jump for a phone prefix, a number no order has, or another shop’s order number', async () => {
    const prefix = await search('0171');
    expect(hitIds(prefix, 'orders')).toEqual([ids.order10457]);
    expect(prefix.jump).toBeNull();
    expect((await search('#99999')).jump).toBeNull();
    const foreign = await search('#20001');
    expect(foreign.jump).toBeNull();
    expect(JSON.stringify(foreign)).not.toContain(ids.foreign);
  });

  it('jumps only into a group the member may open', async () => {
    await setStaffKeys(['customers']);
    expect((await search('01712345678', staff)).jump).toEqual({ group: 'customers', id: ids.abdul });
    expect((await search('#10457', staff)).jump).toBeNull();
    await setStaffKeys(['products-and-collections']);
    const answer = await search('01712345678', staff);
    expect(answer.jump).toBeNull();
    expect(answer.groups.orders).toBeUndefined();
  });
});

describe('each permission key opens only its groups', () => {
  it.each(PERMISSION_KEYS)('a member holding only %s', async (key) => {
    await setStaffKeys([key]);
    const answer = await search('padma', staff);
    const expected = SEARCH_GROUP_NAMES.filter((group) => SEARCH_GROUPS[group] === key);
    expect(Object.keys(answer.groups).sort()).toEqual([...expected].sort());
    for (const group of expected) expect(answer.groups[group]!.hits.length, group).toBeGreaterThan(0);
  });

  it('a member with no key gets no group; a shop admin gets them all', async () => {
    await setStaffKeys([]);
    expect((await search('padma', staff)).groups).toEqual({});
    expect(Object.keys((await search('padma')).groups).sort()).toEqual([...SEARCH_GROUP_NAMES].sort());
  });

  it('asks for a session', async () => {
    expect((await t.get('/admin/search?q=padma')).status).toBe(401);
  });
});

describe('odd input answers normally', () => {
  const cases: [string, string][] = [
    ['10,000 characters', 'padma '.repeat(1_667).slice(0, 10_000)],
    ['SQL', "'; drop table orders; --"],
    ['SQL with a quote in a name', "padma' or '1'='1"],
    ['regex metacharacters', '.*[a-z]+(?:x|y)$^\\d{2}'],
    ['only a percent sign', '%'],
    ['only an underscore', '_'],
    ['LIKE wildcards', '%_%'],
    ['a backslash', '\\'],
    ['emoji and Bangla', '🧵 শাড়ি'],
    ['control characters', '\u0001\u0007padma\u001b'],
    ['only spaces', '     '],
  ];
  it.each(cases)('%s', async (_, q) => {
    const started = performance.now();
    const answer = await search(q);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer.q.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(Object.keys(answer.groups).sort()).toEqual([...SEARCH_GROUP_NAMES].sort());
  });

  it('a percent sign or an underscore is a character, not a wildcard', async () => {
    expect(hitIds(await search('%'), 'products')).toEqual([ids.saree]); // its SKU holds one
    const underscore = await search('_');
    for (const group of SEARCH_GROUP_NAMES) expect(underscore.groups[group]?.hits, group).toEqual([]);
  });

  it('a long text is cut, control characters dropped', async () => {
    expect((await search('x'.repeat(10_000))).q).toBe('x'.repeat(SEARCH_MAX_LENGTH));
    expect((await search('\u0001padma\u0007')).q).toBe('padma');
    expect(hitIds(await search(`padma${' '.repeat(500)}`), 'collections')).toEqual([ids.eid]);
  });

  it('a NUL is refused with a 400 like everywhere in the Store API', async () => {
    const res = await t.get('/admin/search?q=padma%00', owner);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it('a missing or repeated q', async () => {
    expect((await search('')).jump).toBeNull();
    const res = await t.get('/admin/search?q=padma&q=%2310457', owner);
    expect(res.status).toBe(200);
  });
});
