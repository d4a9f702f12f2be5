CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_themes" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"published_theme_id" text,
	"published_settings" jsonb,
	"published_at" timestamp with time zone,
	"previous_theme_id" text,
	"previous_settings" jsonb,
	"previous_at" timestamp with time zone,
	"draft_theme_id" text,
	"draft_settings" jsonb,
	"draft_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_themes" ADD CONSTRAINT "shop_themes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_shop_handle_uq" ON "menus" USING btree ("shop_id","handle");--> statement-breakpoint
CREATE INDEX "menus_shop_created_idx" ON "menus" USING btree ("shop_id","created_at");