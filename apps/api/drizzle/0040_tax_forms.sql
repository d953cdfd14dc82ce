-- The 1099s issued (ADR 0050): a year's figure and recipient fixed when its form is first issued;
-- a correction is the next revision, issued by an operator with a reason. Rows are never updated.
CREATE TABLE "tax_forms" (
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"revision" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"recipient" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"corrected_by_operator_id" uuid,
	"correction_reason" text,
	CONSTRAINT "tax_forms_user_id_tax_year_revision_pk" PRIMARY KEY("user_id","tax_year","revision"),
	CONSTRAINT "tax_forms_correction_by_operator" CHECK (("tax_forms"."revision" = 1) = ("tax_forms"."corrected_by_operator_id" is null) and "tax_forms"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_corrected_by_operator_id_operators_id_fk" FOREIGN KEY ("corrected_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;