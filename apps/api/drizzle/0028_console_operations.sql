CREATE TABLE "ledger_reconciliations" (
	"day" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"checked" integer NOT NULL,
	"findings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickem_line_rulings" (
	"line_id" text PRIMARY KEY NOT NULL,
	"ruling" text NOT NULL,
	"stat_value" double precision,
	"operator_id" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "pickem_line_rulings_ruling_check" CHECK ("pickem_line_rulings"."ruling" in ('void', 'regrade')),
	CONSTRAINT "pickem_line_rulings_value_check" CHECK (("pickem_line_rulings"."ruling" = 'regrade') = ("pickem_line_rulings"."stat_value" is not null))
);
--> statement-breakpoint
CREATE TABLE "schedule_versions" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_versions_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "schedule_versions_kind_check" CHECK ("schedule_versions"."kind" in ('pickem_payouts', 'contest_styles'))
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "style_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "opened_by_operator_id" uuid;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "resolved_by_operator_id" uuid;--> statement-breakpoint
ALTER TABLE "pickem_entries" ADD COLUMN "payout_schedule_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickem_line_rulings" ADD CONSTRAINT "pickem_line_rulings_line_id_pickem_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."pickem_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickem_line_rulings" ADD CONSTRAINT "pickem_line_rulings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickem_line_rulings_unapplied_idx" ON "pickem_line_rulings" USING btree ("decided_at") WHERE "pickem_line_rulings"."applied_at" is null or "pickem_line_rulings"."applied_at" < "pickem_line_rulings"."decided_at";--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_opened_by_operator_id_operators_id_fk" FOREIGN KEY ("opened_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_resolved_by_operator_id_operators_id_fk" FOREIGN KEY ("resolved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_reviews_resolved_idx" ON "account_reviews" USING btree ("resolved_at") WHERE "account_reviews"."resolved_at" is not null;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_reason_check" CHECK ("account_reviews"."reason" in ('deposit_returned', 'deposit_returned_promo_played', 'payment_dispute', 'suspected_fraud', 'identity_check', 'responsible_gaming'));--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_resolution_check" CHECK ("account_reviews"."resolution" in ('released', 'shortfall_collected'));--> statement-breakpoint
UPDATE "account_reviews" SET "resolution" = 'released' WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_resolved_together" CHECK (("account_reviews"."resolved_at" is null) = ("account_reviews"."resolution" is null));--> statement-breakpoint
-- Version 1 of each schedule: the defaults of packages/core, which priced every entry and contest made before.
INSERT INTO "schedule_versions" ("kind", "version", "body", "operator_id", "created_at") VALUES ('pickem_payouts', 1, '{"standard":{"2":300,"3":600,"4":1000,"5":2000},"flex":{"3":[300,100],"4":[600,150],"5":[1000,250],"6":[2500,260,25],"7":[4000,275,50],"8":[8000,300,100]}}'::jsonb, NULL, now()), ('contest_styles', 1, '[{"key":"fast-5","label":"Sprint","fee_cents":500,"speed":"fast","drafts":10,"max_per_user":3},{"key":"fast-25","label":"Fast Lane","fee_cents":2500,"speed":"fast","drafts":5,"max_per_user":2},{"key":"slow-10","label":"Slow Burn","fee_cents":1000,"speed":"slow","drafts":20,"max_per_user":5}]'::jsonb, NULL, now());
