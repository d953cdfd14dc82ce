ALTER TABLE "sportsbook_bets" DROP CONSTRAINT "sportsbook_bets_result_check";--> statement-breakpoint
ALTER TABLE "sportsbook_markets" DROP CONSTRAINT "sportsbook_markets_kind_check";--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD COLUMN "player_id" text;--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD COLUMN "stat" text;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "player_id" text;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "stat" text;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "outcomes" jsonb;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_result_check" CHECK ("sportsbook_bets"."result" in ('won', 'lost', 'push', 'void', 'cashed_out'));--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_kind_check" CHECK ("sportsbook_markets"."kind" in ('moneyline', 'spread', 'total', 'player_prop'));