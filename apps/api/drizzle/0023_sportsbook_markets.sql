CREATE TABLE "sportsbook_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"result" text,
	"stake_cents" bigint NOT NULL,
	"potential_payout_cents" bigint NOT NULL,
	"payout_cents" bigint,
	"stake_transfer_id" uuid NOT NULL,
	"game_ids" text[] NOT NULL,
	"first_game_starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"leg_results" text[],
	"reversal_due_version" integer,
	CONSTRAINT "sportsbook_bets_kind_check" CHECK ("sportsbook_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "sportsbook_bets_state_check" CHECK ("sportsbook_bets"."state" in ('open', 'settled')),
	CONSTRAINT "sportsbook_bets_result_check" CHECK ("sportsbook_bets"."result" in ('won', 'lost', 'push', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_graded_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"graded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_legs" (
	"bet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"market_id" text NOT NULL,
	"game_id" text NOT NULL,
	"sport_id" text NOT NULL,
	"market_kind" text NOT NULL,
	"selection" text NOT NULL,
	"line" double precision,
	"price" integer NOT NULL,
	"price_version" integer NOT NULL,
	CONSTRAINT "sportsbook_legs_bet_id_position_pk" PRIMARY KEY("bet_id","position"),
	CONSTRAINT "sportsbook_legs_selection_check" CHECK ("sportsbook_legs"."selection" in ('home', 'away', 'draw', 'over', 'under'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"sport_id" text NOT NULL,
	"kind" text NOT NULL,
	"line" double precision,
	"selections" jsonb NOT NULL,
	"status" text NOT NULL,
	"in_game" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"suspended_until" timestamp with time zone,
	"priced_home_score" integer DEFAULT 0 NOT NULL,
	"priced_away_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_markets_sport_check" CHECK ("sportsbook_markets"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer')),
	CONSTRAINT "sportsbook_markets_kind_check" CHECK ("sportsbook_markets"."kind" in ('moneyline', 'spread', 'total')),
	CONSTRAINT "sportsbook_markets_status_check" CHECK ("sportsbook_markets"."status" in ('open', 'suspended', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_kind_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_type_check";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_graded_games" ADD CONSTRAINT "sportsbook_graded_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD CONSTRAINT "sportsbook_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD CONSTRAINT "sportsbook_legs_market_id_sportsbook_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sportsbook_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_bets_user_idx" ON "sportsbook_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_open_idx" ON "sportsbook_bets" USING btree ("first_game_starts_at") WHERE "sportsbook_bets"."state" = 'open';--> statement-breakpoint
CREATE INDEX "sportsbook_bets_reversal_due_idx" ON "sportsbook_bets" USING btree ("id") WHERE "sportsbook_bets"."reversal_due_version" is not null;--> statement-breakpoint
CREATE INDEX "sportsbook_legs_game_idx" ON "sportsbook_legs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sportsbook_markets_game_idx" ON "sportsbook_markets" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sportsbook_markets_offered_idx" ON "sportsbook_markets" USING btree ("sport_id") WHERE "sportsbook_markets"."status" <> 'closed';--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('deposit', 'withdrawal', 'withdrawal_reversal', 'entry_fee', 'payout', 'refund', 'bet', 'bet_winnings', 'promo_credit', 'promo_expiry', 'referral_bonus', 'adjustment', 'withdrawal_payout', 'house_transfer', 'tax_withholding'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_type_check" CHECK ("transfers"."type" in ('deposit', 'withdrawal', 'withdrawal_reversal', 'entry_fee', 'payout', 'refund', 'bet', 'bet_winnings', 'promo_credit', 'promo_expiry', 'referral_bonus', 'adjustment'));