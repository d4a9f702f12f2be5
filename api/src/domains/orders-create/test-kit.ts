/**
 * The orders-create tests' shared setup: `useOrdersCreateApp()` starts an app signed in as the demo owner (Dhaka
 * Crafts) for the test file, and the helpers make products and codes and read stock and code uses. The bindings
 * (`t`, `owner`, `shopId`) are live: read them inside tests, after the file's beforeAll has run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { products, promoCodes, shops } from '../../db/schema/index.ts';
import type { Quote } from '../../../../contract/pricing.ts';

export let t: TestApp;
export let owner: string;
export let shopId: string;

/** Starts the test app before the file's tests and closes it after them. */
export function useOrdersCreateApp() {
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@haat.test');
    const [shop] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    shopId = shop!.id;
  });
  afterAll(() => t.close());
}

let n = 0;
/** A product of Dhaka Crafts with `quantity` in stock at ৳500. */
export async function product(quantity: number, price = 50000) {
  n += 1;
  const [row] = await t.db
    .insert(products)
    .values({
      shopId,
      title: `Nakshi kantha ${n}`,
      handle: `nakshi-kantha-test-${n}`,
      status: 'active',
      price,
      priceMin: price,
      priceMax: price,
      quantity,
      stockTotal: quantity,
      weightGrams: 400,
    })
    .returning();
  return row!;
}

/** A promo code of the shop (10% off unless `body` says otherwise). */
export async function code(body: object) {
  const res = await t.send('POST', '/admin/promo-codes', owner, { type: 'percentage', value: 10, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; code: string };
}

/** A cash-on-delivery draft of two of `productId` to Sylhet. */
export const draft = (productId: string, over: Record<string, unknown> = {}) => ({
  customer: { phone: '+8801712345678', name: 'Rahima Begum' },
  items: [{ productId, quantity: 2 }],
  address: { location: 'sylhet', area: 'Sylhet Sadar', line1: 'House 4, Road 2, Zindabazar' },
  payment: 'cod',
  ...over,
});

export const quoteOf = async (body: object) => {
  const res = await t.send('POST', '/admin/orders/quote', owner, body);
  expect(res.status).toBe(200);
  return (await res.json()) as Quote;
};

export const stockOf = async (id: string) => (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
export const usedOf = async (id: string) => (await t.db.select({ u: promoCodes.used }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.u;
