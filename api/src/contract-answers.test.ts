/**
 * The dashboard parses every Store API answer with these schemas (src/lib/api/*), so a schema that says more
 * than the API sends would turn working pages into errors. This asks the real app (seeded demo shop) for
 * each answer the dashboard reads and checks it against its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { AnalyticsReportSchema, HomeSummarySchema } from '../../contract/analytics.ts';
import { ShopListEntrySchema, TokenAnswerSchema, UserSchema } from '../../contract/auth.ts';
import { ActiveSubscriptionSchema } from '../../contract/billing.ts';
import { CollectionDetailSchema, CollectionListSchema } from '../../contract/collection.ts';
import { CustomerDetailSchema, CustomerListSchema, CustomerOrderListSchema, CustomerTagsSchema } from '../../contract/customer.ts';
import { FileDetailSchema, FileListSchema } from '../../contract/files.ts';
import { AdjustmentListSchema, InventorySettingsSchema, StockListSchema } from '../../contract/inventory.ts';
import { OrderDetailSchema, OrderListSchema, PrintAnswerSchema } from '../../contract/order-answers.ts';
import { ProductDetailSchema, ProductListSchema } from '../../contract/product.ts';
import { BrandingSchema, BusinessSettingsAnswerSchema } from '../../contract/shop-settings.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('owner@haat.test');
}, 120_000);
afterAll(() => t.close());

/** GETs `path` and parses the answer with `schema`, failing with zod's issues when it does not fit. */
async function answer<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S>> {
  const res = await t.get(path, token);
  expect(res.status, path).toBe(200);
  const result = schema.safeParse(await res.json());
  expect(result.error?.issues ?? [], path).toEqual([]);
  return result.data as z.output<S>;
}

describe('the answers the dashboard reads fit the contract', () => {
  it('sign-in, the seller, the shop list and the subscription', async () => {
    const res = await t.post('/auth/sellers/login', { email: 'owner@haat.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(TokenAnswerSchema.safeParse(await res.json()).error?.issues ?? []).toEqual([]);
    await answer(UserSchema, '/admin/sellers/user');
    await answer(ShopListEntrySchema.array(), '/admin/seller/shop-list');
    await answer(ActiveSubscriptionSchema, '/admin/subscription/active');
  });

  it('products and collections, lists and details', async () => {
    const products = await answer(ProductListSchema, '/admin/products?limit=50');
    expect(products.response.length).toBeGreaterThan(0);
    for (const p of products.response.slice(0, 10)) await answer(ProductDetailSchema, `/admin/products/${p.id}`);
    const collections = await answer(CollectionListSchema, '/admin/collections');
    await answer(CollectionListSchema, '/admin/collections?limit=100&counts=no');
    for (const c of collections.response) await answer(CollectionDetailSchema, `/admin/collections/${c.id}`);
  });

  it('orders: the list, details and printing', async () => {
    const orders = await answer(OrderListSchema, '/admin/orders?limit=50');
    expect(orders.response.length).toBeGreaterThan(0);
    for (const o of orders.response.slice(0, 20)) await answer(OrderDetailSchema, `/admin/orders/${o.id}`);
    await answer(
      PrintAnswerSchema,
      `/admin/orders/print?ids=${orders.response
        .slice(0, 3)
        .map((o) => o.id)
        .join(',')}`,
    );
  });

  it('customers, inventory, files, analytics and the store settings', async () => {
    const customers = await answer(CustomerListSchema, '/admin/customers?limit=20');
    await answer(CustomerTagsSchema, '/admin/customers/tags');
    for (const c of customers.response.slice(0, 5)) {
      await answer(CustomerDetailSchema, `/admin/customers/${c.id}`);
      await answer(CustomerOrderListSchema, `/admin/customers/${c.id}/orders?page=1&limit=10`);
    }
    await answer(InventorySettingsSchema, '/admin/inventory/settings');
    await answer(StockListSchema, '/admin/inventory/stock?limit=50');
    await answer(AdjustmentListSchema, '/admin/inventory/adjustments');
    const files = await answer(FileListSchema, '/admin/files');
    for (const f of files.response.slice(0, 5)) await answer(FileDetailSchema, `/admin/files/${f.id}`);
    await answer(HomeSummarySchema, '/admin/analytics/home');
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    await answer(AnalyticsReportSchema, `/admin/analytics?from=${day(29)}&to=${day(0)}`);
    await answer(BusinessSettingsAnswerSchema, '/admin/store/business-settings');
    await answer(BrandingSchema, '/admin/store/logo-and-favicon');
    await answer(FileListSchema, '/admin/store/logo-and-favicon/images?page=1&limit=12');
  });
});
