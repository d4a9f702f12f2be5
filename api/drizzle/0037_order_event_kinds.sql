ALTER TABLE "order_events" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "params" jsonb;