ALTER TABLE "identity_verifications" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_document_type_check" CHECK ("identity_verifications"."document_type" in ('drivers_license', 'state_id', 'passport'));