-- The COD risk rollups (phone_risk_shop per shop, phone_risk across every shop: counts only) follow every write to
-- orders in the writing statement's transaction, as order_stats does (0002_order_rollups.sql): a status change and
-- its counts commit together, whoever writes the order (the Store API, a courier job, the seed). An order counts
-- once it is delivered, returned or cancelled, under the phone stored on it (normalised when the order is placed).

-- Applies grouped deltas (one entry per shop and phone) to both rollups: one upsert per table per statement.
CREATE FUNCTION phone_risk_apply(shop_ids text[], phones text[], d int[], r int[], c int[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO phone_risk_shop AS t (shop_id, phone, delivered, returned, cancelled)
  SELECT * FROM unnest(shop_ids, phones, d, r, c)
  ON CONFLICT (shop_id, phone) DO UPDATE SET delivered = t.delivered + excluded.delivered,
    returned = t.returned + excluded.returned, cancelled = t.cancelled + excluded.cancelled;
  INSERT INTO phone_risk AS t (phone, delivered, returned, cancelled)
  SELECT phone, sum(dd)::int, sum(rr)::int, sum(cc)::int FROM unnest(phones, d, r, c) AS x(phone, dd, rr, cc) GROUP BY phone
  ON CONFLICT (phone) DO UPDATE SET delivered = t.delivered + excluded.delivered,
    returned = t.returned + excluded.returned, cancelled = t.cancelled + excluded.cancelled;
$$;
--> statement-breakpoint
CREATE FUNCTION phone_risk_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM phone_risk_apply(array_agg(shop_id), array_agg(phone), array_agg(d), array_agg(r), array_agg(c))
  FROM (
    SELECT shop_id, customer_phone AS phone, (count(*) FILTER (WHERE status = 'delivered'))::int AS d,
           (count(*) FILTER (WHERE status = 'returned'))::int AS r, (count(*) FILTER (WHERE status = 'cancelled'))::int AS c
    FROM new_rows WHERE status IN ('delivered', 'returned', 'cancelled') GROUP BY 1, 2
  ) AS g
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION phone_risk_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM phone_risk_apply(array_agg(shop_id), array_agg(phone), array_agg(d), array_agg(r), array_agg(c))
  FROM (
    SELECT shop_id, customer_phone AS phone, (-count(*) FILTER (WHERE status = 'delivered'))::int AS d,
           (-count(*) FILTER (WHERE status = 'returned'))::int AS r, (-count(*) FILTER (WHERE status = 'cancelled'))::int AS c
    FROM old_rows WHERE status IN ('delivered', 'returned', 'cancelled') GROUP BY 1, 2
  ) AS g
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves an order out of its old outcome and into its new one when its status, phone or shop changed.
CREATE FUNCTION phone_risk_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM phone_risk_apply(array_agg(shop_id), array_agg(phone), array_agg(d), array_agg(r), array_agg(c))
  FROM (
    SELECT shop_id, phone, sum(d)::int AS d, sum(r)::int AS r, sum(c)::int AS c
    FROM (
      SELECT o.shop_id, o.customer_phone AS phone, (o.status = 'delivered')::int AS d, (o.status = 'returned')::int AS r,
             (o.status = 'cancelled')::int AS c
      FROM old_rows p JOIN new_rows o ON o.id = p.id
      WHERE o.status IN ('delivered', 'returned', 'cancelled')
        AND (p.shop_id, p.customer_phone, p.status) IS DISTINCT FROM (o.shop_id, o.customer_phone, o.status)
      UNION ALL
      SELECT p.shop_id, p.customer_phone, -(p.status = 'delivered')::int, -(p.status = 'returned')::int, -(p.status = 'cancelled')::int
      FROM old_rows p JOIN new_rows o ON o.id = p.id
      WHERE p.status IN ('delivered', 'returned', 'cancelled')
        AND (p.shop_id, p.customer_phone, p.status) IS DISTINCT FROM (o.shop_id, o.customer_phone, o.status)
    ) AS delta
    GROUP BY 1, 2
  ) AS g
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_phone_risk_insert AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_risk_insert();
--> statement-breakpoint
CREATE TRIGGER orders_phone_risk_update AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_risk_update();
--> statement-breakpoint
CREATE TRIGGER orders_phone_risk_delete AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION phone_risk_delete();
--> statement-breakpoint
-- The orders already finished when this migration runs: one grouped pass, once.
INSERT INTO phone_risk_shop (shop_id, phone, delivered, returned, cancelled)
SELECT shop_id, customer_phone, (count(*) FILTER (WHERE status = 'delivered'))::int,
       (count(*) FILTER (WHERE status = 'returned'))::int, (count(*) FILTER (WHERE status = 'cancelled'))::int
FROM orders WHERE status IN ('delivered', 'returned', 'cancelled') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO phone_risk (phone, delivered, returned, cancelled)
SELECT phone, sum(delivered)::int, sum(returned)::int, sum(cancelled)::int FROM phone_risk_shop GROUP BY 1;
