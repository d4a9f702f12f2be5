CREATE TABLE "consignments" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"courier" text NOT NULL,
	"state" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"charge" integer,
	"status" text,
	"courier_status" text,
	"error" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"courier" text NOT NULL,
	"credentials" jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_updated_by_sellers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_order_uq" ON "consignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consignments_courier_parcel_idx" ON "consignments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "consignments_open_idx" ON "consignments" USING btree ("checked_at") WHERE "consignments"."state" = 'booked' and ("consignments"."status" is null or "consignments"."status" not in ('delivered', 'partial', 'returned', 'cancelled'));--> statement-breakpoint
CREATE UNIQUE INDEX "courier_accounts_shop_courier_uq" ON "courier_accounts" USING btree ("shop_id","courier");