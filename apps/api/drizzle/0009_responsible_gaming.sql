CREATE TABLE "play_restrictions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "play_restrictions_kind_check" CHECK ("play_restrictions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "play_restrictions_duration_check" CHECK ("play_restrictions"."duration" in ('24h', '3d', '7d', '30d', '90d', '1y', '3y', '5y', 'permanent')),
	CONSTRAINT "play_restrictions_shape" CHECK (("play_restrictions"."kind" = 'time_out' and "play_restrictions"."ends_at" is not null and "play_restrictions"."duration" in ('24h', '3d', '7d', '30d', '90d')) or ("play_restrictions"."kind" = 'self_exclusion' and ("play_restrictions"."ends_at" is null) = ("play_restrictions"."duration" = 'permanent') and "play_restrictions"."duration" in ('1y', '3y', '5y', 'permanent'))),
	CONSTRAINT "play_restrictions_ends_after_start" CHECK ("play_restrictions"."ends_at" is null or "play_restrictions"."ends_at" > "play_restrictions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "responsible_gaming_limits" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint,
	"pending_amount_cents" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_confirmable_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_gaming_limits_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "responsible_gaming_limits_type_check" CHECK ("responsible_gaming_limits"."type" in ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'spend_daily', 'spend_weekly', 'spend_monthly', 'entry_fee_max')),
	CONSTRAINT "responsible_gaming_limits_amounts_not_negative" CHECK (coalesce("responsible_gaming_limits"."amount_cents", 0) >= 0 and coalesce("responsible_gaming_limits"."pending_amount_cents", 0) >= 0),
	CONSTRAINT "responsible_gaming_limits_pending_shape" CHECK (("responsible_gaming_limits"."pending_requested_at" is null and "responsible_gaming_limits"."pending_confirmable_at" is null and "responsible_gaming_limits"."pending_amount_cents" is null) or ("responsible_gaming_limits"."pending_requested_at" is not null and "responsible_gaming_limits"."pending_confirmable_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming_limits" ADD CONSTRAINT "responsible_gaming_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_restrictions_user_idx" ON "play_restrictions" USING btree ("user_id","started_at");