-- One person's accounts, found by their verified identity (a time-out or self-exclusion holds on each):
-- the date of birth and the legal name as a key that spelling cannot tell apart. The name is
-- decomposed (NFKD) and its accents, spaces, dots, apostrophes, commas and hyphens dropped, then
-- lowered, so "José O'Neil" and "JOSE ONEIL", or "Mary Ann" + "Smith" and "Mary" + "Ann Smith", are
-- one key (the verification form lets a name hold letters, accents and those marks).
CREATE FUNCTION "person_name_key"("first_name" text, "last_name" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(lower(normalize("first_name" || "last_name", NFKD)), '[\u0300-\u036f[:space:].''’,-]', '', 'g');
--> statement-breakpoint
CREATE INDEX "identity_verifications_person_idx" ON "identity_verifications" USING btree ("date_of_birth",person_name_key("legal_first_name", "legal_last_name"));
