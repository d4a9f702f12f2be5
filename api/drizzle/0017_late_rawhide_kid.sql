DROP INDEX "orders_shop_phone_idx";--> statement-breakpoint
DROP INDEX "orders_shop_name_idx";--> statement-breakpoint
DROP INDEX "orders_shop_last_name_idx";--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "first_counted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customer_stats_shop_last_idx" ON "customer_stats" USING btree ("shop_id","last_order_at","customer_id");--> statement-breakpoint
CREATE INDEX "customer_stats_shop_spent_idx" ON "customer_stats" USING btree ("shop_id","total_spent","customer_id");--> statement-breakpoint
CREATE INDEX "orders_shop_total_idx" ON "orders" USING btree ("shop_id","total","number");--> statement-breakpoint
CREATE INDEX "orders_shop_payment_total_idx" ON "orders" USING btree ("shop_id","payment_status","total","number");--> statement-breakpoint
CREATE INDEX "orders_shop_customer_sort_idx" ON "orders" USING btree ("shop_id",lower("customer_name"),"number" desc);--> statement-breakpoint
CREATE INDEX "orders_shop_phone_idx" ON "orders" USING btree ("shop_id","customer_phone" text_pattern_ops,"status","payment_status","payment_method","placed_at");--> statement-breakpoint
CREATE INDEX "orders_shop_name_idx" ON "orders" USING btree ("shop_id",lower("customer_name") text_pattern_ops,"customer_name","status","payment_status","payment_method","placed_at");--> statement-breakpoint
CREATE INDEX "orders_shop_last_name_idx" ON "orders" USING btree ("shop_id",lower(substring("customer_name" from '[^ ]+$')) text_pattern_ops,"customer_name","status","payment_status","payment_method","placed_at");