/**
 * Lost updates (issue 9 item 5): a product form saved after a stock adjustment keeps the adjusted quantity,
 * and of two people editing one product the second save is refused with 409 STALE_VERSION.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { ProductDetail } from '../../../../contract/product.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
}, 180_000);
afterAll(() => t.close());

const STALE = { code: 'STALE_VERSION', message: 'This product was changed by someone else — reload to see their changes' };

/** What the edit form sends back: the product as loaded, with a change, at the version it was loaded at. */
const formOf = (p: ProductDetail, change: Partial<ProductDetail>) => ({
  title: p.title,
  handle: p.handle,
  status: p.status,
  price: p.price,
  quantity: p.quantity,
  trackQuantity: p.trackQuantity,
  options: p.options,
  variants: p.variants.map(({ id: _id, title: _title, ...v }) => v),
  version: p.version,
  ...change,
});

async function create(title: string, body: Record<string, unknown> = {}) {
  const res = await t.post('/admin/products', { title, price: 50_000, quantity: 10, status: 'active', ...body }, owner);
  expect(res.status).toBe(201);
  return (await res.json()) as ProductDetail;
}
const load = async (id: string) => (await (await t.get(`/admin/products/${id}`, owner)).json()) as ProductDetail;
const save = (p: ProductDetail, change: Partial<ProductDetail>) => t.send('PUT', `/admin/products/${p.id}`, owner, formOf(p, change));

describe('saving a product form', () => {
  it('starts every product at version 1 and raises it with each save', async () => {
    const p = await create('Version Test Kurta');
    expect(p.version).toBe(1);
    const res = await save(p, { title: 'Version Test Kurta (blue)' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ProductDetail).version).toBe(2);
  });

  it('loaded before a stock adjustment keeps the adjusted quantity (and its history)', async () => {
    const p = await create('Version Test Mug');
    const adjusted = await t.post('/admin/inventory/adjustments', { productId: p.id, change: 5, reason: 'received' }, owner);
    expect(adjusted.status).toBeLessThan(300);
    const res = await save(p, { title: 'Version Test Mug, large' }); // the form still holds quantity 10
    expect(res.status).toBe(200);
    const after = await load(p.id);
    expect(after.title).toBe('Version Test Mug, large');
    expect(after.quantity).toBe(15);
    expect(after.stockTotal).toBe(15);
  });

  it('keeps variant quantities too', async () => {
    const p = await create('Version Test Sari', {
      options: [{ name: 'Colour', values: ['Red', 'Green'] }],
      variants: [
        { option1: 'Red', price: 100_000, quantity: 3 },
        { option1: 'Green', price: 100_000, quantity: 4 },
      ],
    });
    const red = p.variants.find((v) => v.option1 === 'Red')!;
    await t.post('/admin/inventory/adjustments', { productId: p.id, variantId: red.id, change: -2, reason: 'damaged' }, owner);
    expect((await save(p, { title: 'Version Test Sari (silk)' })).status).toBe(200);
    const after = await load(p.id);
    expect(after.variants.map((v) => v.quantity)).toEqual([1, 4]);
    expect(after.stockTotal).toBe(5);
  });

  it('refuses the second of two people editing one product, and keeps the first', async () => {
    const p = await create('Version Test Shawl');
    const first = await save(p, { title: 'Shawl by Rahim' });
    expect(first.status).toBe(200);
    const second = await save(p, { title: 'Shawl by Karim' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual(STALE);
    expect((await load(p.id)).title).toBe('Shawl by Rahim');
  });

  it('without a version overwrites, as API clients that do not track versions expect', async () => {
    const p = await create('Version Test Lamp');
    await save(p, { title: 'Lamp one' });
    const { version: _version, ...body } = formOf(p, { title: 'Lamp two' });
    expect((await t.send('PUT', `/admin/products/${p.id}`, owner, body)).status).toBe(200);
  });
});
