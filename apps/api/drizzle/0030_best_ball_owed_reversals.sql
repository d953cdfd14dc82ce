ALTER TABLE "contest_entries" ADD COLUMN "prize_reversals_due" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
UPDATE "contest_entries" SET "prize_reversals_due" = ARRAY["prize_reversal_due"] WHERE "prize_reversal_due" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" DROP COLUMN "prize_reversal_due";
