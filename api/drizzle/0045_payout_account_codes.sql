ALTER TABLE "payouts" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "masked_number" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_code" text;