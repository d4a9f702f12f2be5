/**
 * Home's "what needs doing now" (issue 25 item 11) and a new shop's first steps (issue 24 item 5). The order figures
 * come from order_stats (the tab counts' rollup) and the held orders' partial index, never from a scan of the orders.
 */
import { and, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { courierAccounts, orders, orderStats, products, shops, shopSettings, shopThemes } from '../../db/schema/index.ts';
import { getSettings } from '../inventory/inventory.ts';
import type { HomeSetup, HomeTodo } from '../../../../contract/analytics.ts';

/**
 * Orders to confirm (pending), to pack and ship (confirmed), COD to collect (delivered, cash not yet in), held for a
 * call, low stock: each exactly what its filtered list shows.
 */
export async function homeTodo(shop: ShopScope): Promise<HomeTodo> {
  const byState = await shop
    .select({
      status: orderStats.status,
      payment: orderStats.paymentStatus,
      n: sql<number>`sum(${orderStats.orders})::int`,
      sales: sql<number>`sum(${orderStats.sales})::bigint`,
    })
    .from(orderStats)
    .where(inArray(orderStats.status, ['pending', 'confirmed', 'delivered']))
    .groupBy(orderStats.status, orderStats.paymentStatus);
  const sum = (pick: (r: (typeof byState)[number]) => boolean, key: 'n' | 'sales' = 'n') =>
    byState.filter(pick).reduce((total, r) => total + Number(r[key]), 0);
  const cod = (r: (typeof byState)[number]) => r.payment === 'cod_pending' && r.status === 'delivered';
  const { lowStockThreshold } = await getSettings(shop);
  const [[low], [held]] = await Promise.all([
    shop
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.trackQuantity, true), lte(products.stockTotal, lowStockThreshold))),
    shop.select({ n: count() }).from(orders).where(eq(orders.needsCall, true)),
  ]);
  return {
    toConfirm: sum((r) => r.status === 'pending'),
    toShip: sum((r) => r.status === 'confirmed'),
    codToCollect: sum(cod),
    codAmount: sum(cod, 'sales'),
    needsCall: Number(held?.n ?? 0),
    lowStock: Number(low?.n ?? 0),
  };
}

/** The first steps, each ticked from the shop's own data; null once all are done or the checklist was put away. */
export async function homeSetup(shop: ShopScope): Promise<HomeSetup | null> {
  const [state] = await shop.unscoped
    .select({ dismissed: shops.setupDismissedAt, shared: shops.setupSharedAt })
    .from(shops)
    .where(eq(shops.id, shop.shopId));
  if (state?.dismissed) return null;
  const [[product], [business], [theme], [courier]] = await Promise.all([
    shop.select({ n: count() }).from(products),
    shop.select({ phone: shopSettings.phone, line1: shopSettings.addressLine1, district: shopSettings.district }).from(shopSettings),
    shop.unscoped
      .select({ n: count() })
      .from(shopThemes)
      .where(and(eq(shopThemes.shopId, shop.shopId), isNotNull(shopThemes.publishedAt))),
    shop.select({ n: count() }).from(courierAccounts),
  ]);
  const steps = {
    product: Number(product?.n ?? 0) > 0,
    business: Boolean(business?.phone && business.line1 && business.district),
    theme: Number(theme?.n ?? 0) > 0,
    courier: Number(courier?.n ?? 0) > 0,
    shared: Boolean(state?.shared),
  };
  return Object.values(steps).every(Boolean) ? null : steps;
}

/** Puts the checklist away for the shop (`dismiss`) or ticks "share the store link" (`shared`); once is enough. */
export async function markSetup(shop: ShopScope, what: 'dismiss' | 'shared') {
  const column = what === 'dismiss' ? { setupDismissedAt: new Date() } : { setupSharedAt: new Date() };
  const unset = what === 'dismiss' ? sql`${shops.setupDismissedAt} is null` : sql`${shops.setupSharedAt} is null`;
  await shop.unscoped
    .update(shops)
    .set(column)
    .where(and(eq(shops.id, shop.shopId), unset));
}
