/** The order rollups' reference: recomputing them from the orders (the triggers keep them in step on every write). */
import { sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { customers, orderItems, orders, orderProductStats, orderStats, phoneRisk, phoneRiskShop } from '../../db/schema/index.ts';

/**
 * Recomputes a shop's order rollups (order_stats, order_product_stats, customer_stats) from its orders. Triggers keep them in
 * step on every write; this is the reference they are tested against, and a repair if they ever drift. The
 * insert … select statements are raw SQL on `unscoped`, each naming the shop.
 */
export async function rebuildOrderRollups(shop: ShopScope) {
  const { shopId } = shop;
  await shop.transaction(async (scope) => {
    await scope.delete(orderStats);
    await scope.delete(orderProductStats);
    const tx = scope.unscoped;
    await tx.execute(sql`
      insert into ${orderStats} (shop_id, day, status, payment_status, payment_method, orders, sales)
      select shop_id, dhaka_day(placed_at), status, payment_status, payment_method, count(*)::int, sum(total)::bigint
      from ${orders} where shop_id = ${shopId}
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into ${orderProductStats} (shop_id, day, product_key, title, lines, quantity, sales)
      select o.shop_id, dhaka_day(o.placed_at), coalesce(i.product_id, i.title), max(i.title), count(*)::int,
             sum(i.quantity)::bigint, sum(i.total)::bigint
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.shop_id = ${shopId} and order_is_counted(o.status)
      group by 1, 2, 3`);
    await tx.execute(sql`select refresh_customer_stats(array(select id from ${customers} where shop_id = ${shopId}))`);
  });
}

/**
 * Recomputes the COD risk rollups of a shop's numbers from its orders: its own (phone_risk_shop) from scratch, and the
 * platform's (phone_risk) for those numbers as the sum of every shop's. Triggers keep them in step on every write; a
 * bulk insert that skipped the triggers (the seed's fast path) needs this, as it needs `rebuildOrderRollups`.
 */
export async function rebuildPhoneRisk(shop: ShopScope) {
  const { shopId } = shop;
  await shop.transaction(async (scope) => {
    await scope.delete(phoneRiskShop);
    const tx = scope.unscoped;
    await tx.execute(sql`
      insert into ${phoneRiskShop} (shop_id, phone, delivered, returned, cancelled)
      select shop_id, customer_phone, (count(*) filter (where status = 'delivered'))::int,
             (count(*) filter (where status = 'returned'))::int, (count(*) filter (where status = 'cancelled'))::int
      from ${orders} where shop_id = ${shopId} and status in ('delivered', 'returned', 'cancelled')
      group by 1, 2`);
    await tx.execute(sql`
      insert into ${phoneRisk} (phone, delivered, returned, cancelled)
      select phone, sum(delivered)::int, sum(returned)::int, sum(cancelled)::int from ${phoneRiskShop}
      where phone in (select phone from ${phoneRiskShop} where shop_id = ${shopId})
      group by 1
      on conflict (phone) do update
        set delivered = excluded.delivered, returned = excluded.returned, cancelled = excluded.cancelled`);
  });
}
