/**
 * Home and analytics figures, every one aggregated in SQL. Totals, days, payment methods, statuses and top
 * products read the per-day rollups (order_stats, order_product_stats: a few rows per day instead of every
 * order, kept in step by triggers); new vs returning customers reads the orders by the (shop_id, placed_at)
 * index and each buyer's first counted order from customer_stats. Days are Asia/Dhaka days. Money sums come back as float8: exact for whole poisha far beyond any
 * shop, and a plain JS number on both drivers.
 *
 * Every figure is the shop's (`shop: ShopScope`): the reports written in raw SQL (grouping sets, filtered
 * aggregates over several rollups) run on `shop.unscoped` and name `shop.shopId` in each of their tables; the
 * plain reads (recent orders, orders to fulfil, low stock) go through the accessor.
 */
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  addDays,
  dhakaDate,
  type CustomerMix,
  type DayPoint,
  type LowStockItem,
  type PaymentMethodShare,
  type RecentOrder,
  type StatusCount,
  type TopProduct,
  type Totals,
} from '../../../../contract/analytics.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { orders, orderStats, products } from '../../db/schema/index.ts';
import { getSettings } from '../inventory/inventory.ts';
import { dayEnd, dayStart, isCounted, rowsOf } from '../orders/sales.ts';

export const TOP_PRODUCTS = 10;
export const RECENT_ORDERS = 8;

type Range = { from: string; to: string };

const inRange = (range: Range) => sql`o.placed_at >= ${dayStart(range.from)} and o.placed_at < ${dayEnd(range.to)}`;
const counted = isCounted(sql`o.status`);

const totalsOf = (row: { sales: number; orders: number } | undefined): Totals => {
  const sales = Number(row?.sales ?? 0);
  const orders = Number(row?.orders ?? 0);
  return { sales, orders, averageOrder: orders ? Math.round(sales / orders) : 0 };
};

const daysOf = (range: Range) => sql`s.day >= ${range.from}::date and s.day <= ${range.to}::date`;

/**
 * Totals, every day of the range (zeros on quiet days) and the payment-method split in one query over
 * order_stats: GROUPING SETS ((day), (method), ()) over the range's counted buckets.
 */
export async function rangeSummary(
  shop: ShopScope,
  range: Range,
): Promise<{ totals: Totals; overTime: DayPoint[]; paymentMethods: PaymentMethodShare[] }> {
  const result = await shop.unscoped.execute(sql`
    with sets as (
      select s.day, s.payment_method as method, sum(s.orders)::int as orders, sum(s.sales)::float8 as sales,
             grouping(s.day, s.payment_method)::int as level
      from order_stats s where s.shop_id = ${shop.shopId} and ${daysOf(range)} and order_is_counted(s.status)
      group by grouping sets ((s.day), (s.payment_method), ())
      having sum(s.orders) > 0
    )
    select * from (
    select 'day' as kind, to_char(d.day, 'YYYY-MM-DD') as key, coalesce(s.orders, 0)::int as orders, coalesce(s.sales, 0)::float8 as sales
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
    left join sets s on s.level = 1 and s.day = d.day::date
    union all
    select 'method', s.method, s.orders, s.sales from sets s where s.level = 2
    union all
    select 'total', null, s.orders, s.sales from sets s where s.level = 3
    ) as summary
    order by kind, case when kind = 'day' then key end, sales desc, key`);
  const rows = rowsOf<{ kind: 'day' | 'method' | 'total'; key: string; orders: number; sales: number }>(result);
  const point = (row: (typeof rows)[number]) => ({ orders: Number(row.orders), sales: Number(row.sales) });
  return {
    totals: totalsOf(rows.find((row) => row.kind === 'total')),
    overTime: rows.filter((row) => row.kind === 'day').map((row) => ({ date: row.key, ...point(row) })),
    paymentMethods: rows.filter((row) => row.kind === 'method').map((row) => ({ method: row.key, ...point(row) })),
  };
}

/** Every day of the range with its sales and orders (zeros on quiet days). */
export async function salesByDay(shop: ShopScope, range: Range): Promise<DayPoint[]> {
  return (await rangeSummary(shop, range)).overTime;
}

