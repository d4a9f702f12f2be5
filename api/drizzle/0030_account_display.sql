ALTER TABLE "sellers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "digits" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "grouping" text;