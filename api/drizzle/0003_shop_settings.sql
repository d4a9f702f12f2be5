CREATE TABLE "shop_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"legal_name" text,
	"email" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"area" text,
	"district" text,
	"postcode" text,
	"country" text DEFAULT 'Bangladesh' NOT NULL,
	"trade_licence" text,
	"bin" text,
	"logo_file_id" text,
	"logo_name" text,
	"logo_keys" jsonb,
	"logo_width" integer,
	"logo_height" integer,
	"favicon_file_id" text,
	"favicon_name" text,
	"favicon_keys" jsonb,
	"favicon_width" integer,
	"favicon_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_favicon_file_id_files_id_fk" FOREIGN KEY ("favicon_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;