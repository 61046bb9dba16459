ALTER TABLE "vendors" ADD COLUMN "stand" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "hall" text;
