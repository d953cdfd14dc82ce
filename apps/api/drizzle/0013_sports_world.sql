CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"sport_id" text NOT NULL,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"status" text NOT NULL,
	"period" integer NOT NULL,
	"clock_seconds" integer,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_sport_check" CHECK ("games"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer')),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('scheduled', 'in_progress', 'final', 'postponed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "leagues_sport_check" CHECK ("leagues"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"headline" text NOT NULL,
	"body" text NOT NULL,
	"player_ids" text[] NOT NULL,
	"team_ids" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "news_items_sport_check" CHECK ("news_items"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
CREATE TABLE "player_game_stats" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_game_stats_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_team_moves" (
	"player_id" text NOT NULL,
	"team_id" text,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_team_moves_player_id_moved_at_pk" PRIMARY KEY("player_id","moved_at")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"jersey" integer,
	"status" text NOT NULL,
	"team_id" text,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "players_sport_check" CHECK ("players"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer')),
	CONSTRAINT "players_status_check" CHECK ("players"."status" in ('active', 'questionable', 'doubtful', 'out', 'injured_reserve'))
);
--> statement-breakpoint
CREATE TABLE "projections" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projections_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"provider" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slate_games" (
	"slate_id" text NOT NULL,
	"game_id" text NOT NULL,
	CONSTRAINT "slate_games_slate_id_game_id_pk" PRIMARY KEY("slate_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "slates" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "slates_sport_check" CHECK ("slates"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"stream_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stat_events_stream_id_seq_pk" PRIMARY KEY("stream_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stat_streams" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"sport_id" text NOT NULL,
	"location" text NOT NULL,
	"nickname" text NOT NULL,
	"abbreviation" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"venue" text NOT NULL,
	"provider" text NOT NULL,
	CONSTRAINT "teams_sport_check" CHECK ("teams"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
CREATE TABLE "world_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"speed" double precision NOT NULL,
	"paused" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_moves" ADD CONSTRAINT "player_team_moves_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_moves" ADD CONSTRAINT "player_team_moves_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projections" ADD CONSTRAINT "projections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projections" ADD CONSTRAINT "projections_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_games" ADD CONSTRAINT "slate_games_slate_id_slates_id_fk" FOREIGN KEY ("slate_id") REFERENCES "public"."slates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_games" ADD CONSTRAINT "slate_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_sport_starts_idx" ON "games" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "games_status_starts_idx" ON "games" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "games_away_team_idx" ON "games" USING btree ("away_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "news_items_sport_published_idx" ON "news_items" USING btree ("sport_id","published_at");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_items_player_ids_idx" ON "news_items" USING gin ("player_ids");--> statement-breakpoint
CREATE INDEX "player_game_stats_player_idx" ON "player_game_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_sport_name_idx" ON "players" USING btree ("sport_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "projections_player_idx" ON "projections" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "slate_games_game_idx" ON "slate_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "slates_sport_starts_idx" ON "slates" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
-- Stat events are the record of what the feed said: never edited or removed (a correction is a new event).
CREATE FUNCTION "stat_events_are_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stat events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stat_events_immutable" BEFORE UPDATE OR DELETE ON "stat_events"
  FOR EACH ROW EXECUTE FUNCTION "stat_events_are_append_only"();
--> statement-breakpoint
CREATE TRIGGER "stat_events_not_truncated" BEFORE TRUNCATE ON "stat_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "stat_events_are_append_only"();
