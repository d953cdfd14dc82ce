ALTER TABLE "contest_entries" ADD COLUMN "prize_cents" bigint;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "settled_at" timestamp with time zone;