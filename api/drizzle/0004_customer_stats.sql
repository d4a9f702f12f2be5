CREATE TABLE "customer_stats" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"orders_count" integer NOT NULL,
	"counted_orders" integer NOT NULL,
	"total_spent" bigint NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_stats" ADD CONSTRAINT "customer_stats_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD CONSTRAINT "customer_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_stats_shop_idx" ON "customer_stats" USING btree ("shop_id");