/** Best sellers by sales in the range (item totals of counted orders), by product (or title when the product is gone). */
export async function topProducts(shop: ShopScope, range: Range, limit = TOP_PRODUCTS): Promise<TopProduct[]> {
  const result = await shop.unscoped.execute(sql`
    select max(s.title) as name, sum(s.quantity)::int as quantity, sum(s.sales)::float8 as sales
    from order_product_stats s
    where s.shop_id = ${shop.shopId} and ${daysOf(range)}
    group by s.product_key
    having sum(s.lines) > 0
    order by sales desc, quantity desc, name asc
    limit ${limit}`);
  return rowsOf<TopProduct>(result).map((row) => ({ name: row.name, quantity: Number(row.quantity), sales: Number(row.sales) }));
}

/**
 * Customers who ordered in the range, split into new (no counted order before the range) and
 * returning (at least one before it). Orders without a linked customer are left out. The customer's first
 * counted order comes from the customer_stats rollup, not from a look-up of each buyer's earlier orders.
 */
export async function customerMix(shop: ShopScope, range: Range, today = dhakaDate()): Promise<CustomerMix[]> {
  if (range.to >= today) return customerMixToToday(shop, range);
  const result = await shop.unscoped.execute(sql`
    with buyers as (
      select o.customer_id, count(*)::int as orders, sum(o.total)::float8 as sales
      from orders o
      where o.shop_id = ${shop.shopId} and ${inRange(range)} and ${counted} and o.customer_id is not null
      group by o.customer_id
    )
    select
      case when s.first_counted_at < ${dayStart(range.from)} then 'returning' else 'new' end as kind,
      count(*)::int as customers, sum(b.orders)::int as orders, sum(b.sales)::float8 as sales
    from buyers b left join customer_stats s on s.customer_id = b.customer_id
    group by 1`);
  const found = new Map(rowsOf<CustomerMix>(result).map((row) => [row.kind, row]));
  return (['new', 'returning'] as const).map((kind) => {
    const row = found.get(kind);
    return { kind, customers: Number(row?.customers ?? 0), orders: Number(row?.orders ?? 0), sales: Number(row?.sales ?? 0) };
  });
}

/**
 * customerMix for a range that reaches today, from the rollups instead of grouping every order of the range by
 * customer: every counted order of a customer lies between their first and last counted order (customer_stats),
 * so a new buyer's counted orders are all in the range (counted_orders, total_spent), a returning buyer is one
 * whose first counted order is before the range and whose last is in it, and the returning buyers' orders are the
 * range's counted orders (order_stats) less the new buyers' and the guests' (orders without a customer:
 * orders_shop_guest_placed_idx, a partial index).
 */
