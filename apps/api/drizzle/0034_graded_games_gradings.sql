ALTER TABLE "pickem_graded_games" ADD COLUMN "gradings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_graded_games" ADD COLUMN "gradings" integer DEFAULT 0 NOT NULL;