ALTER TABLE "courier_accounts" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD COLUMN "token_lease_until" timestamp with time zone;