-- customer_stats follows the orders: whenever a statement writes orders, the figures of every customer it
-- touched are recomputed from that customer's orders (a handful of rows, read by orders_customer_placed_idx).
-- Recomputing instead of adding deltas keeps first/last order dates exact after deletes and moves.

CREATE FUNCTION refresh_customer_stats(ids text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO customer_stats AS s (customer_id, shop_id, orders_count, counted_orders, total_spent, first_order_at, last_order_at)
  SELECT o.customer_id, min(o.shop_id), count(*)::int,
         (count(*) FILTER (WHERE order_is_counted(o.status)))::int,
         coalesce(sum(o.total) FILTER (WHERE order_is_counted(o.status)), 0)::bigint,
         min(o.placed_at), max(o.placed_at)
  FROM orders o
  WHERE o.customer_id = ANY(ids)
    AND EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id)
  GROUP BY o.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET
    shop_id = excluded.shop_id, orders_count = excluded.orders_count, counted_orders = excluded.counted_orders,
    total_spent = excluded.total_spent, first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at;
  DELETE FROM customer_stats s
  WHERE s.customer_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = s.customer_id);
$$;
--> statement-breakpoint
CREATE FUNCTION customer_stats_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_stats(array(SELECT DISTINCT customer_id FROM new_rows WHERE customer_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_stats_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_stats(array(SELECT DISTINCT customer_id FROM old_rows WHERE customer_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_stats_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_stats(array(
    SELECT DISTINCT unnest(array[p.customer_id, o.customer_id])
    FROM old_rows p JOIN new_rows o ON o.id = p.id
    WHERE (p.customer_id, p.status, p.total, p.placed_at) IS DISTINCT FROM (o.customer_id, o.status, o.total, o.placed_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats_insert AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_stats_orders_insert();
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats_update AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_stats_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats_delete AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_stats_orders_delete();
--> statement-breakpoint
-- Existing data.
SELECT refresh_customer_stats(array(SELECT DISTINCT customer_id FROM orders WHERE customer_id IS NOT NULL));
