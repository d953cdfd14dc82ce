-- The SSN's last 4 digits identity verification checked, as a keyed digest (verification/ssn-digest.ts:
-- the digits stay with the provider): two people of one legal name and birth date whose verified
-- digests differ are told apart. Null on verifications made before: their SSN is unknown.
ALTER TABLE "identity_verifications" ADD COLUMN "ssn_last4_digest" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_ssn_last4_digest_shape" CHECK ("identity_verifications"."ssn_last4_digest" ~ '^v[0-9]+\.[0-9a-f]{64}$');