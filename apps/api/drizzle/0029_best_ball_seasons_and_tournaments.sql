CREATE TABLE "contest_groups" (
	"contest_id" text NOT NULL,
	"round" integer NOT NULL,
	"group_number" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	CONSTRAINT "contest_groups_contest_id_round_entry_id_pk" PRIMARY KEY("contest_id","round","entry_id")
);
--> statement-breakpoint
CREATE TABLE "contest_rounds" (
	"contest_id" text NOT NULL,
	"round" integer NOT NULL,
	"advance" integer NOT NULL,
	"group_size" integer NOT NULL,
	CONSTRAINT "contest_rounds_contest_id_round_pk" PRIMARY KEY("contest_id","round")
);
--> statement-breakpoint
CREATE TABLE "contest_slates" (
	"contest_id" text NOT NULL,
	"slate_id" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_slates_contest_id_slate_id_pk" PRIMARY KEY("contest_id","slate_id")
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "prize_settlement" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "prize_reversal_due" integer;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "settled_seq" bigint;--> statement-breakpoint
ALTER TABLE "contest_groups" ADD CONSTRAINT "contest_groups_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_groups" ADD CONSTRAINT "contest_groups_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rounds" ADD CONSTRAINT "contest_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_slates" ADD CONSTRAINT "contest_slates_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_groups_group_idx" ON "contest_groups" USING btree ("contest_id","round","group_number");