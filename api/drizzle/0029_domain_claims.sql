DROP INDEX "shop_domains_hostname_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_verified_hostname_idx" ON "shop_domains" USING btree ("hostname") WHERE "shop_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_shop_hostname_idx" ON "shop_domains" USING btree ("shop_id","hostname");