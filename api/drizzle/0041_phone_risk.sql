CREATE TABLE "phone_risk" (
	"phone" text PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_risk_shop" (
	"shop_id" text NOT NULL,
	"phone" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_risk_shop_shop_id_phone_pk" PRIMARY KEY("shop_id","phone")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "setup_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "setup_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_risk_shop" ADD CONSTRAINT "phone_risk_shop_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_needs_call_idx" ON "orders" USING btree ("shop_id","placed_at") WHERE "orders"."needs_call";