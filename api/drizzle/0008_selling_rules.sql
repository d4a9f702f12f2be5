CREATE TABLE "promo_code_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"promo_code_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"cap" integer,
	"applies_to" text DEFAULT 'order' NOT NULL,
	"product_ids" text[] DEFAULT '{}' NOT NULL,
	"collection_ids" text[] DEFAULT '{}' NOT NULL,
	"minimum" text DEFAULT 'none' NOT NULL,
	"minimum_value" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"starts_at" timestamp with time zone DEFAULT now(),
	"ends_at" timestamp with time zone,
	"combines" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"product_ids" text[] DEFAULT '{}' NOT NULL,
	"collection_ids" text[] DEFAULT '{}' NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selling_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"vat" jsonb,
	"vat_version" integer DEFAULT 0 NOT NULL,
	"checkout" jsonb,
	"checkout_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_plans" ADD CONSTRAINT "shipping_plans_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_settings" ADD CONSTRAINT "selling_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_phone_idx" ON "promo_code_uses" USING btree ("promo_code_id","customer_phone") WHERE "promo_code_uses"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_shop_code_idx" ON "promo_codes" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_shop_created_idx" ON "promo_codes" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_plans_shop_idx" ON "shipping_plans" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_plans_one_default_idx" ON "shipping_plans" USING btree ("shop_id") WHERE "shipping_plans"."is_default";