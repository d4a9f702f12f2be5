-- A cancelled order gives its promo code use back, however it was cancelled (one order, bulk, or a future path):
-- the use row is marked released and the code's `used` goes down by one. Uses are taken in the order's own
-- transaction by the orders-create domain (api/src/domains/orders-create).

CREATE FUNCTION release_promo_code_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promo_codes p SET used = greatest(p.used - 1, 0)
  FROM promo_code_uses u
  WHERE u.order_id = NEW.id AND u.released_at IS NULL AND p.id = u.promo_code_id;
  UPDATE promo_code_uses SET released_at = now() WHERE order_id = NEW.id AND released_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_release_promo_code_use
AFTER UPDATE OF status ON orders
FOR EACH ROW
WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
EXECUTE FUNCTION release_promo_code_use();
