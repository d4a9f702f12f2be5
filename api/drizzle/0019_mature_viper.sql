CREATE TABLE "ledger_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"order_number" integer,
	"event_id" text,
	"description" text NOT NULL,
	"gross" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"net" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"payout_id" text,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"payout_id" text NOT NULL,
	"line_id" text NOT NULL,
	CONSTRAINT "payout_lines_payout_id_line_id_pk" PRIMARY KEY("payout_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"method" text,
	"wallet_number" text,
	"account_name" text,
	"account_number" text,
	"routing_number" text,
	"schedule" text DEFAULT 'weekly' NOT NULL,
	"minimum" integer NOT NULL,
	"next_run_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"amount" integer NOT NULL,
	"method_label" text NOT NULL,
	"pay_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_tokens" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"hostname" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"found" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_author_id_sellers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_line_id_ledger_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."ledger_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_tokens" ADD CONSTRAINT "domain_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_lines_event_idx" ON "ledger_lines" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_occurred_idx" ON "ledger_lines" USING btree ("shop_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_payout_idx" ON "ledger_lines" USING btree ("shop_id","payout_id","available_at");--> statement-breakpoint
CREATE INDEX "payout_lines_line_idx" ON "payout_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "payout_settings_next_run_idx" ON "payout_settings" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "payouts_shop_created_idx" ON "payouts" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_pay_idx" ON "payouts" USING btree ("status","pay_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_hostname_idx" ON "shop_domains" USING btree ("hostname");--> statement-breakpoint
CREATE INDEX "shop_domains_shop_idx" ON "shop_domains" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_domains_next_check_idx" ON "shop_domains" USING btree ("next_check_at");