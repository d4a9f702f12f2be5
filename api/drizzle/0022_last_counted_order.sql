-- customer_stats.last_counted_at: the customer's last counted order (not cancelled or returned). With
-- first_counted_at it answers analytics' new-vs-returning split for a range that reaches today from the rollup
-- alone: a returning buyer is one whose first counted order is before the range and whose last is in it.

CREATE OR REPLACE FUNCTION refresh_customer_stats(ids text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO customer_stats AS s (customer_id, shop_id, orders_count, counted_orders, total_spent, first_order_at, last_order_at,
                                   first_counted_at, last_counted_at)
  SELECT o.customer_id, min(o.shop_id), count(*)::int,
         (count(*) FILTER (WHERE order_is_counted(o.status)))::int,
         coalesce(sum(o.total) FILTER (WHERE order_is_counted(o.status)), 0)::bigint,
         min(o.placed_at), max(o.placed_at),
         min(o.placed_at) FILTER (WHERE order_is_counted(o.status)),
         max(o.placed_at) FILTER (WHERE order_is_counted(o.status))
  FROM orders o
  WHERE o.customer_id = ANY(ids)
    AND EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id)
  GROUP BY o.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET
    shop_id = excluded.shop_id, orders_count = excluded.orders_count, counted_orders = excluded.counted_orders,
    total_spent = excluded.total_spent, first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at,
    first_counted_at = excluded.first_counted_at, last_counted_at = excluded.last_counted_at;
  DELETE FROM customer_stats s
  WHERE s.customer_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = s.customer_id);
$$;
--> statement-breakpoint
-- Existing data: one pass over the orders.
UPDATE customer_stats s SET last_counted_at = f.last_counted_at
FROM (
  SELECT o.customer_id, max(o.placed_at) AS last_counted_at
  FROM orders o
  WHERE o.customer_id IS NOT NULL AND order_is_counted(o.status)
  GROUP BY o.customer_id
) f
WHERE f.customer_id = s.customer_id;
