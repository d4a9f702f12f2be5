-- Triggers keep the order rollups (order_stats, order_product_stats) in step with every write to orders and
-- order_items, whoever writes them (the Store API, the seed, a future checkout, a test's bulk insert).
-- Statement-level triggers read the statement's rows as transition tables and apply one grouped upsert
-- per statement, so inserting 500 orders costs one upsert, not 500. Days are Bangladesh days; an order
-- counts towards sales unless it is cancelled or returned (api/src/db/sales.ts isCounted).

CREATE FUNCTION order_is_counted(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT status NOT IN ('cancelled', 'returned') $$;
--> statement-breakpoint
CREATE FUNCTION dhaka_day(ts timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (ts AT TIME ZONE 'Asia/Dhaka')::date $$;
--> statement-breakpoint

-- A trigger with transition tables fires on one event only, and a function may name only the tables its
-- trigger has: hence one function per event.
CREATE FUNCTION order_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_stats AS s (shop_id, day, status, payment_status, payment_method, orders, sales)
  SELECT o.shop_id, dhaka_day(o.placed_at), o.status, o.payment_status, o.payment_method, count(*)::int, sum(o.total)::bigint
  FROM new_rows o
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (shop_id, day, status, payment_status, payment_method)
  DO UPDATE SET orders = s.orders + excluded.orders, sales = s.sales + excluded.sales;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_stats AS s SET orders = s.orders - d.n, sales = s.sales - d.total
  FROM (
    SELECT p.shop_id, dhaka_day(p.placed_at) AS day, p.status, p.payment_status, p.payment_method,
           count(*)::int AS n, sum(p.total)::bigint AS total
    FROM old_rows p GROUP BY 1, 2, 3, 4, 5
  ) AS d
  WHERE s.shop_id = d.shop_id AND s.day = d.day AND s.status = d.status
    AND s.payment_status = d.payment_status AND s.payment_method = d.payment_method;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_stats_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_stats AS s (shop_id, day, status, payment_status, payment_method, orders, sales)
  SELECT shop_id, day, status, payment_status, payment_method, sum(n)::int, sum(total)::bigint
  FROM (
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, o.status, o.payment_status, o.payment_method, 1 AS n, o.total::bigint AS total
    FROM old_rows p JOIN new_rows o ON o.id = p.id
    WHERE (p.shop_id, p.placed_at, p.status, p.payment_status, p.payment_method, p.total)
          IS DISTINCT FROM (o.shop_id, o.placed_at, o.status, o.payment_status, o.payment_method, o.total)
    UNION ALL
    SELECT p.shop_id, dhaka_day(p.placed_at), p.status, p.payment_status, p.payment_method, -1, -p.total::bigint
    FROM old_rows p JOIN new_rows o ON o.id = p.id
    WHERE (p.shop_id, p.placed_at, p.status, p.payment_status, p.payment_method, p.total)
          IS DISTINCT FROM (o.shop_id, o.placed_at, o.status, o.payment_status, o.payment_method, o.total)
  ) AS delta
  GROUP BY shop_id, day, status, payment_status, payment_method
  ON CONFLICT (shop_id, day, status, payment_status, payment_method)
  DO UPDATE SET orders = s.orders + excluded.orders, sales = s.sales + excluded.sales;

  -- Items of orders that start or stop counting (or move day or shop) leave or join the product rollup.
  INSERT INTO order_product_stats AS s (shop_id, day, product_key, title, lines, quantity, sales)
  SELECT shop_id, day, product_key, max(title), sum(lines)::int, sum(quantity)::bigint, sum(sales)::bigint
  FROM (
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, coalesce(i.product_id, i.title) AS product_key, i.title,
           1 AS lines, i.quantity::bigint AS quantity, i.total::bigint AS sales
    FROM old_rows p JOIN new_rows o ON o.id = p.id JOIN order_items i ON i.order_id = o.id
    WHERE order_is_counted(o.status)
      AND (NOT order_is_counted(p.status) OR (p.shop_id, dhaka_day(p.placed_at)) IS DISTINCT FROM (o.shop_id, dhaka_day(o.placed_at)))
    UNION ALL
    SELECT p.shop_id, dhaka_day(p.placed_at), coalesce(i.product_id, i.title), i.title, -1, -i.quantity::bigint, -i.total::bigint
    FROM old_rows p JOIN new_rows o ON o.id = p.id JOIN order_items i ON i.order_id = p.id
    WHERE order_is_counted(p.status)
      AND (NOT order_is_counted(o.status) OR (p.shop_id, dhaka_day(p.placed_at)) IS DISTINCT FROM (o.shop_id, dhaka_day(o.placed_at)))
  ) AS delta
  GROUP BY shop_id, day, product_key
  ON CONFLICT (shop_id, day, product_key)
  DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
                sales = s.sales + excluded.sales, title = greatest(s.title, excluded.title);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order being deleted takes its items with it (ON DELETE CASCADE): take them out of the product
-- rollup while they can still be read. Row-level; orders are deleted rarely (a whole shop at most).
CREATE FUNCTION order_product_stats_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_is_counted(OLD.status) THEN
    UPDATE order_product_stats AS s SET lines = s.lines - d.lines, quantity = s.quantity - d.quantity, sales = s.sales - d.sales
    FROM (
      SELECT coalesce(i.product_id, i.title) AS product_key, count(*)::int AS lines,
             sum(i.quantity)::bigint AS quantity, sum(i.total)::bigint AS sales
      FROM order_items i WHERE i.order_id = OLD.id GROUP BY 1
    ) AS d
    WHERE s.shop_id = OLD.shop_id AND s.day = dhaka_day(OLD.placed_at) AND s.product_key = d.product_key;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Items of counted orders: + inserted, - deleted (while their order still exists; see above for cascades),
-- - old + new when an update changes what the rollup sums.
CREATE FUNCTION order_product_stats_items_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_product_stats AS s (shop_id, day, product_key, title, lines, quantity, sales)
  SELECT shop_id, day, product_key, max(title), sum(lines)::int, sum(quantity)::bigint, sum(sales)::bigint
  FROM (
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, coalesce(i.product_id, i.title) AS product_key, i.title,
           1 AS lines, i.quantity::bigint AS quantity, i.total::bigint AS sales
    FROM new_rows i JOIN orders o ON o.id = i.order_id
    WHERE order_is_counted(o.status)
  ) AS delta
  GROUP BY shop_id, day, product_key
  ON CONFLICT (shop_id, day, product_key)
  DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
                sales = s.sales + excluded.sales, title = greatest(s.title, excluded.title);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_product_stats_items_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_product_stats AS s (shop_id, day, product_key, title, lines, quantity, sales)
  SELECT shop_id, day, product_key, max(title), sum(lines)::int, sum(quantity)::bigint, sum(sales)::bigint
  FROM (
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, coalesce(p.product_id, p.title) AS product_key, p.title,
           -1 AS lines, -p.quantity::bigint AS quantity, -p.total::bigint AS sales
    FROM old_rows p JOIN orders o ON o.id = p.order_id
    WHERE order_is_counted(o.status)
  ) AS delta
  GROUP BY shop_id, day, product_key
  ON CONFLICT (shop_id, day, product_key)
  DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
                sales = s.sales + excluded.sales, title = greatest(s.title, excluded.title);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_product_stats_items_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_product_stats AS s (shop_id, day, product_key, title, lines, quantity, sales)
  SELECT shop_id, day, product_key, max(title), sum(lines)::int, sum(quantity)::bigint, sum(sales)::bigint
  FROM (
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, coalesce(i.product_id, i.title) AS product_key, i.title,
           1 AS lines, i.quantity::bigint AS quantity, i.total::bigint AS sales
    FROM new_rows i JOIN orders o ON o.id = i.order_id
    WHERE order_is_counted(o.status)
      AND EXISTS (SELECT 1 FROM old_rows p WHERE p.id = i.id AND (p.order_id, p.product_id, p.title, p.quantity, p.total) IS DISTINCT FROM (i.order_id, i.product_id, i.title, i.quantity, i.total))
    UNION ALL
    SELECT o.shop_id, dhaka_day(o.placed_at) AS day, coalesce(p.product_id, p.title) AS product_key, p.title,
           -1 AS lines, -p.quantity::bigint AS quantity, -p.total::bigint AS sales
    FROM old_rows p JOIN orders o ON o.id = p.order_id
    WHERE order_is_counted(o.status)
      AND EXISTS (SELECT 1 FROM new_rows i WHERE i.id = p.id AND (p.order_id, p.product_id, p.title, p.quantity, p.total) IS DISTINCT FROM (i.order_id, i.product_id, i.title, i.quantity, i.total))
  ) AS delta
  GROUP BY shop_id, day, product_key
  ON CONFLICT (shop_id, day, product_key)
  DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
                sales = s.sales + excluded.sales, title = greatest(s.title, excluded.title);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_stats_insert();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_stats_update();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_stats_delete();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete_items BEFORE DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION order_product_stats_order_delete();
--> statement-breakpoint
CREATE TRIGGER order_items_rollup_insert AFTER INSERT ON order_items
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_product_stats_items_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_rollup_update AFTER UPDATE ON order_items
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_product_stats_items_update();
--> statement-breakpoint
CREATE TRIGGER order_items_rollup_delete AFTER DELETE ON order_items
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_product_stats_items_delete();
--> statement-breakpoint

-- Existing data: rebuild both rollups from the orders (the old order_stats had no sales).
DELETE FROM order_stats;
--> statement-breakpoint
INSERT INTO order_stats (shop_id, day, status, payment_status, payment_method, orders, sales)
SELECT shop_id, dhaka_day(placed_at), status, payment_status, payment_method, count(*)::int, sum(total)::bigint
FROM orders GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO order_product_stats (shop_id, day, product_key, title, lines, quantity, sales)
SELECT o.shop_id, dhaka_day(o.placed_at), coalesce(i.product_id, i.title), max(i.title), count(*)::int,
       sum(i.quantity)::bigint, sum(i.total)::bigint
FROM order_items i JOIN orders o ON o.id = i.order_id
WHERE order_is_counted(o.status)
GROUP BY 1, 2, 3;
