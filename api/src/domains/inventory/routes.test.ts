import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { products, shops, variants } from '../../db/schema/index.ts';
import type { Adjustment, InventorySettings, StockItem } from '../../../../contract/inventory.ts';

let t: TestApp;
let owner: string;
let dhaka: string;
let sylhet: string;
let shirt: { productId: string; small: string; large: string };
let mug: string;

const put = (path: string, body: unknown, token: string) => t.send('PUT', path, token, body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  const shopRows = await t.db.select().from(shops);
  dhaka = shopRows.find((s) => s.handle === 'dhaka-crafts')!.id;
  sylhet = shopRows.find((s) => s.handle === 'sylhet-tea-house')!.id;
  const [p] = await t.db
    .insert(products)
    .values({ shopId: dhaka, title: 'Zz Inventory Test Shirt', handle: 'zz-inventory-test-shirt', stockTotal: 12 })
    .returning();
  const [s, l] = await t.db
    .insert(variants)
    .values([
      { shopId: dhaka, productId: p!.id, position: 0, title: 'Small', option1: 'Small', price: 50000, sku: 'ZZ-S', quantity: 10 },
      { shopId: dhaka, productId: p!.id, position: 1, title: 'Large', option1: 'Large', price: 50000, sku: 'ZZ-L', quantity: 2 },
    ])
    .returning();
  shirt = { productId: p!.id, small: s!.id, large: l!.id };
  const [m] = await t.db
    .insert(products)
    .values({ shopId: dhaka, title: 'Zz Inventory Test Mug', handle: 'zz-inventory-test-mug', sku: 'ZZ-MUG', quantity: 0, stockTotal: 0 })
    .returning();
  mug = m!.id;
}, 180_000); // the full demo seed; slow when every suite seeds at once
afterAll(() => t.close());

const stock = async (path: string) => (await (await t.get(path, owner)).json()) as { response: StockItem[]; count: number };

describe('inventory settings', () => {
  it('starts from the defaults and saves new ones', async () => {
    expect(await (await t.get('/admin/inventory/settings', owner)).json()).toEqual({
      trackInventory: true,
      lowStockThreshold: 5,
      allowOverselling: false,
    } satisfies InventorySettings);
    const next = { trackInventory: false, lowStockThreshold: 3, allowOverselling: false };
    expect((await put('/admin/inventory/settings', next, owner)).status).toBe(200);
    expect(await (await t.get('/admin/inventory/settings', owner)).json()).toEqual(next);
    expect((await put('/admin/inventory/settings', { ...next, lowStockThreshold: 5 }, owner)).status).toBe(200);
  });

  it('answers 400 with field errors for a bad threshold', async () => {
    const res = await put('/admin/inventory/settings', { trackInventory: true, lowStockThreshold: -1, allowOverselling: false }, owner);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { lowStockThreshold: 'Low-stock threshold cannot be negative' } });
  });
});

describe('GET /admin/inventory/stock', () => {
  it('lists every variant, and a product without variants as one row', async () => {
    const page = await stock('/admin/inventory/stock?q=zz%20inventory&limit=100');
    expect(page.count).toBe(3);
    expect(page.response.map((r) => [r.productTitle, r.variantTitle, r.sku, r.quantity, r.level])).toEqual([
      ['Zz Inventory Test Mug', null, 'ZZ-MUG', 0, 'out'],
      ['Zz Inventory Test Shirt', 'Small', 'ZZ-S', 10, 'ok'],
      ['Zz Inventory Test Shirt', 'Large', 'ZZ-L', 2, 'low'],
    ]);
  });

  it('filters low and out of stock, and searches by SKU', async () => {
    expect((await stock('/admin/inventory/stock?q=zz-&stock=low')).response.map((r) => r.sku)).toEqual(['ZZ-L']);
    expect((await stock('/admin/inventory/stock?q=zz-&stock=out')).response.map((r) => r.sku)).toEqual(['ZZ-MUG']);
    expect((await stock('/admin/inventory/stock?q=ZZ-S')).response.map((r) => r.sku)).toEqual(['ZZ-S']);
  });

  it('sorts by quantity and pages with the total', async () => {
    const page = await stock('/admin/inventory/stock?q=zz-&sort=-quantity&limit=2&page=1');
    expect(page.count).toBe(3);
    expect(page.response.map((r) => r.quantity)).toEqual([10, 2]);
    expect((await stock('/admin/inventory/stock?q=zz-&sort=-quantity&limit=2&page=2')).response.map((r) => r.quantity)).toEqual([0]);
  });

  it('answers 400 for an unknown filter', async () => {
    expect((await t.get('/admin/inventory/stock?stock=plenty', owner)).status).toBe(400);
  });
});

