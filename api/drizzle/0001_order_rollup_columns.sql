CREATE TABLE "order_product_stats" (
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"title" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_stats_shop_id_day_product_key_pk" PRIMARY KEY("shop_id","day","product_key")
);
--> statement-breakpoint
ALTER TABLE "order_stats" ADD COLUMN "sales" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_product_stats" ADD CONSTRAINT "order_product_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;