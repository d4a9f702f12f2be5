DROP INDEX "promo_code_uses_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_code_idx" ON "promo_code_uses" USING btree ("order_id","promo_code_id");