describe('adjustments', () => {
  it('adds received stock to a variant, updates the product total, and records who and why', async () => {
    const res = await t.post(
      '/admin/inventory/adjustments',
      { productId: shirt.productId, variantId: shirt.large, change: 5, reason: 'received', note: 'Supplier delivery' },
      owner,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      itemTitle: 'Zz Inventory Test Shirt — Large',
      sku: 'ZZ-L',
      change: 5,
      reason: 'received',
      quantityBefore: 2,
      quantityAfter: 7,
      createdBy: 'Rahim Uddin',
    } satisfies Partial<Adjustment>);
    const [product] = await t.db.select().from(products).where(eq(products.id, shirt.productId));
    expect(product!.stockTotal).toBe(17);
  });

  it('removes damaged stock from a product without variants', async () => {
    await t.post('/admin/inventory/adjustments', { productId: mug, change: 4, reason: 'returned' }, owner);
    const res = await t.post('/admin/inventory/adjustments', { productId: mug, change: -1, reason: 'damaged' }, owner);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ quantityBefore: 4, quantityAfter: 3 });
    const [product] = await t.db.select().from(products).where(eq(products.id, mug));
    expect([product!.quantity, product!.stockTotal]).toEqual([3, 3]);
  });

  it('never goes below zero unless the shop allows overselling', async () => {
    const res = await t.post(
      '/admin/inventory/adjustments',
      { productId: shirt.productId, variantId: shirt.small, change: -11, reason: 'correction' },
      owner,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', fields: { change: expect.stringContaining('below zero') } });
    const [variant] = await t.db.select().from(variants).where(eq(variants.id, shirt.small));
    expect(variant!.quantity).toBe(10);

    await put('/admin/inventory/settings', { trackInventory: true, lowStockThreshold: 5, allowOverselling: true }, owner);
    const allowed = await t.post(
      '/admin/inventory/adjustments',
      { productId: shirt.productId, variantId: shirt.small, change: -11, reason: 'correction' },
      owner,
    );
    expect(allowed.status).toBe(201);
    expect(await allowed.json()).toMatchObject({ quantityAfter: -1 });
    await put('/admin/inventory/settings', { trackInventory: true, lowStockThreshold: 5, allowOverselling: false }, owner);
  });

  it('answers 400 for a zero change or an unknown reason', async () => {
    const zero = await t.post('/admin/inventory/adjustments', { productId: mug, change: 0, reason: 'received' }, owner);
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ fields: { change: 'Change cannot be zero' } });
    const reason = await t.post('/admin/inventory/adjustments', { productId: mug, change: 1, reason: 'stolen' }, owner);
    expect(reason.status).toBe(400);
  });

  it('needs a variant for a product that has variants', async () => {
    expect(
      (await t.post('/admin/inventory/adjustments', { productId: shirt.productId, change: 1, reason: 'received' }, owner)).status,
    ).toBe(404);
  });

  it('lists the history newest first, for the shop or one variant', async () => {
    const all = (await (await t.get('/admin/inventory/adjustments?limit=100', owner)).json()) as { response: Adjustment[]; count: number };
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.response[0]).toMatchObject({ reason: 'correction', change: -11, createdBy: 'Rahim Uddin' });
    const large = (await (await t.get(`/admin/inventory/adjustments?variantId=${shirt.large}`, owner)).json()) as {
      response: Adjustment[];
    };
    expect(large.response.map((a) => [a.change, a.reason])).toEqual([[5, 'received']]);
  });
});

describe('permissions and shops', () => {
  it('answers 403 to staff without the "inventory" permission', async () => {
    const staff = await t.login('staff@haat.test');
    expect((await t.get('/admin/inventory/stock', staff)).status).toBe(403);
    const res = await t.post('/admin/inventory/adjustments', { productId: mug, change: 1, reason: 'received' }, staff);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You need the "inventory" permission for this.' });
  });

  it("answers 404 when adjusting another shop's product, and keeps stock tables apart", async () => {
    const token = await t.login('owner@haat.test');
    expect((await t.post('/admin/seller/change-shop', { shopId: sylhet }, token)).status).toBe(200);
    const res = await t.post('/admin/inventory/adjustments', { productId: mug, change: 1, reason: 'received' }, token);
    expect(res.status).toBe(404);
    const list = (await (await t.get('/admin/inventory/stock?q=zz-', token)).json()) as { count: number };
    expect(list.count).toBe(0);
    const history = (await (await t.get('/admin/inventory/adjustments', token)).json()) as { count: number };
    expect(history.count).toBe(0);
  });
});
