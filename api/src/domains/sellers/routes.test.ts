import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ShopEntry = { shopId: string; name: string; isShopAdmin: boolean; permissions: string[] };
const shopList = async (token: string) => (await (await t.get('/admin/seller/shop-list', token)).json()) as ShopEntry[];

describe('GET /admin/sellers/user', () => {
  it('answers the signed-in seller with the active shop (first by name)', async () => {
    const token = await t.login('owner@haat.test');
    const res = await t.get('/admin/sellers/user', token);
    expect(res.status).toBe(200);
    const user = await res.json();
    const [first] = await shopList(token);
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Rahim Uddin',
      email: 'owner@haat.test',
      phone: '01711000001',
      activeShopId: first!.shopId,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The account's display settings: English, and digits and grouping left to the language's defaults.
      language: 'en',
      digits: null,
      grouping: null,
      // No shop of the owner requires two-step sign-in, so nothing stands between them and the dashboard.
      twoStepSetupRequired: false,
    });
    expect(first!.name).toBe('Dhaka Crafts');
  });

  it.each([
    ['no header', undefined],
    ['an unknown token', 'Bearer not-a-real-token'],
    ['a token without "Bearer"', 'Basic abc'],
  ])('answers 401 UNAUTHORIZED with %s', async (_label, header) => {
    const res = await t.app.request('/admin/sellers/user', { headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
  });
});

describe('GET /admin/seller/shop-list', () => {
  it('lists both shops of the owner by name, as shop admin', async () => {
    const list = await shopList(await t.login('owner@haat.test'));
    expect(list).toEqual([
      { shopId: expect.any(String), name: 'Dhaka Crafts', isShopAdmin: true, permissions: [], address: 'dhaka-crafts.haat.shop' },
      {
        shopId: expect.any(String),
        name: 'Sylhet Tea House',
        isShopAdmin: true,
        permissions: [],
        address: 'sylhet-tea-house.haat.shop',
      },
    ]);
  });

  it("lists the staff member's one shop with their three permissions", async () => {
    const list = await shopList(await t.login('staff@haat.test'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Dhaka Crafts', isShopAdmin: false });
    expect([...list[0]!.permissions].sort()).toEqual(['customers', 'orders', 'products-and-collections']);
  });
});

describe('POST /admin/seller/change-shop', () => {
  it('switches the active shop, which the user and the subscription then reflect', async () => {
    const token = await t.login('owner@haat.test');
    const [, sylhet] = await shopList(token);
    const res = await t.post('/admin/seller/change-shop', { shopId: sylhet!.shopId }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ shopId: sylhet!.shopId });
    expect((await (await t.get('/admin/sellers/user', token)).json()).activeShopId).toBe(sylhet!.shopId);
  });

  it('keeps the choice per session: a new sign-in starts on the first shop again', async () => {
    const token = await t.login('owner@haat.test');
    const [dhaka] = await shopList(token);
    expect((await (await t.get('/admin/sellers/user', token)).json()).activeShopId).toBe(dhaka!.shopId);
  });

  it('refuses a shop the seller is not a member of with 403', async () => {
    const owner = await t.login('owner@haat.test');
    const lapsed = await t.login('lapsed@haat.test');
    const [khulna] = await shopList(lapsed);
    const res = await t.post('/admin/seller/change-shop', { shopId: khulna!.shopId }, owner);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not a member of that shop.' });
  });

  it('refuses an id that is no shop at all with 403, not 500', async () => {
    const token = await t.login('owner@haat.test');
    const res = await t.post('/admin/seller/change-shop', { shopId: "x' OR 1=1 --" }, token);
    expect(res.status).toBe(403);
  });

  it.each([
    [{}, 'Choose a shop'],
    [{ shopId: 12 }, 'Choose a shop'],
    [{ shopId: '' }, 'Choose a shop'],
  ])('answers %j with 400 and the field', async (body, message) => {
    const token = await t.login('owner@haat.test');
    const res = await t.post('/admin/seller/change-shop', body, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Some fields are not valid', fields: { shopId: message } });
  });
});
