CREATE TABLE "app_installations" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"handle" text NOT NULL,
	"granted_scopes" jsonb NOT NULL,
	"installed_by" text,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_installations" ADD CONSTRAINT "app_installations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installations" ADD CONSTRAINT "app_installations_installed_by_sellers_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_installations_shop_handle_idx" ON "app_installations" USING btree ("shop_id","handle");--> statement-breakpoint
CREATE INDEX "app_token_uses_expires_idx" ON "app_token_uses" USING btree ("expires_at");