async function customerMixToToday(shop: ShopScope, range: Range): Promise<CustomerMix[]> {
  const from = dayStart(range.from);
  const result = await shop.unscoped.execute(sql`
    with buyers as (
      select count(*) filter (where s.first_counted_at >= ${from})::int as new_customers,
             coalesce(sum(s.counted_orders) filter (where s.first_counted_at >= ${from}), 0)::int as new_orders,
             coalesce(sum(s.total_spent) filter (where s.first_counted_at >= ${from}), 0)::float8 as new_sales,
             count(*) filter (where s.first_counted_at < ${from})::int as returning_customers
      from customer_stats s
      where s.shop_id = ${shop.shopId} and s.last_counted_at >= ${from}
    ), counted as (
      select coalesce(sum(s.orders), 0)::int as orders, coalesce(sum(s.sales), 0)::float8 as sales
      from order_stats s where s.shop_id = ${shop.shopId} and ${daysOf(range)} and order_is_counted(s.status)
    ), guests as (
      select count(*)::int as orders, coalesce(sum(o.total), 0)::float8 as sales
      from orders o
      where o.shop_id = ${shop.shopId} and o.customer_id is null and ${inRange(range)} and ${counted}
    )
    select b.new_customers, b.new_orders, b.new_sales, b.returning_customers,
           (c.orders - g.orders - b.new_orders)::int as returning_orders,
           (c.sales - g.sales - b.new_sales)::float8 as returning_sales
    from buyers b, counted c, guests g`);
  const row = rowsOf<Record<string, number>>(result)[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return [
    { kind: 'new', customers: n('new_customers'), orders: n('new_orders'), sales: n('new_sales') },
    { kind: 'returning', customers: n('returning_customers'), orders: n('returning_orders'), sales: n('returning_sales') },
  ];
}

/** The order_stats rows of the shop's days in `range`. */
const statsDays = (range: Range) => sql`${orderStats.day} >= ${range.from}::date and ${orderStats.day} <= ${range.to}::date`;

/** Orders per status placed in the range (every status, cancelled included). */
export async function ordersByStatus(shop: ShopScope, range: Range): Promise<StatusCount[]> {
  const orderCount = sql<number>`sum(${orderStats.orders})::int`;
  const rows = await shop
    .select({ status: orderStats.status, orders: orderCount })
    .from(orderStats)
    .where(statsDays(range))
    .groupBy(orderStats.status)
    .having(sql`sum(${orderStats.orders}) > 0`)
    .orderBy(
      sql`array_position(array['pending','confirmed','processing','shipped','delivered','cancelled','returned'], ${orderStats.status}::text)`,
      asc(orderStats.status),
    );
  return rows.map((row) => ({ status: row.status, orders: Number(row.orders) }));
}

/** Today's and the last 7 days' figures in one pass. */
export async function todayAndWeek(shop: ShopScope, today: string): Promise<{ today: Totals; week: Totals }> {
  const isToday = sql`${orderStats.day} = ${today}::date`;
  const [row] = await shop
    .select({
      todayOrders: sql<number>`(coalesce(sum(${orderStats.orders}) filter (where ${isToday}), 0))::int`,
      todaySales: sql<number>`(coalesce(sum(${orderStats.sales}) filter (where ${isToday}), 0))::float8`,
      weekOrders: sql<number>`coalesce(sum(${orderStats.orders}), 0)::int`,
      weekSales: sql<number>`coalesce(sum(${orderStats.sales}), 0)::float8`,
    })
    .from(orderStats)
    .where(sql`${statsDays({ from: addDays(today, -6), to: today })} and order_is_counted(${orderStats.status})`);
  return {
    today: totalsOf({ orders: row?.todayOrders ?? 0, sales: row?.todaySales ?? 0 }),
    week: totalsOf({ orders: row?.weekOrders ?? 0, sales: row?.weekSales ?? 0 }),
  };
}

/** Orders placed and not yet shipped. */
export async function waitingToFulfil(shop: ShopScope): Promise<number> {
  const [row] = await shop
    .select({ n: sql<number>`coalesce(sum(${orderStats.orders}), 0)::int` })
    .from(orderStats)
    .where(inArray(orderStats.status, ['pending', 'confirmed', 'processing']));
  return Number(row?.n ?? 0);
}

export async function recentOrders(shop: ShopScope, limit = RECENT_ORDERS): Promise<RecentOrder[]> {
  const rows = await shop
    .select({
      id: orders.id,
      number: sql<string>`${orders.number}::text`,
      customerName: orders.customerName,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.placedAt,
    })
    .from(orders)
    .orderBy(desc(orders.placedAt), desc(orders.number))
    .limit(limit);
  return rows.map((row) => ({ ...row, total: Number(row.total), createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Active products whose tracked stock is at or below the shop's threshold (out of stock included), the threshold
 * from the shop's inventory settings unless given.
 */
export async function lowStock(shop: ShopScope, threshold?: number): Promise<LowStockItem[] | null> {
  const limit = threshold ?? (await getSettings(shop)).lowStockThreshold;
  const rows = await shop
    .select({ productId: products.id, name: products.title, stock: sql<number>`${products.stockTotal}::int` })
    .from(products)
    .where(sql`${eq(products.status, 'active')} and ${products.trackQuantity} and ${lte(products.stockTotal, limit)}`)
    .orderBy(asc(products.stockTotal), asc(products.title))
    .limit(8);
  return rows.map((row) => ({ ...row, stock: Number(row.stock) }));
}
