-- customer_stats.first_counted_at: the customer's first counted order (not cancelled or returned), kept by the same
-- refresh as the other figures. Analytics' new-vs-returning split compares it with the start of the range instead of
-- looking up every buyer's earlier orders.

CREATE OR REPLACE FUNCTION refresh_customer_stats(ids text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO customer_stats AS s (customer_id, shop_id, orders_count, counted_orders, total_spent, first_order_at, last_order_at, first_counted_at)
  SELECT o.customer_id, min(o.shop_id), count(*)::int,
         (count(*) FILTER (WHERE order_is_counted(o.status)))::int,
         coalesce(sum(o.total) FILTER (WHERE order_is_counted(o.status)), 0)::bigint,
         min(o.placed_at), max(o.placed_at),
         min(o.placed_at) FILTER (WHERE order_is_counted(o.status))
  FROM orders o
  WHERE o.customer_id = ANY(ids)
    AND EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id)
  GROUP BY o.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET
    shop_id = excluded.shop_id, orders_count = excluded.orders_count, counted_orders = excluded.counted_orders,
    total_spent = excluded.total_spent, first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at,
    first_counted_at = excluded.first_counted_at;
  DELETE FROM customer_stats s
  WHERE s.customer_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = s.customer_id);
$$;
--> statement-breakpoint
-- Existing data: one pass over the orders.
UPDATE customer_stats s SET first_counted_at = f.first_counted_at
FROM (
  SELECT o.customer_id, min(o.placed_at) AS first_counted_at
  FROM orders o
  WHERE o.customer_id IS NOT NULL AND order_is_counted(o.status)
  GROUP BY o.customer_id
) f
WHERE f.customer_id = s.customer_id;
