-- The SSN's last 4 digits identity verification checked: two people of one legal name and birth date
-- whose verified SSNs differ are told apart. Null on verifications made before: their SSN is unknown.
ALTER TABLE "identity_verifications" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_ssn_last4_digits" CHECK ("identity_verifications"."ssn_last4" ~ '^[0-9]{4}$');