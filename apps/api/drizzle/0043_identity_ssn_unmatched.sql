-- An SSN is kept only as the provider matched it on the details. Verifications approved by document
-- (or not approved) kept the digest of what the player typed: unknown, so the same-person match fails closed.
UPDATE "identity_verifications" SET "ssn_last4_digest" = NULL
WHERE "ssn_last4_digest" IS NOT NULL AND ("status" <> 'approved' OR "document_submitted_at" IS NOT NULL);
