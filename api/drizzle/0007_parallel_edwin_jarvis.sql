CREATE TABLE "checkout_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"shop_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"tier" text NOT NULL,
	"price" integer NOT NULL,
	"credit" integer NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"number" text NOT NULL,
	"shop_id" text NOT NULL,
	"seller_id" text,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"credit_plan" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"payment_state" text,
	"payment_reason" text,
	"bkash_url" text,
	"trx_id" text,
	"wallet" text,
	"payment_time" timestamp with time zone,
	"refund_trx_id" text,
	"refund_amount" integer,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_seq_unique" UNIQUE("seq"),
	CONSTRAINT "subscription_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "subscription_invoices_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "yearly_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "staff_limit" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "product_limit" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "storage_mb" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tier" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_tokens" ADD CONSTRAINT "checkout_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tokens" ADD CONSTRAINT "checkout_tokens_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tokens" ADD CONSTRAINT "checkout_tokens_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_invoices_shop_idx" ON "subscription_invoices" USING btree ("shop_id","created_at");--> statement-breakpoint
UPDATE "plans" SET "description" = 'A small shop on a Haat address.', "features" = '["online_store","hosting_bandwidth","ssl"]'::jsonb, "staff_limit" = 0, "product_limit" = 25, "storage_mb" = 500, "sort_order" = 0 WHERE "name" = 'Free';--> statement-breakpoint
UPDATE "plans" SET "description" = 'Everything of Growth for 14 days.', "features" = '["online_store","hosting_bandwidth","ssl","product_filter","blog","custom_domain","builder"]'::jsonb, "staff_limit" = 5, "product_limit" = 5000, "storage_mb" = 10240, "sort_order" = 1, "is_public" = false WHERE "name" = 'Free Trial';--> statement-breakpoint
UPDATE "plans" SET "description" = 'For a shop that is starting to sell every day.', "yearly_price" = 999000, "features" = '["online_store","hosting_bandwidth","ssl","product_filter","blog"]'::jsonb, "staff_limit" = 2, "product_limit" = 500, "storage_mb" = 2048, "sort_order" = 2 WHERE "name" = 'Starter';--> statement-breakpoint
UPDATE "plans" SET "description" = 'Your own domain, the page builder and a team.', "yearly_price" = 2499000, "features" = '["online_store","hosting_bandwidth","ssl","product_filter","blog","custom_domain","builder"]'::jsonb, "staff_limit" = 5, "product_limit" = 5000, "storage_mb" = 10240, "sort_order" = 3 WHERE "name" = 'Growth';--> statement-breakpoint
UPDATE "plans" SET "description" = 'Premium themes and no product limit.', "yearly_price" = 4999000, "features" = '["online_store","hosting_bandwidth","ssl","product_filter","blog","custom_domain","builder","buy_theme"]'::jsonb, "staff_limit" = 15, "product_limit" = NULL, "storage_mb" = 51200, "sort_order" = 4 WHERE "name" = 'Pro';
