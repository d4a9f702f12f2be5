CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"image_file_id" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"comments" text DEFAULT 'closed' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"home_title" text DEFAULT '' NOT NULL,
	"home_description" text DEFAULT '' NOT NULL,
	"share_image" jsonb,
	"share_image_file_id" text,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"tiktok" text DEFAULT '' NOT NULL,
	"whatsapp" text,
	"facebook_pixel_id" text DEFAULT '' NOT NULL,
	"ga4_measurement_id" text DEFAULT '' NOT NULL,
	"password_enabled" boolean DEFAULT false NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_redirects" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD CONSTRAINT "seo_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_redirects" ADD CONSTRAINT "url_redirects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_shop_kind_handle_idx" ON "content_entries" USING btree ("shop_id","kind","handle");--> statement-breakpoint
CREATE INDEX "content_entries_shop_kind_created_idx" ON "content_entries" USING btree ("shop_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "content_entries_due_idx" ON "content_entries" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "url_redirects_shop_from_idx" ON "url_redirects" USING btree ("shop_id","from_path");--> statement-breakpoint
CREATE INDEX "url_redirects_shop_to_idx" ON "url_redirects" USING btree ("shop_id","to_path");