/**
 * The order rollups (order_stats, order_product_stats, customer_stats) are kept by database triggers (api/drizzle/
 * 0002_order_rollups.sql). After every kind of write to orders and items, what the triggers built must equal
 * what `rebuildOrderRollups` computes from the rows from scratch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop, insertSales, makeSales, type Sales } from '../../../test/sales-fixture.ts';
import { rebuildOrderRollups } from './rollups.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { customers, orderItems, orders } from '../../db/schema/index.ts';
import { rowsOf } from './sales.ts';

let t: TestApp;
let shopId: string;
let otherShopId: string;
let sales: Sales;

beforeAll(async () => {
  t = await createTestApp();
  shopId = await createShop(t.db, 'Rollup Shop', []);
  otherShopId = await createShop(t.db, 'Other Rollup Shop', []);
  sales = makeSales(shopId, { customers: 20, orders: 300, days: 30, seed: 3 });
  await insertSales(t.db, sales, 70); // several statements, as a checkout or an import would
  await insertSales(t.db, makeSales(otherShopId, { customers: 5, orders: 40, days: 30, seed: 4, firstNumber: 5000 }));
});

afterAll(async () => {
  await t?.close();
});

/** A shop's rollups without empty buckets (the triggers leave a bucket at zero when its last order moves out). */
async function rollups(id: string) {
  const stats = rowsOf(
    await t.db.execute(sql`
      select day::text, status, payment_status, payment_method, orders, sales::float8 as sales from order_stats
      where shop_id = ${id} and orders <> 0 order by 1, 2, 3, 4`),
  );
  const products = rowsOf(
    await t.db.execute(sql`
      select day::text, product_key, lines, quantity::float8 as quantity, sales::float8 as sales from order_product_stats
      where shop_id = ${id} and lines <> 0 order by 1, 2`),
  );
  const buyers = rowsOf(
    await t.db.execute(sql`
      select customer_id, orders_count, counted_orders, total_spent::float8 as spent, first_order_at::text, last_order_at::text,
             first_counted_at::text, last_counted_at::text
      from customer_stats where shop_id = ${id} order by 1`),
  );
  return { stats, products, buyers };
}

async function expectRollupsMatchRebuild(id: string) {
  const kept = await rollups(id);
  await rebuildOrderRollups(shopScope(t.db, id));
  const rebuilt = await rollups(id);
  expect(kept.stats.length).toBeGreaterThan(0);
  expect(kept.products.length).toBeGreaterThan(0);
  expect(kept.buyers.length).toBeGreaterThan(0);
  expect(kept).toEqual(rebuilt);
}

describe('order rollups kept by triggers', () => {
  it('match a rebuild after bulk inserts of orders and items', async () => {
    const [counted] = rowsOf<{ orders: number; sales: number }>(
      await t.db.execute(sql`
        select sum(orders)::int as orders, sum(sales)::float8 as sales from order_stats
        where shop_id = ${shopId} and order_is_counted(status)`),
    );
    const expected = sales.orders.filter((o) => o.status !== 'cancelled' && o.status !== 'returned');
    expect(counted!.orders).toBe(expected.length);
    expect(counted!.sales).toBe(expected.reduce((sum, o) => sum + o.total, 0));
    await expectRollupsMatchRebuild(shopId);
  });

  it('match after status, payment and total changes of many orders in one statement', async () => {
    const ids = sales.orders.slice(0, 40).map((o) => o.id);
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.id, ids.slice(0, 20)));
    await t.db
      .update(orders)
      .set({ status: 'delivered', paymentStatus: 'paid' })
      .where(inArray(orders.id, ids.slice(10, 30)));
    await t.db
      .update(orders)
      .set({ total: sql`${orders.total} + 500`, placedAt: sql`${orders.placedAt} - interval '3 days'` })
      .where(inArray(orders.id, ids.slice(25, 40)));
    // A write that changes nothing the rollups sum (a note on the order) leaves them alone.
    await t.db.update(orders).set({ courier: 'Pathao' }).where(inArray(orders.id, ids));
    await expectRollupsMatchRebuild(shopId);
  });

  it('match after items are added, changed and deleted, and after orders are deleted', async () => {
    const live = sales.orders.filter((o) => o.status === 'delivered').slice(0, 5);
    await t.db
      .insert(orderItems)
      .values(
        live.map((o) => ({ orderId: o.id, shopId, productId: null, title: 'Gift wrap', unitPrice: 5_000, quantity: 1, total: 5_000 })),
      );
    const items = sales.items.slice(0, 30).map((i) => i.id!);
    await t.db
      .update(orderItems)
      .set({ quantity: sql`${orderItems.quantity} + 1`, total: sql`${orderItems.total} + ${orderItems.unitPrice}` })
      .where(inArray(orderItems.id, items.slice(0, 15)));
    await t.db
      .update(orderItems)
      .set({ restockedAt: new Date() })
      .where(inArray(orderItems.id, items.slice(15, 20)));
    await t.db.delete(orderItems).where(inArray(orderItems.id, items.slice(20, 30)));
    // Deleting orders takes their items with them (cascade): both rollups lose them once.
    await t.db.delete(orders).where(
      and(
        eq(orders.shopId, shopId),
        inArray(
          orders.id,
          sales.orders.slice(100, 130).map((o) => o.id),
        ),
      ),
    );
    await expectRollupsMatchRebuild(shopId);
  });

  it('follow orders moved to another customer and customers deleted', async () => {
    const [first, second, third] = sales.customers;
    await t.db.update(orders).set({ customerId: second!.id }).where(eq(orders.customerId, first!.id));
    await t.db.delete(customers).where(eq(customers.id, third!.id)); // their orders keep a null customer
    await expectRollupsMatchRebuild(shopId);
    const figures = rowsOf<{ customer_id: string }>(
      await t.db.execute(sql`select customer_id from customer_stats where shop_id = ${shopId}`),
    );
    expect(figures.map((row) => row.customer_id)).not.toContain(first!.id);
    expect(figures.map((row) => row.customer_id)).not.toContain(third!.id);
  });

  it('leave other shops alone', async () => {
    await expectRollupsMatchRebuild(otherShopId);
  });
});
