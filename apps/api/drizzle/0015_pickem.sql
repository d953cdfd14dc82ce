CREATE TABLE "pickem_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"result" text,
	"fee_cents" bigint NOT NULL,
	"max_payout_cents" bigint NOT NULL,
	"payout_cents" bigint,
	"fee_transfer_id" uuid NOT NULL,
	"sport_ids" text[] NOT NULL,
	"slate_ids" text[] NOT NULL,
	"game_ids" text[] NOT NULL,
	"first_game_starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pickem_entries_type_check" CHECK ("pickem_entries"."type" in ('standard', 'flex')),
	CONSTRAINT "pickem_entries_state_check" CHECK ("pickem_entries"."state" in ('open', 'cancelled', 'settled')),
	CONSTRAINT "pickem_entries_result_check" CHECK ("pickem_entries"."result" in ('won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "pickem_graded_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"graded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickem_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"prop_id" text NOT NULL,
	"stat_value" double precision NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickem_picks" (
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prop_id" text NOT NULL,
	"line_id" text NOT NULL,
	"option_id" text NOT NULL,
	"choice" text NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	"stat_value" double precision NOT NULL,
	"player_ids" text[] NOT NULL,
	"game_ids" text[] NOT NULL,
	"team_ids" text[] NOT NULL,
	"result" text,
	"final_values" jsonb,
	CONSTRAINT "pickem_picks_entry_id_position_pk" PRIMARY KEY("entry_id","position"),
	CONSTRAINT "pickem_picks_choice_check" CHECK ("pickem_picks"."choice" in ('higher', 'lower', 'first', 'second')),
	CONSTRAINT "pickem_picks_result_check" CHECK ("pickem_picks"."result" in ('hit', 'miss', 'void'))
);
--> statement-breakpoint
CREATE TABLE "pickem_props" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"timing" text NOT NULL,
	"sport_id" text NOT NULL,
	"stat" text NOT NULL,
	"player_ids" text[] NOT NULL,
	"game_ids" text[] NOT NULL,
	"team_ids" text[] NOT NULL,
	"status" text NOT NULL,
	"current_line_id" text NOT NULL,
	"suspended_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pickem_props_kind_check" CHECK ("pickem_props"."kind" in ('higher_lower', 'rivals')),
	CONSTRAINT "pickem_props_timing_check" CHECK ("pickem_props"."timing" in ('pre_game', 'in_game')),
	CONSTRAINT "pickem_props_sport_check" CHECK ("pickem_props"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer')),
	CONSTRAINT "pickem_props_status_check" CHECK ("pickem_props"."status" in ('open', 'suspended', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "pickem_settlements" (
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"result" text NOT NULL,
	"payout_cents" bigint NOT NULL,
	"payout_transfer_id" uuid,
	"reversal_transfer_id" uuid,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pickem_settlements_entry_id_version_pk" PRIMARY KEY("entry_id","version"),
	CONSTRAINT "pickem_settlements_result_check" CHECK ("pickem_settlements"."result" in ('won', 'lost', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "pickem_entries" ADD CONSTRAINT "pickem_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_lines" ADD CONSTRAINT "pickem_lines_prop_id_pickem_props_id_fk" FOREIGN KEY ("prop_id") REFERENCES "public"."pickem_props"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_entry_id_pickem_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pickem_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_prop_id_pickem_props_id_fk" FOREIGN KEY ("prop_id") REFERENCES "public"."pickem_props"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_picks" ADD CONSTRAINT "pickem_picks_line_id_pickem_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."pickem_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_settlements" ADD CONSTRAINT "pickem_settlements_entry_id_pickem_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pickem_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickem_entries_user_idx" ON "pickem_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pickem_entries_open_idx" ON "pickem_entries" USING btree ("first_game_starts_at") WHERE "pickem_entries"."state" = 'open';--> statement-breakpoint
CREATE INDEX "pickem_entries_games_idx" ON "pickem_entries" USING gin ("game_ids");--> statement-breakpoint
CREATE INDEX "pickem_lines_prop_idx" ON "pickem_lines" USING btree ("prop_id","created_at");--> statement-breakpoint
CREATE INDEX "pickem_picks_prop_idx" ON "pickem_picks" USING btree ("prop_id");--> statement-breakpoint
CREATE INDEX "pickem_props_board_idx" ON "pickem_props" USING btree ("status","sport_id","kind","timing");--> statement-breakpoint
CREATE INDEX "pickem_props_games_idx" ON "pickem_props" USING gin ("game_ids");