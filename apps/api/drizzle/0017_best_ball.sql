CREATE TABLE "contest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" text NOT NULL,
	"user_id" uuid,
	"state" text NOT NULL,
	"draft_id" uuid,
	"seat" integer,
	"fee_transfer_id" uuid,
	"autopick" boolean DEFAULT false NOT NULL,
	"queue" text[] DEFAULT '{}'::text[] NOT NULL,
	"points" double precision,
	"rank" integer,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "contest_entries_state_check" CHECK ("contest_entries"."state" in ('pooled', 'seated', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"slate_id" text NOT NULL,
	"style_id" text NOT NULL,
	"name" text NOT NULL,
	"entry_fee_cents" bigint NOT NULL,
	"seats" integer NOT NULL,
	"rounds" integer NOT NULL,
	"speed" text NOT NULL,
	"pick_clock_ms" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"entry_cap" integer NOT NULL,
	"max_per_user" integer NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"bots_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contests_sport_check" CHECK ("contests"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer')),
	CONSTRAINT "contests_speed_check" CHECK ("contests"."speed" in ('fast', 'slow')),
	CONSTRAINT "contests_status_check" CHECK ("contests"."status" in ('open', 'locked', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"draft_id" uuid NOT NULL,
	"pick_number" integer NOT NULL,
	"round" integer NOT NULL,
	"seat" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"source" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draft_picks_draft_id_pick_number_pk" PRIMARY KEY("draft_id","pick_number"),
	CONSTRAINT "draft_picks_source_check" CHECK ("draft_picks"."source" in ('user', 'queue', 'rankings', 'adp', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "draft_rankings" (
	"user_id" uuid NOT NULL,
	"sport_id" text NOT NULL,
	"slate_id" text NOT NULL,
	"player_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draft_rankings_user_id_sport_id_slate_id_pk" PRIMARY KEY("user_id","sport_id","slate_id"),
	CONSTRAINT "draft_rankings_sport_check" CHECK ("draft_rankings"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" text NOT NULL,
	"status" text NOT NULL,
	"seats" integer NOT NULL,
	"rounds" integer NOT NULL,
	"pick_clock_ms" integer NOT NULL,
	"current_pick" integer DEFAULT 1 NOT NULL,
	"deadline_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "drafts_status_check" CHECK ("drafts"."status" in ('filling', 'drafting', 'complete', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "player_adp" (
	"sport_id" text NOT NULL,
	"slate_id" text NOT NULL,
	"player_id" text NOT NULL,
	"adp" double precision NOT NULL,
	"drafts" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_adp_sport_id_slate_id_player_id_pk" PRIMARY KEY("sport_id","slate_id","player_id"),
	CONSTRAINT "player_adp_sport_check" CHECK ("player_adp"."sport_id" in ('nfl', 'nba', 'mlb', 'nhl', 'soccer'))
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_rankings" ADD CONSTRAINT "draft_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_entries_pool_idx" ON "contest_entries" USING btree ("contest_id","created_at") WHERE "contest_entries"."state" = 'pooled';--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_seat_idx" ON "contest_entries" USING btree ("draft_id","seat");--> statement-breakpoint
CREATE INDEX "contests_lobby_idx" ON "contests" USING btree ("sport_id","slate_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player_idx" ON "draft_picks" USING btree ("draft_id","player_id");--> statement-breakpoint
CREATE INDEX "drafts_contest_idx" ON "drafts" USING btree ("contest_id","status");--> statement-breakpoint
CREATE INDEX "drafts_deadline_idx" ON "drafts" USING btree ("deadline_at") WHERE "drafts"."status" = 'drafting';