CREATE TABLE "sportsbook_reversals_due" (
	"bet_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"due_since" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_reversals_due_bet_id_version_pk" PRIMARY KEY("bet_id","version")
);
--> statement-breakpoint
DROP INDEX "sportsbook_bets_reversal_due_idx";--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "priced_value" double precision;--> statement-breakpoint
ALTER TABLE "sportsbook_reversals_due" ADD CONSTRAINT "sportsbook_reversals_due_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The reversal each bet owed before (one version a bet) carries over.
INSERT INTO "sportsbook_reversals_due" ("bet_id", "version", "due_since")
  SELECT "id", "reversal_due_version", coalesce("settled_at", now()) FROM "sportsbook_bets"
  WHERE "reversal_due_version" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP COLUMN "reversal_due_version";