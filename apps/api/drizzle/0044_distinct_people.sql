-- Two accounts support found to be two people: neither holds the other's self-exclusion through a
-- shared browser, nor through one legal name and birth date when an SSN is unknown.
CREATE TABLE "distinct_people" (
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distinct_people_user_id_other_user_id_pk" PRIMARY KEY("user_id","other_user_id"),
	CONSTRAINT "distinct_people_ordered" CHECK ("distinct_people"."user_id" < "distinct_people"."other_user_id")
);
--> statement-breakpoint
ALTER TABLE "distinct_people" ADD CONSTRAINT "distinct_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distinct_people" ADD CONSTRAINT "distinct_people_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;